/**
 * Signing out ends the session on the server: the browser's cookie (through next-auth's real
 * sign-out route) and a bearer token (POST /api/auth/logout) stop working at once, while the
 * user's other devices stay signed in unless asked.
 */
import { describe, expect, it } from "vitest";
import { authOptions } from "@/server/auth/nextauth";
import { rest } from "../helpers/api";
import { createUser, TEST_PASSWORD } from "../helpers/users";

type Login = { token: string };

describe("sign-out", () => {
  it("ends the browser session: the old cookie no longer works (next-auth's sign-out event; e2e/sessions.spec.ts walks the real route)", async () => {
    const { user } = await createUser();
    const options = authOptions();
    // The cookie next-auth issues at sign-in (our encoder), and the token it decodes from it when signing out.
    const value = await options.jwt!.encode!({ token: { sub: user.id, tv: user.tokenVersion }, secret: options.secret!, maxAge: 3600 });
    const session = `next-auth.session-token=${value}`;
    expect((await rest("GET", "/auth/me", { cookie: session })).status).toBe(200);
    // next-auth re-issues the cookie as the session rolls: the copy keeps the session's id.
    const decoded = await options.jwt!.decode!({ token: value, secret: options.secret! });
    const rolled = await options.jwt!.encode!({ token: decoded!, secret: options.secret!, maxAge: 7200 });
    const other = await rest<Login>("POST", "/auth/login", { body: { email: user.email, password: TEST_PASSWORD } });

    await options.events!.signOut!({ token: decoded!, session: null as never });

    for (const cookie of [session, `next-auth.session-token=${rolled}`]) {
      const replay = await rest("GET", "/auth/me", { cookie });
      expect(replay.status).toBe(401);
    }
    expect((await rest("GET", "/auth/me", { token: other.body.token })).status).toBe(200);
  });

  it("ends a bearer token with POST /api/auth/logout; allDevices ends them all", async () => {
    const { user } = await createUser();
    const first = await rest<Login>("POST", "/auth/login", { body: { email: user.email, password: TEST_PASSWORD } });
    const second = await rest<Login>("POST", "/auth/login", { body: { email: user.email, password: TEST_PASSWORD } });
    const third = await rest<Login>("POST", "/auth/login", { body: { email: user.email, password: TEST_PASSWORD } });

    const out = await rest("POST", "/auth/logout", { token: first.body.token });
    expect(out).toMatchObject({ status: 200, body: { success: true, message: "Signed out" } });
    expect((await rest("GET", "/auth/me", { token: first.body.token })).status).toBe(401);
    expect((await rest("GET", "/auth/me", { token: second.body.token })).status).toBe(200);

    const all = await rest("POST", "/auth/logout", { token: second.body.token, body: { allDevices: true } });
    expect(all.status).toBe(200);
    expect((await rest("GET", "/auth/me", { token: third.body.token })).status).toBe(401);
  });
});
