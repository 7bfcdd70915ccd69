import { z } from "zod";
import { createTRPCRouter, publicProcedure } from "@/server/api/trpc";
import { ok } from "@/server/api/envelope";
import { CONTACT_SUBJECTS, submitContactMessage, type ContactSubject } from "@/server/services/contact/contact";
import { filled, MISSING } from "./contact.schemas";

export const contactRouter = createTRPCRouter({
  submit: publicProcedure
    .meta({ openapi: { method: "POST", path: "/contact/submit", protect: false, tags: ["contact"], summary: "Send a message to the team" } })
    .input(
      z.object({
        name: filled(100),
        email: filled(254).pipe(z.email("Please enter a valid email address")),
        subject: z.enum(Object.keys(CONTACT_SUBJECTS) as [ContactSubject, ...ContactSubject[]], { error: MISSING }),
        message: filled(5000),
      }),
    )
    .output(z.object({ success: z.literal(true), message: z.string() }))
    .mutation(async ({ input, ctx }) => {
      await submitContactMessage({ ...input, ip: ctx.ip });
      return ok({ message: "Message sent successfully! We'll get back to you within 24 hours." });
    }),
});
