/**
 * The API keys page (issue 28): create a key with the keyboard, copy its one-time secret, use it,
 * revoke it after a confirmation, and see the next request refused; axe (critical and serious) in
 * both colour schemes on the page and each of its dialogs.
 */
import { expect, test } from "@playwright/test";
import { PASSWORD, registerUser, submitLogin, uniqueEmail } from "./support/auth";
import { axeBothSchemes, chooseScheme, formatFindings } from "./support/axe";

test("create a key with the keyboard, copy it once, use it, revoke it; no serious axe finding", async ({ page, request, context }) => {
  test.setTimeout(180_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const email = uniqueEmail("e2e-api-keys");
  await registerUser(request, email);
  await chooseScheme(page, "light");
  await submitLogin(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });

  await page.goto("/workspace/api-keys");
  await expect(page.getByRole("heading", { level: 1, name: "API keys" })).toBeVisible();
  await expect(page.getByText("No API keys yet")).toBeVisible();
  const failing = await axeBothSchemes(page, "/workspace/api-keys (empty)");

  // Keyboard only: focus the button, open the dialog, name the key, add the write scope, submit.
  await page.getByRole("button", { name: "Create API key" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Create an API key" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: "Name" })).toBeFocused();
  await page.keyboard.type("Zapier");
  failing.push(...(await axeBothSchemes(page, "create dialog", "[role='dialog']")));
  await dialog.getByRole("checkbox", { name: /^Write/ }).focus();
  await page.keyboard.press("Space");
  await dialog.getByRole("button", { name: "Create key" }).focus();
  await page.keyboard.press("Enter");

  const shown = page.getByRole("dialog", { name: "Copy your API key" });
  await expect(shown).toBeVisible();
  const secret = (await shown.getByTestId("api-key-secret").textContent())!.trim();
  expect(secret).toMatch(/^pp_live_[A-Za-z0-9]{32}$/);
  failing.push(...(await axeBothSchemes(page, "secret dialog", "[role='dialog']")));
  await shown.getByRole("button", { name: "Copy key" }).click();
  await expect(shown.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await shown.getByRole("button", { name: "Done" }).click();
  await expect(shown).toHaveCount(0);

  // Listed without its secret; it works.
  const row = page.getByTestId("api-key-row").filter({ hasText: "Zapier" });
  await expect(row).toContainText(secret.slice(0, 12));
  await expect(page.getByTestId("api-keys")).not.toContainText(secret);
  const auth = { Authorization: `Bearer ${secret}` };
  expect((await request.get("/api/dashboard/posts", { headers: auth })).status()).toBe(200);
  failing.push(...(await axeBothSchemes(page, "/workspace/api-keys (one key)")));

  // Revoke, confirmed with the keyboard: the next request is refused.
  await row.getByRole("button", { name: "Revoke Zapier" }).focus();
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("dialog", { name: "Revoke this API key?" });
  await expect(confirm).toBeVisible();
  failing.push(...(await axeBothSchemes(page, "revoke dialog", "[role='dialog']")));
  await expect(confirm.getByRole("button", { name: "Revoke key" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(row).toContainText("revoked");
  const refused = await request.get("/api/dashboard/posts", { headers: auth });
  expect(refused.status()).toBe(401);
  expect((await refused.json()) as unknown).toMatchObject({ message: "This API key has been revoked" });

  expect(failing.length, `critical or serious axe violations:\n${formatFindings(failing)}`).toBe(0);
});
