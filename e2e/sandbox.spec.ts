/**
 * The first hour of a new user, with the built-in sandbox network (no keys, no contract fake):
 * step 3 with nothing connected, connect the sandbox on /accounts, schedule a post and see it on a
 * busy calendar day ("+N more"), publish one now and follow the Published tab's link to the
 * sandbox feed, make the sandbox fail one and Republish it, and save a draft without networks.
 */
import { expect, test, type Page } from "@playwright/test";
import { uniqueEmail } from "./support/auth";
import { apiToken, accountCard, signUp, uniquePostText } from "./support/networks";
import { chooseMethod } from "./support/wizard";

test.use({ timezoneId: "UTC", viewport: { width: 1280, height: 1200 } });

/** "YYYY-MM-DD" of today + `days` (the browser and the account are on UTC). */
function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The wizard up to step 3 with Write Myself and `text`. */
async function writeUpToNetworks(page: Page, text: string) {
  await page.goto("/create-post");
  await chooseMethod(page, "manual");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByTestId("post-content").fill(text);
  await page.getByRole("button", { name: "Next", exact: true }).click();
}

/** From step 3 with the sandbox preselected: Next, publish now; answers when the wizard has answered. */
async function publishNowToSandbox(page: Page, text: string) {
  await writeUpToNetworks(page, text);
  await expect(page.getByTestId("platform-sandbox")).toHaveAttribute("aria-checked", "true");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByTestId("publish-mode-now").click();
  await page.getByTestId("submit-post").click();
}

