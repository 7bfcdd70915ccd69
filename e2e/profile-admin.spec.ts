import { expect, test, type Page } from "@playwright/test";
import { Client } from "pg";
import { PASSWORD, logIn, registerUser, submitLogin, uniqueEmail } from "./support/auth";

/** The e2e server's database (playwright.config.ts passes the same URL to the web server). */
const DATABASE_URL = process.env.E2E_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postpilot_e2e";

/** The e2e server is not seeded with an admin (no ADMIN_EMAIL): promote a registered user directly. */
async function promoteToAdmin(email: string) {
  const client = new Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const result = await client.query(`UPDATE "User" SET role = 'admin', subscription = 'Admin', "aiPromptsLimit" = -1 WHERE email = $1`, [email]);
    expect(result.rowCount).toBe(1);
  } finally {
    await client.end();
  }
}

async function signOut(page: Page) {
  await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign in" })).toBeVisible();
}

test("change the password in /profile, then sign in with the new one", async ({ page, request }) => {
  test.slow(); // several sign-ins (argon2) and page loads
  const email = uniqueEmail("e2e-password");
  const newPassword = "a-new-pilot-password";
  await registerUser(request, email);
  await logIn(page, email);

  await page.goto("/profile");
  const section = page.getByTestId("change-password");
  await expect(section).toBeVisible();
  const current = section.getByRole("textbox", { name: "Current password", exact: true });
  const next = section.getByRole("textbox", { name: "New password", exact: true });
  const confirm = section.getByRole("textbox", { name: "Confirm new password", exact: true });
  const submit = section.getByRole("button", { name: "Change Password" });

  // The page's own checks, before any call.
  await current.fill(PASSWORD);
  await next.fill(newPassword);
  await confirm.fill(`${newPassword}-typo`);
  await submit.click();
  await expect(page.getByText("Password Mismatch")).toBeVisible();
  await next.fill("short");
  await confirm.fill("short");
  await submit.click();
  await expect(page.getByText("Password Too Short")).toBeVisible();

  // A wrong current password is refused by the server.
  await current.fill("not-my-password");
  await next.fill(newPassword);
  await confirm.fill(newPassword);
  await submit.click();
  await expect(page.getByText("Password Change Failed")).toBeVisible();
  await expect(page.getByText("Current password is incorrect.")).toBeVisible();

  await current.fill(PASSWORD);
  await submit.click();
  await expect(page.getByText("Password Changed")).toBeVisible();
  await expect(current).toHaveValue("");

  // This browser was signed in again with the fresh token: it stays signed in.
  await page.reload();
  await expect(page.getByTestId("profile-page")).toBeVisible();
  await expect(page.getByTestId("account-overview").getByText(email)).toBeVisible();

  await signOut(page);
  await submitLogin(page, email, PASSWORD);
  await expect(page.getByText("Login failed")).toBeVisible();
  await logIn(page, email, newPassword);
});

