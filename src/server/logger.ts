import pino from "pino";
import { env } from "@/env";
import { redactApiKeys } from "@/lib/api-keys";

/**
 * Under vitest the lines go through `console`, which vitest keeps with the test that wrote them and
 * prints only when that test fails (`silent: "passed-only"`): a passing run stays quiet.
 */
const stream = process.env.VITEST ? { write: (line: string) => console.log(line.trimEnd()) } : pino.destination(1);

/** Every line passes here: an API key anywhere in it (a message, an error, a URL) is replaced (issue 28). */
const destination = { write: (line: string) => stream.write(redactApiKeys(line)) };

/** One logger for web and worker. Secrets are redacted wherever they might appear in logged objects. */
export const logger = pino(
  {
    level: env().LOG_LEVEL,
    redact: {
      paths: [
        "password",
        "*.password",
        "currentPassword",
        "newPassword",
        "token",
        "*.token",
        "accessToken",
        "refreshToken",
        "*.accessToken",
        "*.refreshToken",
        "authorization",
        "*.authorization",
        "headers.cookie",
        "apiKey",
        "*.apiKey",
        "clientSecret",
        "*.clientSecret",
      ],
      censor: "[redacted]",
    },
  },
  destination,
);
