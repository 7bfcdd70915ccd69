/**
 * Helpers for the specs that connect accounts and publish to the network contract fake
 * (test/fakes/serve.ts: the networks on :4010, a control server on :4011).
 */
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { E2E_FAKE_PORT } from "../../test/fakes/serve";
import { PASSWORD } from "./auth";
import { chooseMethod } from "./wizard";

/** A post as the fake received it. */
export interface FakePost {
  network: string;
  id: string;
  text: string;
  url: string;
  deleted: boolean;
}

/** Signs up through the /auth form (the browser's time zone becomes the account's) and waits for the dashboard. */
export async function signUp(page: Page, email: string, password = PASSWORD) {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign up" }).click();
  const form = page.getByTestId("signup-form");
  await form.getByRole("textbox", { name: "Name", exact: true }).fill("E2E Pilot");
  await form.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await form.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await form.getByRole("textbox", { name: "Confirm password", exact: true }).fill(password);
  await form.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** A network's card on /accounts (the visible one: see chooseMethod in ./wizard on streamed copies). */
export function accountCard(page: Page, network: string) {
  return page.getByTestId(`account-card-${network}`).filter({ visible: true });
}

/**
 * Runs `leave` (a click that sends the browser to a network's consent page) and waits until the
 * OAuth callback has brought it back to /accounts with the outcome in the query (the page then
 * shows it and drops it from the URL). The round trip through the fake and the page load are
 * navigation, under the navigation timeout; what the page shows on arrival keeps its usual 5 s
 * from when the page is there (docs/decisions.md, "Browser tests: arrivals after a redirect").
 */
export async function backFromConsent(page: Page, leave: () => Promise<void>): Promise<void> {
  const back = page.waitForURL(/\/accounts\?(.*&)?(success|error|choose)=/);
  await leave();
  await back;
}

/**
 * Connects X from /accounts: Connect → the fake's consent page approves at once → the callback
 * sends the browser back to /accounts with the outcome, which the page shows and cleans up.
 * Answers the card of X.
 */
export async function connectX(page: Page) {
  await page.goto("/accounts");
  const card = accountCard(page, "x");
  await expect(card).toHaveAttribute("data-state", "not-connected");
  await backFromConsent(page, () => card.getByRole("button", { name: "Connect" }).click());
  await expect(page.getByText("X Connected!", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/accounts$/);
  await expect(card).toHaveAttribute("data-state", "connected");
  return card;
}

/** A bearer token for the REST door. */
export async function apiToken(request: APIRequestContext, email: string, password = PASSWORD): Promise<string> {
  const response = await request.post("/api/auth/login", { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Everything the fake networks received in this run. */
export async function fakePosts(request: APIRequestContext): Promise<FakePost[]> {
  const response = await request.get(`http://127.0.0.1:${E2E_FAKE_PORT + 1}/posts`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as FakePost[];
}

/** Unique text for a post, so a run's posts can be told apart at the fake. */
export function uniquePostText(label: string): string {
  return `${label} ${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)} #e2e`;
}

/** Creates a post in the wizard up to its last step: Write Myself, the text, the preselected networks. */
export async function writePost(page: Page, text: string, expectedNetworks: string[] = ["x"]) {
  await page.goto("/create-post");
  await chooseMethod(page, "manual");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByTestId("post-content").fill(text);
  await page.getByRole("button", { name: "Next" }).click();
  for (const network of expectedNetworks) {
    await expect(page.getByTestId(`platform-${network}`)).toHaveAttribute("aria-checked", "true");
  }
  await page.getByRole("button", { name: "Next" }).click();
}
