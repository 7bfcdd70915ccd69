import { z } from "zod";
import { pruneOAuth } from "@/server/services/oauth/oauth";
import { defineJob } from "../define";

/** The MCP server's OAuth leftovers (issue 28): unexchanged codes, ended grants, spent access tokens. */
export default defineJob({
  queue: "maintenance",
  name: "prune-oauth",
  payload: z.object({ task: z.literal("prune-oauth") }),
  every: () => 60 * 60_000,
  handle: () => pruneOAuth(),
});
