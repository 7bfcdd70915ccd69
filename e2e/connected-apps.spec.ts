/**
 * The connected apps page: a member connects an assistant through the real OAuth flow (registration,
 * consent with PKCE, token exchange, one MCP call), finds the page from the API keys page (keyboard)
 * and the sidebar, sees it listed with its workspace, scopes, role and
 * last use, disconnects it with the keyboard, and its token is refused on the next MCP request. Axe
 * (critical and serious) in both colour schemes on the list, the confirmation and the empty page.
 */
import { createHash, randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { PASSWORD, registerUser, submitLogin, uniqueEmail } from "./support/auth";
import { axeBothSchemes, chooseScheme, formatFindings } from "./support/axe";

test("a connected assistant is listed with its last use and disconnected with the keyboard; no serious axe finding", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail("e2e-connected-apps");
  await registerUser(request, email);
  await chooseScheme(page, "light");
  await submitLogin(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });

  // The assistant registers, the member approves it on the consent screen, the code becomes tokens.
  const redirectUri = `${baseURL}/status?oauth=callback`;
  const registered = await request.post("/api/oauth/register", { data: { client_name: "Claude", redirect_uris: [redirectUri] } });
  expect(registered.status()).toBe(201);
  const { client_id: clientId } = (await registered.json()) as { client_id: string };
  const verifier = randomBytes(32).toString("base64url");
  const authorize = new URL(`${baseURL}/oauth/authorize`);
  for (const [k, v] of Object.entries({
    response_type: "code",
    client_id: clientId,
    redirect_uri: redirectUri,
    code_challenge: createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
    scope: "read write",
    state: "s1",
    resource: `${baseURL}/api/mcp`,
  }))
    authorize.searchParams.set(k, v);
  await page.goto(authorize.toString());
  await page.getByRole("button", { name: "Approve" }).click();
  await page.waitForURL(/\/status\?oauth=callback/);
  const code = new URL(page.url()).searchParams.get("code")!;
  const tokens = await request.post("/api/oauth/token", {
    form: { grant_type: "authorization_code", code, client_id: clientId, code_verifier: verifier, redirect_uri: redirectUri },
  });
  expect(tokens.status(), await tokens.text()).toBe(200);
  const { access_token: accessToken } = (await tokens.json()) as { access_token: string };
  const mcp = () =>
    request.post("/api/mcp", {
      headers: { Authorization: `Bearer ${accessToken}`, Accept: "application/json, text/event-stream", "Content-Type": "application/json" },
      data: { jsonrpc: "2.0", id: 1, method: "tools/list" },
    });
  expect((await mcp()).status()).toBe(200);

  // Reached as a member looks for it: the API keys page says where connected apps are, and the link
  // goes there with the keyboard; the sidebar then marks Connected apps alone as the current page.
  await page.goto("/workspace/api-keys");
  await page.getByTestId("api-keys-see-connected-apps").getByRole("link", { name: "Connected apps" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/workspace\/connected-apps$/);
  await expect(page.getByRole("heading", { level: 1, name: "Connected apps" })).toBeVisible();
  const sidebar = page.getByTestId("app-sidebar");
  await expect(sidebar.getByRole("link", { name: "Connected apps", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(sidebar.locator("[aria-current='page']")).toHaveCount(1);
  await expect(page.getByTestId("connected-apps-see-api-keys").getByRole("link", { name: "API key" })).toHaveAttribute("href", "/workspace/api-keys");
  const row = page.getByTestId("connected-app-row").filter({ hasText: "Claude" }).filter({ visible: true });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("owner: read, write");
  await expect(row).not.toContainText("Never");
  const failing = await axeBothSchemes(page, "/workspace/connected-apps (one app)");

  // Disconnect, confirmed with the keyboard: the assistant's next request is refused.
  await row.getByRole("button", { name: "Disconnect Claude" }).focus();
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("dialog", { name: "Disconnect this app?" });
  await expect(confirm).toBeVisible();
  failing.push(...(await axeBothSchemes(page, "disconnect dialog", "[role='dialog']")));
  await expect(confirm.getByRole("button", { name: "Disconnect app" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("No connected apps").filter({ visible: true })).toBeVisible();
  const refused = await mcp();
  expect(refused.status()).toBe(401);
  expect(JSON.stringify(await refused.json())).toContain("This access token has been revoked");
  failing.push(...(await axeBothSchemes(page, "/workspace/connected-apps (empty)")));

  expect(failing.length, `critical or serious axe violations:\n${formatFindings(failing)}`).toBe(0);
});
