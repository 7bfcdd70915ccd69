import { z } from "zod";
import { env } from "@/env";
import { purgeOAuthStates } from "@/server/services/accounts/oauth";
import { refreshExpiringTokens } from "@/server/services/accounts/refresh";
import { defineJob } from "../define";

/** Renews access tokens about to end (marks the ones that cannot be), and forgets OAuth states nobody can use any more. */
export default defineJob({
  queue: "maintenance",
  name: "refresh-tokens",
  payload: z.object({ task: z.literal("refresh-tokens") }),
  every: () => env().TOKEN_REFRESH_INTERVAL_MS,
  async handle() {
    const summary = await refreshExpiringTokens();
    const purgedStates = await purgeOAuthStates();
    return { ...summary, purgedStates };
  },
});