test("a new user tries everything on the sandbox network", async ({ page, request, browser }) => {
  // A whole first session in one test: several wizard runs, the calendar, the feed and a second user.
  test.setTimeout(240_000);
  const email = uniqueEmail("e2e-sandbox");
  await signUp(page, email);
  const auth = { Authorization: `Bearer ${await apiToken(request, email)}` };

  // Nothing connected: step 3 says so and links to /accounts (defect 7), with no dead end.
  await writeUpToNetworks(page, uniquePostText("Nothing connected yet"));
  const notice = page.getByTestId("no-account-connected");
  await expect(notice).toContainText("No account is connected");
  await expect(notice.getByRole("link", { name: "Go to Accounts" })).toHaveAttribute("href", "/accounts");
  await expect(notice.getByRole("button", { name: "Connect the sandbox" })).toBeVisible();

  // Connect the sandbox on /accounts: one click, no keys, clearly not a real network.
  await page.goto("/accounts");
  const card = accountCard(page, "sandbox");
  await expect(card).toContainText("Sandbox (local preview, not a real network)");
  await expect(card).toHaveAttribute("data-state", "not-connected");
  await card.getByRole("button", { name: "Connect" }).click();
  await expect(page.getByText("Sandbox (local preview, not a real network) connected.")).toBeVisible();
  await expect(card).toHaveAttribute("data-state", "connected");
  const feedHref = await card.getByTestId("sandbox-feed-link").getAttribute("href");
  expect(feedHref).toMatch(/^\/sandbox\/[a-z0-9-]+$/);

  // Schedule a post for tomorrow 10:00 in the wizard.
  const day = dayFromNow(1);
  const scheduledText = uniquePostText("Scheduled on the sandbox");
  await writeUpToNetworks(page, scheduledText);
  await expect(page.getByTestId("platform-sandbox")).toHaveAttribute("aria-checked", "true");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByTestId("publish-mode-schedule").click();
  await page.getByTestId("schedule-date").fill(day);
  await page.getByTestId("schedule-time").fill("10:00");
  await page.getByTestId("submit-post").click();
  await expect(page.getByText("Post Scheduled", { exact: true })).toBeVisible();

  // Make the day busy through the API (faster than the wizard), then see "+N more" on the calendar.
  for (const hour of [14, 15, 16, 17]) {
    const res = await request.post("/api/posts/schedule", {
      headers: auth,
      data: { content: `Busy day ${hour}:00 ${scheduledText}`, platforms: ["sandbox"], scheduledAt: `${day}T${hour}:00:00.000Z` },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  await page.goto("/calendar");
  const cell = page.getByTestId("post-calendar").locator(`td[data-date="${day}"]`);
  await expect(cell.locator("[data-post-id]").first()).toBeVisible();
  const more = cell.getByRole("button", { name: /^\+\d+ more/ });
  await expect(more).toHaveText(/^\+\d+ more$/);
  // By keyboard: "+N more" opens the day's list, and closing it gives focus back to the link.
  await more.focus();
  await page.keyboard.press("Enter");
  const dayList = page.getByRole("dialog", { name: /^Posts on / });
  await expect(dayList.getByTestId("post-list-dialog")).toContainText(scheduledText);
  await page.keyboard.press("Escape");
  await expect(dayList).toBeHidden();
  await expect(more).toBeFocused();

  // Publish one now; the Published tab links to the sandbox feed, which shows it.
  const nowText = uniquePostText("Published now on the sandbox");
  await publishNowToSandbox(page, nowText);
  await expect(page.getByText("Post Published", { exact: true })).toBeVisible();
  await page.goto("/posts");
  await page.getByTestId("tab-published").click();
  const published = page.getByTestId("post-card").filter({ hasText: nowText });
  await expect(published).toHaveAttribute("data-status", "published");
  const link = published.getByRole("link", { name: /View on Sandbox/ });
  await expect(link).toHaveAttribute("href", new RegExp(`${feedHref}#post-`));
  const [feed] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
  await expect(feed.getByTestId("sandbox-feed")).toBeVisible();
  await expect(feed.getByTestId("sandbox-post").first()).toContainText(nowText);
  await expect(feed.getByTestId("sandbox-post").first().getByTestId("sandbox-post-insights")).toContainText("Simulated");
  await feed.close();

  // Tell the sandbox to fail the next post; publish one: it is Failed, and Republish publishes it.
  await page.goto("/accounts");
  await card.getByLabel("Next post").selectOption("fail");
  await expect(page.getByText("The sandbox will refuse the next post (a permanent error).")).toBeVisible();
  const failText = uniquePostText("Fails once on the sandbox");
  await publishNowToSandbox(page, failText);
  await expect(page.getByText("Failed to publish post", { exact: true })).toBeVisible();
  await page.goto("/posts");
  await page.getByTestId("tab-failed").click();
  const failed = page.getByTestId("post-card").filter({ hasText: failText });
  await expect(failed).toHaveAttribute("data-status", "failed");
  await expect(failed).toContainText("told to fail");
  await failed.getByRole("button", { name: "Republish" }).click();
  await expect(page.getByText("Post Published", { exact: true })).toBeVisible();
  await page.getByTestId("tab-published").click();
  await expect(page.getByTestId("post-card").filter({ hasText: failText })).toHaveAttribute("data-status", "published");

  // Save a draft without networks (the sandbox deselected at step 3); it waits in Drafts.
  const draftText = uniquePostText("A draft for later");
  await writeUpToNetworks(page, draftText);
  await page.getByTestId("platform-sandbox").click();
  await expect(page.getByTestId("platform-sandbox")).toHaveAttribute("aria-checked", "false");
  await page.getByTestId("save-draft").click();
  await expect(page.getByText("Your post is saved in Drafts.")).toBeVisible();
  await page.goto("/posts");
  await page.getByTestId("tab-draft").click();
  await expect(page.getByTestId("post-card").filter({ hasText: draftText })).toHaveAttribute("data-status", "draft");

  // The feed is its owner's only: another user gets a 404.
  const stranger = await browser.newContext({ baseURL: test.info().project.use.baseURL, timezoneId: "UTC" });
  const other = await stranger.newPage();
  await signUp(other, uniqueEmail("e2e-sandbox-other"));
  const response = await other.goto(feedHref!);
  expect(response?.status()).toBe(404);
  await expect(other.getByText("Oops! Page not found")).toBeVisible();
  await stranger.close();
});

test("step 3 with nothing connected connects the sandbox in place", async ({ page }) => {
  await signUp(page, uniqueEmail("e2e-sandbox-inline"));
  await writeUpToNetworks(page, uniquePostText("Connected in place"));
  await page.getByTestId("no-account-connected").getByRole("button", { name: "Connect the sandbox" }).click();
  await expect(page.getByTestId("platform-sandbox")).toHaveAttribute("aria-checked", "true");
  await expect(page.getByTestId("no-account-connected")).toHaveCount(0);
});

test("one editor: the edit dialog keeps a draft a draft, the wizard publishes the edited draft once", async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("e2e-sandbox-editor");
  await signUp(page, email);
  const auth = { Authorization: `Bearer ${await apiToken(request, email)}` };
  expect((await request.post("/api/sandbox/auth", { headers: auth })).status()).toBe(200);
  const draftText = uniquePostText("Draft to edit");
  const created = await request.post("/api/posts/draft", { headers: auth, data: { content: draftText, platforms: ["sandbox"] } });
  const id = ((await created.json()) as { post: { id: string } }).post.id;

  // The dialog's Save Changes: new text, still a draft.
  const edited = uniquePostText("Draft edited in the dialog");
  await page.goto("/posts");
  await page.getByTestId("tab-draft").click();
  await page
    .getByTestId("post-card")
    .filter({ hasText: draftText })
    .getByRole("button", { name: /^Edit: / })
    .click();
  await page.getByTestId("edit-post-dialog").getByTestId("edit-content").fill(edited);
  // The counter counts the text in the dialog (it once read the browser's window.length, always 0).
  await expect(page.getByTestId("edit-post-dialog").getByTestId("edit-counter")).toContainText(`${[...edited].length}/`);
  await page.getByTestId("edit-post-dialog").getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Post Updated!", { exact: true })).toBeVisible();
  await expect(page.getByTestId("post-card").filter({ hasText: edited })).toHaveAttribute("data-status", "draft");

  // The wizard's Update Post with Publish Now: saved and published in one step, to the sandbox once.
  const final = uniquePostText("Edited in the wizard and published");
  await page.goto(`/create-post?edit=${id}`);
  await expect(page.getByTestId("post-content")).toHaveValue(edited);
  await page.getByTestId("post-content").fill(final);
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByTestId("platform-sandbox")).toHaveAttribute("aria-checked", "true");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByTestId("publish-mode-now").click();
  await page.getByTestId("submit-post").click();
  await expect(page.getByText("Post Published", { exact: true })).toBeVisible();
  const stored = (await (await request.get(`/api/posts/${id}`, { headers: auth })).json()) as {
    post: { status: string; content: string; publishLogs: unknown[] };
  };
  expect(stored.post).toMatchObject({ status: "published", content: final });
  expect(stored.post.publishLogs).toHaveLength(1);
});
