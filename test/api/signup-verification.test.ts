/**
 * Sign-up abuse: a per-source limit on sign-ups, a verification link for the address (SMTP when
 * configured, the server log otherwise), part of the free trial waiting for it, and Google sign-in
 * linking only to an account whose address is verified.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import * as verifyRoute from "@/app/api/auth/verify-email/route";
import { resetEnvForTests } from "@/env";
import { db } from "@/server/db";
import { logger } from "@/server/logger";
import { upsertGoogleUser } from "@/server/services/auth/sign-in";
import { chargePrompts } from "@/server/services/credits/prompt-credits";
import { BASE, rest, uniqueEmail } from "../helpers/api";
import { SmtpFake } from "../fakes/smtp";

type Registered = { user: { id: string; email: string } };

const signUp = (email: string, source = "198.51.100.77") =>
  rest<Registered>("POST", "/auth/register", { body: { name: "New Pilot", email, password: "s3cret-pass" }, headers: { "x-forwarded-for": source } });

/** Runs `fn` with an SMTP fake configured as the server's mail, so verification links are e-mailed. */
async function withSmtp(fn: (smtp: SmtpFake) => Promise<void>) {
  const smtp = new SmtpFake();
  process.env.SMTP_URL = await smtp.start();
  resetEnvForTests();
  try {
    await fn(smtp);
  } finally {
    await smtp.stop();
  }
}

/** The verification link in the n-th e-mail (quoted-printable undone). */
function mailedLink(smtp: SmtpFake, n = 0): string {
  return /http\S+verify-email\?token=\S+/.exec(smtp.messages[n]!.data.replace(/=\r?\n/g, "").replace(/=3D/g, "="))![0];
}

function followLink(link: string) {
  return verifyRoute.GET(new Request(link.replace(/^https?:\/\/[^/]+/, BASE)));
}

const saved = { ...process.env };
afterEach(() => {
  process.env.SIGNUP_RATE_LIMIT_PER_IP = saved.SIGNUP_RATE_LIMIT_PER_IP;
  if (saved.SMTP_URL === undefined) delete process.env.SMTP_URL;
  resetEnvForTests();
  vi.restoreAllMocks();
});

describe("sign-up", () => {
  it("is limited per source address", async () => {
    process.env.SIGNUP_RATE_LIMIT_PER_IP = "2";
    resetEnvForTests();
    const source = `198.51.100.${Math.floor(Math.random() * 200)}`;
    expect((await signUp(uniqueEmail("s1"), source)).status).toBe(200);
    expect((await signUp(uniqueEmail("s2"), source)).status).toBe(200);
    const third = await signUp(uniqueEmail("s3"), source);
    expect(third.status).toBe(429);
    expect(third.body).toMatchObject({ success: false });
    expect(String((third.body as unknown as { message: string }).message)).toMatch(/Too many sign-ups/);
    expect((await signUp(uniqueEmail("s4"), "192.0.2.201")).status).toBe(200);
  });

  it("e-mails a verification link through SMTP; following it verifies the address and lands on the dashboard", async () => {
    await withSmtp(async (smtp) => {
      const email = uniqueEmail("verify");
      const res = await signUp(email, "192.0.2.202");
      expect(res.status).toBe(200);
      expect(smtp.messages).toHaveLength(1);
      const link = mailedLink(smtp);
      const before = await db.user.findUniqueOrThrow({ where: { email } });
      expect(before.emailVerifiedAt).toBeNull();

      const followed = await followLink(link);
      expect(followed.status).toBe(303);
      expect(followed.headers.get("location")).toBe("/dashboard?emailVerified=1");
      expect((await db.user.findUniqueOrThrow({ where: { email } })).emailVerifiedAt).not.toBeNull();
      const again = await followLink(link);
      expect(again.headers.get("location")).toBe("/auth?error=verification_link_invalid");
    });
  });

  it("without SMTP, prints the link in the server log", async () => {
    const info = vi.spyOn(logger, "info");
    const email = uniqueEmail("logged");
    expect((await signUp(email, "192.0.2.203")).status).toBe(200);
    const call = info.mock.calls.find(
      ([fields]) => typeof fields === "object" && fields !== null && "link" in fields && (fields as { email?: string }).email === email,
    );
    expect(call).toBeDefined();
    const { link } = call![0] as unknown as { link: string };
    expect((await followLink(link)).headers.get("location")).toBe("/dashboard?emailVerified=1");
  });

  it("where the link can be e-mailed, lets an unverified account use the app and 5 AI prompts; the rest of the trial waits for the link", async () => {
    await withSmtp(async (smtp) => {
      const email = uniqueEmail("trial");
      const { body } = await signUp(email, "192.0.2.204");
      await chargePrompts(body.user.id, 5, "test");
      await expect(chargePrompts(body.user.id, 1, "test")).rejects.toMatchObject({ code: "FORBIDDEN", extra: { emailVerificationRequired: true } });
      await followLink(mailedLink(smtp));
      await expect(chargePrompts(body.user.id, 1, "test")).resolves.toMatchObject({ aiPromptsUsed: 6 });
    });
  });

  it("without SMTP (a local try-out) keeps the whole free trial: nobody could receive the link", async () => {
    const email = uniqueEmail("local-trial");
    const { body } = await signUp(email, "192.0.2.206");
    await expect(chargePrompts(body.user.id, 25, "test")).resolves.toMatchObject({ aiPromptsUsed: 25 });
    expect((await db.user.findUniqueOrThrow({ where: { email } })).emailVerifiedAt).toBeNull();
  });
});

describe("Google sign-in", () => {
  it("does not take over an account whose address was never verified, and links a verified one", async () => {
    const email = uniqueEmail("planted");
    const { body } = await signUp(email, "192.0.2.205");
    const refused = await upsertGoogleUser({ googleId: `g-${Date.now()}`, email, name: "Victim" });
    expect(refused).toBe("unverified");
    expect((await db.user.findUniqueOrThrow({ where: { id: body.user.id } })).googleId).toBeNull();

    await db.user.update({ where: { id: body.user.id }, data: { emailVerifiedAt: new Date() } });
    const linked = await upsertGoogleUser({ googleId: `g2-${Date.now()}`, email, name: "Owner" });
    expect(linked).toMatchObject({ id: body.user.id });
  });
});
