import { expect, type APIRequestContext, type Page } from "@playwright/test";

export const PASSWORD = "pilot-password-42";

/** An address no other test run has used. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Creates a plain (free) user through the REST API. */
export async function registerUser(request: APIRequestContext, email: string, password = PASSWORD) {
  const response = await request.post("/api/auth/register", { data: { name: "E2E Pilot", email, password } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Fills and submits the login tab of /auth (does not wait for the outcome). */
export async function submitLogin(page: Page, email: string, password: string) {
  await page.goto("/auth");
  const form = page.getByTestId("login-form");
  await form.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await form.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await form.getByRole("button", { name: "Log in" }).click();
}

/** Signs in through the form and waits for the dashboard. */
export async function logIn(page: Page, email: string, password = PASSWORD) {
  await submitLogin(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
}
