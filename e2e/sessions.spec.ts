import { expect, test } from "@playwright/test";
import { PASSWORD, registerUser, uniqueEmail } from "./support/auth";

/** The app as reached through 127.0.0.1 rather than the configured localhost. */
function viaLoopbackAddress(url: string): string {
  return url.replace("//localhost:", "//127.0.0.1:");
}

test("sign-out lands on the site root of the host in use and ends the session on the server", async ({ page, request, baseURL }) => {
  const email = uniqueEmail("e2e-signout");
  await registerUser(request, email);
  const origin = viaLoopbackAddress(baseURL!);

  await page.goto(`${origin}/auth`);
  const form = page.getByTestId("login-form");
  await form.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await form.getByRole("textbox", { name: "Password", exact: true }).fill(PASSWORD);
  await form.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(`${origin}/dashboard`);
  const cookies = await page.context().cookies(origin);
  const session = cookies.find((c) => c.name.endsWith("next-auth.session-token"));
  expect(session).toBeDefined();

  await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(`${origin}/`);
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign in" })).toBeVisible();

  // The cookie as it was before signing out no longer opens anything.
  const replay = await request.get(`${origin}/api/auth/me`, { headers: { cookie: `${session!.name}=${session!.value}` } });
  expect(replay.status()).toBe(401);
});

test("a link carrying a token signs nobody in (login CSRF)", async ({ page, request }) => {
  const email = uniqueEmail("e2e-planted");
  const login = await request.post("/api/auth/register", { data: { name: "Attacker", email, password: PASSWORD } });
  const { token } = (await login.json()) as { token: string };

  for (const path of [`/auth/callback?token=${token}`, `/auth?token=${token}`]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole("banner").getByRole("button", { name: "Sign in" })).toBeVisible();
  }
  const me = await page.request.get("/api/auth/me");
  expect(me.status()).toBe(401);
});

test("pages carry the security headers and work under them (no CSP violation)", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to (load|execute|connect|frame)/i.test(message.text())) violations.push(message.text());
  });
  for (const path of ["/", "/pricing", "/auth", "/status"]) {
    const response = await page.goto(path);
    const headers = response!.headers();
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"]).toContain("https://js.stripe.com");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    await expect(page.getByRole("banner")).toBeVisible();
  }
  expect(violations).toEqual([]);
});

test("a session cookie that cannot be read is removed and the visitor is signed out (the spec's parse failure)", async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: "next-auth.session-token", value: "not-a-session", url: baseURL! }]);
  await page.goto("/pricing");
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign in" })).toBeVisible();
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === "next-auth.session-token" && c.value === "not-a-session"))
    .toBe(false);
});
