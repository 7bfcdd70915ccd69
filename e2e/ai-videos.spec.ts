import { expect, test } from "@playwright/test";
import { PASSWORD, logIn, registerUser, uniqueEmail } from "./support/auth";
import { accountCard, apiToken, backFromConsent, fakePosts } from "./support/networks";
import { makePaid, updateUser } from "./support/users";

/** Tomorrow's date in UTC (the account's time zone: registered through the API). */
function tomorrowUtc(): string {
  return new Date(Date.now() + 24 * 3600_000).toISOString().slice(0, 10);
}

test("a paid user generates a batch of offline videos, plays one, schedules one and publishes one to TikTok", async ({ page, request }) => {
  test.slow(); // a batch on the worker, an OAuth round trip and a publish
  const email = uniqueEmail("e2e-videos");
  await registerUser(request, email);
  await logIn(page, email);

  // Free users see the locked upgrade page.
  await page.goto("/ai-videos");
  const locked = page.getByTestId("ai-videos-locked");
  await expect(locked).toContainText("AI Video Generation is only available to premium users. Upgrade to unlock this feature!");
  await expect(locked.getByRole("link", { name: "Upgrade to unlock" })).toHaveAttribute("href", "/pricing");

  await makePaid(email);
  await page.reload();
  await expect(page.getByRole("tab", { name: "Settings" })).toBeVisible();
  await expect(page.getByTestId("video-usage")).toContainText("AI prompts used: 0/250");

  // The create form: the spec's defaults, Add Time 12:00, remove only while more than one.
  const form = page.getByTestId("create-setting");
  const create = form.getByRole("button", { name: "Create Setting" });
  await expect(create).toBeDisabled();
  await expect(form.getByRole("checkbox", { name: "TikTok" })).toBeChecked();
  await expect(form.getByLabel("Preferred time 1")).toHaveValue("09:00");
  await expect(form.getByRole("button", { name: "Remove time 1" })).toHaveCount(0);
  await form.getByRole("button", { name: "Add Time" }).click();
  await expect(form.getByLabel("Preferred time 2")).toHaveValue("12:00");
  await form.getByRole("button", { name: "Remove time 2" }).click();
  await expect(form.getByLabel("Preferred time 2")).toHaveCount(0);
  await expect(form.getByRole("button", { name: "Remove time 1" })).toHaveCount(0);

  await form.getByRole("textbox", { name: "Name" }).fill("Kitchen shorts");
  await form.getByRole("textbox", { name: "Content theme" }).fill("Quick weeknight cooking tips");
  await form.getByRole("combobox", { name: "Video length" }).click();
  await page.getByRole("option", { name: "15 seconds" }).click();
  await form.getByRole("combobox", { name: "Videos per batch" }).click();
  await page.getByRole("option", { name: "3", exact: true }).click();
  await create.click();
  await expect(page.getByText("Setting created", { exact: true })).toBeVisible();

  const setting = page.getByTestId("video-setting").filter({ hasText: "Kitchen shorts" });
  await expect(setting.getByTestId("estimated-cost")).toHaveText("Estimated cost: 60 AI prompts");
  await setting.getByRole("button", { name: "Generate" }).click();
  await expect(page.getByText("Videos Queued", { exact: true })).toBeVisible();
  await expect(page.getByRole("tab", { name: /Generating/ })).toHaveAttribute("aria-selected", "true");

  // The worker makes them; the page follows until all three are done.
  await expect(page.getByTestId("tab-completed")).toHaveText("Completed (3)", { timeout: 60_000 });
  await expect(page.getByTestId("tab-generating")).toHaveText("Generating (0)");
  await expect(page.getByTestId("video-usage")).toContainText("AI prompts used: 60/250");
  await page.getByTestId("tab-completed").click();
  const cards = page.getByTestId("video-entry");
  await expect(cards).toHaveCount(3);
  for (const card of await cards.all()) await expect(card).toHaveAttribute("data-status", "ready");

  // Play one.
  const player = cards.first().getByTestId("video-player");
  await player.evaluate((video: HTMLVideoElement) => {
    video.muted = true;
    return video.play();
  });
  await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime)).toBeGreaterThan(0);
  expect(await player.evaluate((video: HTMLVideoElement) => Math.round(video.duration))).toBe(15);

  // Connect TikTok (the contract fake's consent page approves at once).
  await page.goto("/accounts");
  const tiktok = accountCard(page, "tiktok");
  await backFromConsent(page, () => tiktok.getByRole("button", { name: "Connect" }).click());
  await expect(page.getByText("TikTok Connected!", { exact: true })).toBeVisible();

  await page.goto("/ai-videos");
  await page.getByTestId("tab-completed").click();
  const first = page.locator('[data-testid="video-entry"][data-title="Kitchen shorts – video 1 of 3"]');
  const second = page.locator('[data-testid="video-entry"][data-title="Kitchen shorts – video 2 of 3"]');

  // Schedule one: Edit Video with a date and time.
  await first.getByRole("button", { name: "Edit" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Video" });
  await dialog.getByRole("textbox", { name: "Title" }).fill("Pasta in 15 minutes");
  await dialog.getByTestId("schedule-date").fill(tomorrowUtc());
  await dialog.getByTestId("schedule-time").fill("10:00");
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Video scheduled", { exact: true })).toBeVisible();
  const scheduled = page.locator('[data-testid="video-entry"][data-title="Pasta in 15 minutes"]');
  await expect(scheduled).toHaveAttribute("data-status", "scheduled");
  await expect(scheduled.getByTestId("video-schedule")).toContainText("10:00 AM");

  // Publish one.
  await second.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Video published", { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Successfully published! Check your Calendar and Posts pages.")).toBeVisible();
  await expect(second).toHaveAttribute("data-status", "published");
  await expect(second.getByRole("button", { name: "Remove" })).toHaveCount(0);
  await expect(second.getByRole("button", { name: "Publish" })).toHaveCount(0);

  // TikTok received that video, with its caption; it is a published post in the posts list.
  const token = await apiToken(request, email, PASSWORD);
  const queue = (await (await request.get("/api/video-generation/queue", { headers: { authorization: `Bearer ${token}` } })).json()) as {
    queue: { title: string; description: string; status: string }[];
  };
  const published = queue.queue.find((e) => e.status === "published")!;
  expect(published.title).toBe("Kitchen shorts – video 2 of 3");
  const atTikTok = (await fakePosts(request)).filter((p) => p.network === "tiktok" && p.text === published.description);
  expect(atTikTok).toHaveLength(1);
  const posts = (await (await request.get("/api/dashboard/published-posts?limit=100", { headers: { authorization: `Bearer ${token}` } })).json()) as {
    data: { content: string; platforms: string[] }[];
  };
  expect(posts.data.filter((p) => p.content === published.description).map((p) => p.platforms)).toEqual([["tiktok"]]);

  await page.getByRole("tab", { name: "Analytics" }).click();
  await expect(page.getByTestId("video-stat-published")).toContainText("1");
  await expect(page.getByTestId("video-stat-scheduled")).toContainText("1");
  await expect(page.getByText("Coming Soon", { exact: true })).toBeVisible();

  // With the prompts used up: a red notice, and no generating.
  await updateUser(email, `"aiPromptsUsed" = 250`);
  await page.reload();
  await expect(page.getByTestId("video-quota-notice")).toContainText("You have used all your AI prompts (250/250).");
  await expect(page.getByTestId("video-setting").filter({ hasText: "Kitchen shorts" }).getByRole("button", { name: "Generate" })).toBeDisabled();
});
