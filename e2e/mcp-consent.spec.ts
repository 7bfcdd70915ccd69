/**
 * The MCP server's OAuth consent screen (issue 28): a connector registers itself, sends the member to
 * /oauth/authorize (sign in first, then back), the member picks a workspace and approves with the
 * keyboard, and the code it gets back is exchanged for a token the MCP server accepts. Axe (critical
 * and serious) in both colour schemes.
 */
import { createHash, randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { PASSWORD, registerUser, uniqueEmail } from "./support/auth";
import { chooseScheme, COLOUR_RULES, formatFindings, scan, switchScheme } from "./support/axe";

test("approve a connector on the consent screen with the keyboard; its token works on /api/mcp; no serious axe finding", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail("e2e-mcp-consent");
  await registerUser(request, email);
  await chooseScheme(page, "light");

  // What a connector discovers first, served by the built app (dot-folder routes, outside the proxy).
  const unauthenticated = await request.post("/api/mcp", { data: { jsonrpc: "2.0", id: 1, method: "tools/list" } });
  expect(unauthenticated.status()).toBe(401);
  expect(unauthenticated.headers()["www-authenticate"]).toBe(`Bearer resource_metadata="${baseURL}/.well-known/oauth-protected-resource/api/mcp"`);
  const resource = await request.get("/.well-known/oauth-protected-resource/api/mcp");
  expect(((await resource.json()) as { resource: string }).resource).toBe(`${baseURL}/api/mcp`);
  const server = await request.get("/.well-known/oauth-authorization-server");
  expect(((await server.json()) as { authorization_endpoint: string }).authorization_endpoint).toBe(`${baseURL}/oauth/authorize`);

  // The connector registers (RFC 7591) with a redirect URI on this app, so the browser can land there.
  const redirectUri = `${baseURL}/status?oauth=callback`;
  const registered = await request.post("/api/oauth/register", { data: { client_name: "Claude", redirect_uris: [redirectUri] } });
  expect(registered.status()).toBe(201);
  const { client_id: clientId } = (await registered.json()) as { client_id: string };
  const verifier = randomBytes(32).toString("base64url");
  const challenge = createHash("sha256").update(verifier).digest("base64url");
  const authorize = new URL(`${baseURL}/oauth/authorize`);
  for (const [k, v] of Object.entries({
    response_type: "code",
    client_id: clientId,
    redirect_uri: redirectUri,
    code_challenge: challenge,
    code_challenge_method: "S256",
    scope: "read write publish",
    state: "xyz",
    resource: `${baseURL}/api/mcp`,
  }))
    authorize.searchParams.set(k, v);

  // Not signed in: the sign-in page first, then back to the consent screen.
  await page.goto(authorize.toString());
  await expect(page).toHaveURL(/\/auth\?callbackUrl=/);
  const form = page.getByTestId("login-form");
  await form.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await form.getByRole("textbox", { name: "Password", exact: true }).fill(PASSWORD);
  await form.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Allow Claude to use PostPilot?" })).toBeVisible({ timeout: 30_000 });
  const scopes = page.getByTestId("oauth-scopes");
  await expect(scopes.getByRole("listitem")).toHaveText([/^Read/, /^Write/, /^Publish/]);
  await expect(page.getByRole("group", { name: "Workspace" }).getByRole("radio")).toHaveCount(1);

  const failing = await scan(page, "/oauth/authorize", "light");
  await switchScheme(page, "dark");
  failing.push(...(await scan(page, "/oauth/authorize", "dark", undefined, COLOUR_RULES)));
  await switchScheme(page, "light");

  // Keyboard only: the workspace is chosen (the first, checked), Tab to Approve and press Enter.
  await page.getByRole("radio").first().focus();
  await expect(page.getByRole("radio").first()).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Deny" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Approve" })).toBeFocused();
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/status\?oauth=callback/);
  const back = new URL(page.url());
  expect(back.searchParams.get("state")).toBe("xyz");
  const code = back.searchParams.get("code")!;
  expect(code).toBeTruthy();

  const tokens = await request.post("/api/oauth/token", {
    form: { grant_type: "authorization_code", code, client_id: clientId, code_verifier: verifier, redirect_uri: redirectUri },
  });
  expect(tokens.status(), await tokens.text()).toBe(200);
  const { access_token: accessToken } = (await tokens.json()) as { access_token: string };
  const listed = await request.post("/api/mcp", {
    headers: { Authorization: `Bearer ${accessToken}`, Accept: "application/json, text/event-stream", "Content-Type": "application/json" },
    data: { jsonrpc: "2.0", id: 1, method: "tools/list" },
  });
  expect(listed.status()).toBe(200);
  expect(JSON.stringify(await listed.json())).toContain("schedule_post");

  expect(failing.filter((f) => f.failing).length, `critical or serious axe violations:\n${formatFindings(failing.filter((f) => f.failing))}`).toBe(0);
});
