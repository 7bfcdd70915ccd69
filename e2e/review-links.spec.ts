/**
 * Client review links (issue 26): an owner shares a post waiting for review from
 * /workspace/review-links (the address copied from the page), and a client, in a browser that never
 * signed in, opens it, sees the post as the sandbox network will show it, and approves it. Both
 * pages pass axe (no critical or serious violation) in the light and the dark scheme.
 */
import { expect, test, type Page } from "@playwright/test";
import { Client } from "pg";
import { logIn, registerUser, uniqueEmail } from "./support/auth";
import { chooseScheme, COLOUR_RULES, formatFindings, scan, switchScheme, type Finding } from "./support/axe";
import { apiToken, uniquePostText } from "./support/networks";

const DATABASE_URL = process.env.E2E_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postpilot_e2e";

/** Puts a draft in review as the approval workflow would leave it (a contributor's submission, due tomorrow). */
async function submitForReview(postId: string) {
  const client = new Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const result = await client.query(
      `UPDATE "Post" SET status = 'in_review', "reviewIntent" = 'at', "submittedAt" = now(), "scheduledAt" = now() + interval '1 day' WHERE id = $1`,
      [postId],
    );
    expect(result.rowCount).toBe(1);
  } finally {
    await client.end();
  }
}

/** Scans the page in both schemes (the second without reloading, its colour rules only). */
async function scanBoth(page: Page, view: string): Promise<Finding[]> {
  const light = await scan(page, view, "light");
  await switchScheme(page, "dark");
  const dark = await scan(page, view, "dark", undefined, COLOUR_RULES);
  await switchScheme(page, "light");
  return [...light, ...dark];
}

test("a client opens a review link without an account and approves a post", async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const email = uniqueEmail("review-owner");
  await registerUser(request, email);
  const token = await apiToken(request, email);
  const auth = { Authorization: `Bearer ${token}` };
  expect((await request.post("/api/sandbox/auth", { headers: auth })).status()).toBe(200);
  const text = uniquePostText("Client review");
  const draft = await request.post("/api/posts/draft", { headers: auth, data: { content: text, platforms: ["sandbox"] } });
  expect(draft.status(), await draft.text()).toBe(200);
  const postId = ((await draft.json()) as { post: { id: string } }).post.id;
  await submitForReview(postId);

  const findings: Finding[] = [];
  await chooseScheme(page, "light");
  await logIn(page, email);
  await page.goto("/workspace/review-links");
  await expect(page.getByRole("heading", { name: "Client review links", level: 1 })).toBeVisible();
  await page.getByRole("textbox", { name: "Label" }).fill("Acme marketing team");
  await page.getByRole("checkbox", { name: text }).check();
  await page.waitForLoadState("networkidle");
  findings.push(...(await scanBoth(page, "review links (admin)")));
  await page.getByRole("button", { name: "Create link" }).click();
  const address = page.getByRole("textbox", { name: "Review link" });
  await expect(address).toHaveValue(/\/review\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByRole("button", { name: "Copy link" })).toBeVisible();
  const url = await address.inputValue();
  await expect(page.getByTestId("review-links-table").getByRole("cell", { name: "Acme marketing team", exact: true })).toBeVisible();

  // A browser that never signed in: no cookie, no account.
  const context = await browser.newContext();
  const client = await context.newPage();
  await chooseScheme(client, "light");
  await client.goto(new URL(url).pathname);
  await expect(client.getByRole("heading", { name: "Posts for your review", level: 1 })).toBeVisible();
  const post = client.getByTestId("review-post");
  await expect(post).toHaveCount(1);
  await expect(post.getByText(text)).toBeVisible();
  await expect(post.getByTestId("review-post-state")).toHaveText("Waiting for your review");
  findings.push(...(await scanBoth(client, "review link (client)")));

  // From the keyboard: Enter on the focused button decides.
  await post.getByRole("button", { name: "Approve" }).focus();
  await client.keyboard.press("Enter");
  await expect(post.getByTestId("review-post-state")).toHaveText("Approved, scheduled");
  await expect(post.getByText("Approved by Acme marketing team")).toBeVisible();
  await expect(post.getByRole("button", { name: "Approve" })).toHaveCount(0);
  await context.close();

  // The admin revokes the link from the keyboard: asked first (the confirm button focused), then revoked.
  const row = page.getByTestId("review-links-table").getByRole("row").filter({ hasText: "Acme marketing team" });
  await row.getByRole("button", { name: "Revoke: Acme marketing team" }).focus();
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("dialog", { name: "Revoke this link?" });
  await expect(confirm).toContainText('"Acme marketing team" stops working at once');
  await expect(confirm.getByRole("button", { name: "Revoke link" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(confirm).toHaveCount(0);
  await expect(row).toContainText("revoked");
  await expect(row.getByRole("button", { name: /Revoke/ })).toHaveCount(0);

  const failing = findings.filter((f) => f.failing);
  expect(failing, formatFindings(failing)).toEqual([]);
});
