import { z } from "zod";
import { pruneNotifications } from "@/server/services/notifications/retention";
import { defineJob } from "../define";

/** Read notifications past their retention, and beyond a member's cap (docs/decisions.md "Notification retention"). */
export default defineJob({
  queue: "maintenance",
  name: "prune-notifications",
  payload: z.object({ task: z.literal("prune-notifications") }),
  every: () => 60 * 60_000,
  handle: () => pruneNotifications(),
});
