/**
 * What the orchestrating scripts (scripts/run.ts, scripts/test.ts) print: status lines, colours,
 * URLs without their passwords, and the one kind of error that is shown as a single line.
 */

/** A setup problem the user can fix; the scripts print its message as ONE line and exit 1. */
export class SetupError extends Error {
  override name = "SetupError";
}

const useColor = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;
export const paint = (code: number, text: string) => (useColor ? `\x1b[${code}m${text}\x1b[0m` : text);

/** A status line of the orchestrating script. */
export function say(message: string): void {
  process.stdout.write(`${paint(36, "[setup]")} ${message}\n`);
}

/** Removes the password from a connection URL, for messages. */
export function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return url;
  }
}
