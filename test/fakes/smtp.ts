/**
 * A minimal SMTP server (RFC 5321 wire format: greeting, EHLO, MAIL, RCPT, DATA, QUIT) that keeps
 * the messages it receives, so the real nodemailer transport can be tested without a mail host.
 */
import { createServer, type Server, type Socket } from "node:net";
import type { AddressInfo } from "node:net";

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

export class SmtpFake {
  private server: Server | null = null;
  readonly messages: ReceivedMail[] = [];
  /** Refuse every message with 554 (as a mail host that rejects mail would). */
  refuse = false;

  async start(): Promise<string> {
    this.server = createServer((socket) => this.session(socket));
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    return `smtp://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private session(socket: Socket): void {
    let buffer = "";
    let inData = false;
    let current: ReceivedMail = { from: "", to: [], data: "" };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 fake-smtp ESMTP ready");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          if (this.refuse) reply("554 5.7.1 Message rejected");
          else {
            this.messages.push(current);
            reply("250 2.0.0 OK queued");
          }
          current = { from: "", to: [], data: "" };
          continue;
        }
        const eol = buffer.indexOf("\r\n");
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") reply("250 fake-smtp");
        else if (verb === "MAIL") {
          current.from = /<([^>]*)>/.exec(line)?.[1] ?? "";
          reply("250 2.1.0 OK");
        } else if (verb === "RCPT") {
          current.to.push(/<([^>]*)>/.exec(line)?.[1] ?? "");
          reply("250 2.1.5 OK");
        } else if (verb === "DATA") {
          inData = true;
          reply("354 End data with <CR><LF>.<CR><LF>");
        } else if (verb === "QUIT") {
          reply("221 2.0.0 Bye");
          socket.end();
        } else if (verb === "RSET" || verb === "NOOP") reply("250 OK");
        else reply("502 5.5.2 Command not recognized");
      }
    });
    socket.on("error", () => undefined);
  }
}
