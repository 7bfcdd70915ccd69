import { z } from "zod";
import { createTRPCRouter, protectedProcedure, publicProcedure } from "@/server/api/trpc";
import { ok } from "@/server/api/envelope";
import { ValidationError } from "@/server/errors";
import { emailField, requiredString } from "@/server/api/schemas/common";
import { publicUserSchema } from "@/server/api/schemas/user";
import { currentUser, loginUser, registerUser } from "@/server/services/auth/sign-in";
import { revokeToken } from "@/server/services/auth/request-user";
import { isValidTimeZone } from "@/lib/time";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "@/server/services/auth/password";
import { authResponse } from "./auth.schemas";

const passwordField = z
  .string({ error: (issue) => (issue.input === undefined ? "Password is required" : "Password must be text") })
  .min(1, "Password is required")
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);

export const authRouter = createTRPCRouter({
  register: publicProcedure
    .meta({
      openapi: { method: "POST", path: "/auth/register", protect: false, tags: ["auth"], summary: "Create an account", errorResponses: [409] },
    })
    .input(
      z.object({
        name: requiredString("Name", 100),
        email: emailField,
        password: passwordField.refine((p) => p.length >= MIN_PASSWORD_LENGTH, {
          message: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`,
        }),
        /** The browser's IANA time zone; scheduling uses it until the user changes it in the profile. */
        // An unknown zone is ignored rather than blocking sign-up.
        timeZone: z
          .string()
          .max(64)
          .optional()
          .transform((zone) => (zone && isValidTimeZone(zone) ? zone : undefined)),
      }),
    )
    .output(authResponse)
    .mutation(async ({ input, ctx }) => {
      const { user, token } = await registerUser({ ...input, ip: ctx.ip });
      return ok({ token, user, message: "Account created!" });
    }),

  login: publicProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/auth/login",
        protect: false,
        tags: ["auth"],
        summary: "Sign in; returns a bearer token",
        errorResponses: [401],
      },
    })
    .input(z.object({ email: emailField, password: passwordField }))
    .output(authResponse)
    .mutation(async ({ input, ctx }) => {
      const { user, token } = await loginUser({ ...input, ip: ctx.ip });
      return ok({ token, user, message: "Login successful!" });
    }),

  logout: protectedProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/auth/logout",
        tags: ["auth"],
        summary: "Sign out: ends this token or session (all of the user's with allDevices)",
      },
    })
    .input(z.object({ allDevices: z.boolean().optional() }).optional())
    .output(z.object({ success: z.literal(true), message: z.string() }))
    .mutation(async ({ ctx, input }) => {
      // An API key is not a session: it ends by being revoked (DELETE /api-keys/{id}).
      if (!ctx.token) throw ValidationError("An API key cannot sign out; revoke it on the API keys page instead");
      await revokeToken(ctx.token, { allDevices: input?.allDevices });
      return ok({ message: "Signed out" });
    }),

  me: protectedProcedure
    .meta({ openapi: { method: "GET", path: "/auth/me", tags: ["auth"], summary: "The signed-in user" } })
    .input(z.void())
    .output(z.object({ success: z.literal(true), user: publicUserSchema }))
    .query(async ({ ctx }) => ok({ user: await currentUser(ctx.user.id) })),
});
