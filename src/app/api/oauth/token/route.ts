import { corsPreflight, token } from "@/server/api/oauth-routes";

export const dynamic = "force-dynamic";

export { token as POST };
export const OPTIONS = corsPreflight;
