import { env } from "@/env";
import { NETWORK_KEYS, type NetworkKey } from "@/lib/networks";
import { handleRestRequest } from "@/server/api/rest-adapter";
import { withErrorResponses } from "@/server/api/error-response";
import { completeConnection } from "@/server/services/accounts/oauth";

export const dynamic = "force-dynamic";

/**
 * GET /api/<network>/callback?code&state (or ?error&state): where a network sends the browser back
 * after its consent page. No session is needed (the single-use state says who started the
 * connection); the answer is a 302 to the Accounts page (or the path the connection asked for)
 * with the spec's outcome parameters. Any other /api/<word>/callback is the REST door's.
 */
export const GET = withErrorResponses("network.callback", async (req: Request, ctx: { params: Promise<{ network: string }> }) => {
  const { network } = await ctx.params;
  if (!(NETWORK_KEYS as readonly string[]).includes(network)) return handleRestRequest(req);
  const query = new URL(req.url).searchParams;
  const outcome = await completeConnection(network as NetworkKey, {
    code: query.get("code"),
    state: query.get("state"),
    error: query.get("error"),
  });
  return new Response(null, {
    status: 302,
    headers: {
      location: `${env().APP_URL.replace(/\/+$/, "")}${outcome.redirectTo}`,
      "cache-control": "no-store",
      // The code and state in this URL must not travel to the next site in a Referer.
      "referrer-policy": "no-referrer",
    },
  });
});
