import { corsPreflight, register } from "@/server/api/oauth-routes";

export const dynamic = "force-dynamic";

export { register as POST };
export const OPTIONS = corsPreflight;
