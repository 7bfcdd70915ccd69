import { consent } from "@/server/api/oauth-routes";

export const dynamic = "force-dynamic";

/** The consent page's form (src/app/oauth/authorize/page.tsx). */
export { consent as POST };
