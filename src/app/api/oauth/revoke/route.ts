import { corsPreflight, revoke } from "@/server/api/oauth-routes";

export const dynamic = "force-dynamic";

export { revoke as POST };
export const OPTIONS = corsPreflight;
