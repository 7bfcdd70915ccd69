import pino from "pino";
import { env } from "@/env";

/**
 * Under vitest the lines go through `console`, which vitest keeps with the test that wrote them and
 * prints only when that test fails (`silent: "passed-only"`): a passing run stays quiet.
 */
const destination = process.env.VITEST ? { write: (line: string) => console.log(line.trimEnd()) } : undefined;

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
