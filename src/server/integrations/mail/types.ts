/** What every mailer offers (SMTP today); the mail folder's files share it from here. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Opens a connection and says hello; used by the status checks. */
  verify(): Promise<void>;
}