test("an admin changes a user's plan and AI limit in /admin; the user sees the new limit", async ({ page, request }) => {
  test.slow(); // two users signing in, the admin dashboard and the dashboard
  const adminEmail = uniqueEmail("e2e-admin");
  const memberEmail = uniqueEmail("e2e-member");
  await registerUser(request, adminEmail);
  await registerUser(request, memberEmail);
  await promoteToAdmin(adminEmail);

  await submitLogin(page, adminEmail, PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByTestId("stat-total-users")).toBeVisible();

  await page.getByRole("tab", { name: "Users" }).click();
  await page.getByRole("textbox", { name: "Search users" }).fill(memberEmail);
  const row = page.locator(`[data-testid="admin-user-row"][data-email="${memberEmail}"]`);
  await expect(row).toBeVisible();
  await expect(page.getByTestId("admin-user-row")).toHaveCount(1);
  await expect(row.getByTestId("admin-user-usage")).toHaveText("0 / 25");

  await row.getByRole("button", { name: `Edit ${memberEmail}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit User" });
  await dialog.getByRole("combobox", { name: "Account type" }).click();
  await page.getByRole("option", { name: "Pro", exact: true }).click();
  await dialog.getByRole("combobox", { name: "Subscription" }).click();
  await page.getByRole("option", { name: "Pro", exact: true }).click();
  await dialog.getByRole("textbox", { name: "AI prompt limit" }).fill("250");
  await dialog.getByRole("button", { name: "Save Changes" }).click();

  await expect(page.getByText("User Updated")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId("admin-user-usage")).toHaveText("0 / 250");
  await expect(row.getByText("Pro", { exact: true }).first()).toBeVisible();

  await signOut(page);
  await logIn(page, memberEmail);
  await expect(page.getByTestId("ai-usage-text")).toHaveText("0 / 250 prompts used");
  await page.goto("/profile");
  await expect(page.getByTestId("profile-ai-usage")).toHaveText("0 / 250");
  await expect(page.getByTestId("pro-badge")).toBeVisible();
});

test("an admin picks Anthropic as the AI text provider; the form and the status page follow the registry", async ({ page, request }) => {
  test.slow(); // admin sign-in, the dashboard and the status page
  const adminEmail = uniqueEmail("e2e-ai-admin");
  await registerUser(request, adminEmail);
  await promoteToAdmin(adminEmail);
  try {
    await submitLogin(page, adminEmail, PASSWORD);
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByRole("tab", { name: "Settings" }).click();
    const form = page.getByTestId("admin-settings");
    await expect(form.getByLabel("OpenAI API key")).toBeVisible();

    await form.getByRole("combobox", { name: "AI provider" }).click();
    await page.getByRole("option", { name: "Anthropic", exact: true }).click();
    await expect(form.getByLabel("OpenAI API key")).toBeHidden();
    await form.getByLabel("Anthropic API key").fill("sk-ant-e2e-key-ABCD");
    await expect(form.getByRole("combobox", { name: "Model" })).toHaveValue("claude-haiku-4-5");
    await form.getByRole("button", { name: "Save Settings" }).click();
    await expect(page.getByText("API Settings Updated")).toBeVisible();
    await expect(form.getByTestId("api-key-status")).toHaveText("Saved here · ••••••••ABCD");

    // The status card is named after the chosen provider once its check answers (no network here: an outage).
    await page.goto("/status");
    await expect(page.getByTestId("service-card").getByRole("heading", { name: "AI text (Anthropic)", exact: true })).toBeVisible({
      timeout: 20_000,
    });
  } finally {
    // Back to the default provider without a key, as the other specs expect.
    const client = new Client({ connectionString: DATABASE_URL });
    await client.connect();
    try {
      await client.query(`DELETE FROM "AdminSetting" WHERE key IN ('ai_api_key', 'ai_model')`);
      await client.query(`UPDATE "AdminSetting" SET value = 'openai' WHERE key = 'ai_provider'`);
    } finally {
      await client.end();
    }
  }
});

test("time zone and notification preferences, then delete the account in two steps", async ({ page, request }) => {
  test.slow();
  const email = uniqueEmail("e2e-delete");
  await registerUser(request, email);
  await logIn(page, email);
  await page.goto("/profile");

  const zone = page.getByTestId("time-zone");
  await zone.getByRole("combobox", { name: "Time zone" }).click();
  await zone.getByRole("combobox", { name: "Time zone" }).fill("Amsterdam");
  await page.getByRole("option", { name: /^Europe\/Amsterdam/ }).click();
  await zone.getByRole("button", { name: "Save time zone" }).click();
  await expect(page.getByText("Profile Updated")).toBeVisible();

  const prefs = page.getByTestId("notification-preferences");
  await prefs.getByRole("switch", { name: /Marketing emails/ }).click({ force: true });
  await prefs.getByRole("button", { name: "Save Preferences" }).click();
  await expect(page.getByText("Preferences Updated")).toBeVisible();

  await page.reload();
  await expect(page.getByTestId("time-zone").getByRole("combobox", { name: "Time zone" })).toHaveValue(/^Europe\/Amsterdam/);
  await expect(page.getByTestId("notification-preferences").getByRole("switch", { name: /Marketing emails/ })).toBeChecked();

  await page.getByTestId("danger-zone").getByRole("button", { name: "Delete Account" }).click();
  await page.getByRole("dialog", { name: "Delete your account?" }).getByRole("button", { name: "Continue" }).click();
  const final = page.getByRole("dialog", { name: "Final confirmation" });
  const confirmButton = final.getByRole("button", { name: "Delete my account" });
  await expect(confirmButton).toBeDisabled();
  await final.getByRole("textbox").fill("DELETE");
  await confirmButton.click();

  await expect(page.getByText("Account Deleted")).toBeVisible();
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign in" })).toBeVisible();
  await submitLogin(page, email, PASSWORD);
  await expect(page.getByText("Login failed")).toBeVisible();
});
