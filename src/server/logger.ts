import pino from "pino";
import { env } from "@/env";

/** One logger for web and worker. Secrets are redacted wherever they might appear in logged objects. */
export const logger = pino({
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
    ],
    censor: "[redacted]",
  },
});
