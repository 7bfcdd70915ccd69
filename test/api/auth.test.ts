import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { redis } from "@/server/redis";
import { authOptions } from "@/server/auth/nextauth";
import { failureDelayMs } from "@/server/services/auth/sign-in";
import { rest, trpc, trpcFailure, uniqueEmail } from "../helpers/api";
import { createUser, TEST_PASSWORD } from "../helpers/users";

type AuthBody = {
  success: boolean;
  token: string;
  message: string;
  user: { id: string; email: string; role: string; subscription: string; aiPromptsLimit: number };
};

beforeEach(async () => {
  await redis().flushdb();
});

afterAll(async () => {
  await redis().flushdb();
});

describe("register, login and me", () => {
  it("registers, logs in and reads the current user with the bearer token", async () => {
    const email = uniqueEmail("alice");
    const reg = await rest<AuthBody>("POST", "/auth/register", { body: { name: "Alice", email, password: "s3cret-pass" } });
    expect(reg.status).toBe(200);
    expect(reg.body).toMatchObject({
      success: true,
      message: "Account created!",
      user: { email, role: "free", subscription: "Free Trial", aiPromptsLimit: 25 },
    });
    expect(reg.body.token).toMatch(/^ey/);
    expect(reg.body.user).not.toHaveProperty("passwordHash");

    const login = await rest<AuthBody>("POST", "/auth/login", { body: { email: email.toUpperCase(), password: "s3cret-pass" } });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ success: true, message: "Login successful!", user: { id: reg.body.user.id } });

    const me = await rest<{ success: boolean; user: { id: string } }>("GET", "/auth/me", { token: login.body.token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ success: true, user: { id: reg.body.user.id, email } });

    const stored = await db.user.findUniqueOrThrow({ where: { email } });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    const signup = await db.activityLog.findFirst({ where: { userId: stored.id, action: "user.signup" } });
    expect(signup).not.toBeNull();
  });

  it("keeps the browser's time zone for scheduling, and ignores an unknown one", async () => {
    const amsterdam = await rest<AuthBody & { user: { timeZone: string } }>("POST", "/auth/register", {
      body: { name: "Ams", email: uniqueEmail("ams"), password: "password-1", timeZone: "Europe/Amsterdam" },
    });
    expect(amsterdam.body.user.timeZone).toBe("Europe/Amsterdam");
    const unknown = await rest<AuthBody & { user: { timeZone: string } }>("POST", "/auth/register", {
      body: { name: "Mars", email: uniqueEmail("mars"), password: "password-1", timeZone: "Mars/Olympus" },
    });
    expect(unknown.status).toBe(200);
    expect(unknown.body.user.timeZone).toBe("UTC");
  });

  it("accepts the browser session cookie that next-auth issues", async () => {
    const { user } = await createUser();
    const options = authOptions();
    const cookieValue = await options.jwt!.encode!({ token: { sub: user.id, tv: user.tokenVersion }, secret: options.secret!, maxAge: 3600 });
    const viaCookie = await trpc({ cookie: `next-auth.session-token=${cookieValue}` }).auth.me.query();
    expect(viaCookie.user.id).toBe(user.id);
    // next-auth reads the same cookie back through our decoder, which checks the database.
    const decoded = await options.jwt!.decode!({ token: cookieValue, secret: options.secret! });
    expect(decoded?.sub).toBe(user.id);
  });

  it("answers the same data through REST and tRPC", async () => {
    const { token } = await createUser({ role: "paid" });
    const viaRest = await rest<{ user: Record<string, unknown> }>("GET", "/auth/me", { token });
    const viaTrpc = await trpc({ token }).auth.me.query();
    // REST carries dates as ISO strings (JSON); tRPC carries Date objects (superjson).
    expect(viaRest.body).toEqual(JSON.parse(JSON.stringify(viaTrpc)));
  });
});

