import { z } from "zod";
import { DIGEST_INTERVAL_MS, sendNotificationDigests } from "@/server/services/notifications/email-digest";
import { defineJob } from "../define";

/** E-mails each member one digest of their new notifications (issue 26), when SMTP is set. */
export default defineJob({
  queue: "maintenance",
  name: "email-notifications",
  payload: z.object({ task: z.literal("email-notifications") }),
  every: () => DIGEST_INTERVAL_MS,
  handle: () => sendNotificationDigests(),
});
