/** The invitation e-mail, sent when SMTP is configured; the page shows the link to copy either way. */
import { env } from "@/env";
import { getMailer } from "@/server/integrations/mail";
import { logger } from "@/server/logger";
import { WORKSPACE_ROLE_LABEL, type WorkspaceRole } from "./roles";

export function invitationLink(token: string): string {
  return `${env().APP_URL.replace(/\/$/, "")}/invite/${encodeURIComponent(token)}`;
}

/** True when the message left for the mail host; mail trouble is logged, never fails the invitation. */
export async function sendInvitationEmail(input: {
  to: string;
  link: string;
  workspaceName: string;
  inviterName: string;
  role: WorkspaceRole;
  expiresAt: Date;
}): Promise<boolean> {
  const mailer = getMailer();
  if (!mailer) return false;
  const text =
    `Hello,\n\n${input.inviterName} invites you to the PostPilot workspace "${input.workspaceName}" as ${WORKSPACE_ROLE_LABEL[input.role]}.\n\n` +
    `Accept the invitation (sign in or create an account with this address):\n${input.link}\n\n` +
    `The link works until ${input.expiresAt.toUTCString()}. If you did not expect it, ignore this message.`;
  try {
    await mailer.send({ to: input.to, subject: `Join "${input.workspaceName}" on PostPilot`, text });
    return true;
  } catch (err) {
    logger.warn({ err: (err as Error).message, to: input.to }, "invitation e-mail not sent");
    return false;
  }
}