describe("bad input and refusals", () => {
  it("refuses a wrong password and an unknown e-mail with the same message", async () => {
    const { user } = await createUser();
    const wrong = await rest("POST", "/auth/login", { body: { email: user.email, password: "not-the-password" } });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, message: "Invalid email or password" });
    const unknown = await rest("POST", "/auth/login", { body: { email: uniqueEmail("nobody"), password: "whatever1" } });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ success: false, message: "Invalid email or password" });
  });

  it("refuses a duplicate e-mail with 409 and creates nothing", async () => {
    const email = uniqueEmail("dup");
    await rest("POST", "/auth/register", { body: { name: "First", email, password: "password-1" } });
    const again = await rest("POST", "/auth/register", { body: { name: "Second", email: ` ${email.toUpperCase()} `, password: "password-2" } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, message: "An account with this email already exists" });
    expect(await db.user.count({ where: { email } })).toBe(1);
  });

  it("answers malformed JSON with 400 and a message, never a 500", async () => {
    const res = await rest("POST", "/auth/login", { rawBody: '{"email": "a@b.c", ' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: "Malformed JSON in request body" });
  });

  it("names each missing field", async () => {
    const noName = await rest("POST", "/auth/register", { body: { email: uniqueEmail(), password: "password1" } });
    expect(noName.status).toBe(400);
    expect(noName.body).toMatchObject({ success: false, message: "Name is required" });
    const blankName = await rest("POST", "/auth/register", { body: { name: "   ", email: uniqueEmail(), password: "password1" } });
    expect(blankName.body).toMatchObject({ message: "Name is required" });
    const noEmail = await rest("POST", "/auth/login", { body: { password: "x" } });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body).toMatchObject({ message: "Email is required" });
    const badEmail = await rest("POST", "/auth/register", { body: { name: "A", email: "not-an-email", password: "password1" } });
    expect(badEmail.body).toMatchObject({ message: "Please enter a valid email address" });
    const shortPassword = await rest("POST", "/auth/register", { body: { name: "A", email: uniqueEmail(), password: "short" } });
    expect(shortPassword.status).toBe(400);
    expect(shortPassword.body).toMatchObject({ message: "Password must be at least 8 characters long." });
    const viaTrpc = await trpcFailure(trpc().auth.register.mutate({ name: "", email: uniqueEmail(), password: "password1" }));
    expect(viaTrpc).toMatchObject({ status: 400, message: "Name is required" });
  });

  it("refuses oversize input", async () => {
    const huge = await rest("POST", "/auth/register", { body: { name: "x".repeat(2_000_000), email: uniqueEmail(), password: "password1" } });
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ success: false, message: "Request body too large" });
    const longName = await rest("POST", "/auth/register", { body: { name: "x".repeat(101), email: uniqueEmail(), password: "password1" } });
    expect(longName.status).toBe(400);
    expect(longName.body).toMatchObject({ message: "Name must be at most 100 characters" });
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await rest("GET", "/does-not-exist");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: "Endpoint not found" });
  });

  it("refuses anonymous and forged tokens on protected routes", async () => {
    const anonymous = await rest("GET", "/auth/me");
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ success: false, message: "Authentication required" });
    const forged = await rest("GET", "/auth/me", { token: "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4IiwidHYiOjB9.bad" });
    expect(forged.status).toBe(401);
    expect(forged.body).toMatchObject({ message: "Invalid or expired token" });
  });

  it("limits login attempts per (account, source) and never locks the owner out from another source", async () => {
    const { user } = await createUser();
    const attacker = { "x-forwarded-for": "198.51.100.66" };
    for (let i = 0; i < 10; i += 1) {
      const res = await rest("POST", "/auth/login", { body: { email: user.email, password: "wrong-password" }, headers: attacker });
      expect(res.status).toBe(401);
    }
    const blocked = await rest("POST", "/auth/login", { body: { email: user.email, password: TEST_PASSWORD }, headers: attacker });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ success: false });
    expect(String((blocked.body as { message: string }).message)).toMatch(/Too many login attempts/);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    // The owner, elsewhere, still gets in (after the growing delay the failures earned).
    const owner = await rest("POST", "/auth/login", {
      body: { email: user.email, password: TEST_PASSWORD },
      headers: { "x-forwarded-for": "192.0.2.44" },
    });
    expect(owner.status).toBe(200);
  });

  it("slows answers down as failures on one account grow, instead of walling it off", () => {
    const delays = [0, 4, 5, 6, 7, 9, 10, 50].map(failureDelayMs);
    expect(delays.slice(0, 2)).toEqual([0, 0]);
    for (let i = 2; i < delays.length; i += 1) expect(delays[i]!).toBeGreaterThanOrEqual(delays[i - 1]!);
    expect(delays[2]).toBeGreaterThan(0);
    expect(delays.at(-1)).toBeLessThanOrEqual(10_000);
  });
});

describe("tokens stop working", () => {
  it("after the token version changes (password change, deletion)", async () => {
    const { user, token } = await createUser();
    expect((await rest("GET", "/auth/me", { token })).status).toBe(200);
    await db.user.update({ where: { id: user.id }, data: { tokenVersion: { increment: 1 } } });
    const res = await rest("GET", "/auth/me", { token });
    expect(res.status).toBe(401);
  });

  it("after suspension, and a suspended user cannot sign in", async () => {
    const { user, token } = await createUser();
    await db.user.update({ where: { id: user.id }, data: { status: "suspended" } });
    const me = await rest("GET", "/auth/me", { token });
    expect(me.status).toBe(401);
    expect(me.body).toMatchObject({ message: "Your account has been suspended. Please contact support." });
    const login = await rest("POST", "/auth/login", { body: { email: user.email, password: TEST_PASSWORD } });
    expect(login.status).toBe(403);
    expect(login.body).toMatchObject({ message: "Your account has been suspended. Please contact support." });
  });

  it("after the user is deleted", async () => {
    const { user, token } = await createUser();
    await db.user.delete({ where: { id: user.id } });
    expect((await rest("GET", "/auth/me", { token })).status).toBe(401);
  });
});
