/**
 * The posts feature end to end: connect X, schedule a post in the wizard on the user's clock,
 * see it on the calendar, drag it to another day (the server keeps the new day and time), publish
 * it now from the list, and find it at the fake X with the link the list shows.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { uniqueEmail } from "./support/auth";
import { apiToken, connectX, fakePosts, signUp, uniquePostText, writePost } from "./support/networks";

// Far from the server's UTC: 10:00 here is the previous day in UTC, so any zone mix-up shows.
const ZONE = "Pacific/Auckland";
// Tall enough for the whole month grid: a drag only works between points inside the viewport.
test.use({ timezoneId: ZONE, viewport: { width: 1280, height: 1200 } });

/** "YYYY-MM-DD" of today + `days` on the zone's calendar. */
function dayInZone(days: number, zone = ZONE): string {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(new Date());
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return new Date(Date.UTC(get("year"), get("month") - 1, get("day") + days)).toISOString().slice(0, 10);
}

/** An instant as the zone's "YYYY-MM-DD HH:mm". */
function wallClock(value: string, zone = ZONE): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(value));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")} ${get("hour")}:${get("minute")}`;
}

/** Drags with real mouse moves, as the month grid's pointer drag needs (a few pixels to start, then steps). */
async function drag(page: Page, from: Locator, to: Locator) {
  await from.scrollIntoViewIfNeeded();
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  const viewport = page.viewportSize();
  if (!a || !b || !viewport) throw new Error("drag: element not visible");
  if (b.y + b.height / 2 > viewport.height || b.y < 0) throw new Error("drag: the target is outside the viewport");
  const start = { x: a.x + a.width / 2, y: a.y + a.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 8, start.y + 8, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 20 });
  await page.mouse.up();
}

test("schedule, reschedule on the calendar, publish now, linked to the post at X", async ({ page, request }) => {
  test.slow(); // a whole journey: wizard, calendar drag, dialog, publish on the worker (33 s on a loaded machine)
  const email = uniqueEmail("e2e-posts");
  await signUp(page, email);
  const auth = { Authorization: `Bearer ${await apiToken(request, email)}` };
  const me = await request.get("/api/auth/me", { headers: auth });
  expect(((await me.json()) as { user: { timeZone: string } }).user.timeZone).toBe(ZONE);

  await connectX(page);

  // Schedule for tomorrow 10:00 on the user's clock.
  const tomorrow = dayInZone(1);
  const text = uniquePostText("Scheduled from the posts e2e");
  await writePost(page, text);
  await page.getByTestId("publish-mode-schedule").click();
  await page.getByTestId("schedule-date").fill(tomorrow);
  await page.getByTestId("schedule-time").fill("10:00");
  await expect(page.getByTestId("publish-summary")).toContainText("10:00 AM");
  await page.getByTestId("submit-post").click();
  await expect(page.getByText("Post Scheduled", { exact: true })).toBeVisible();

  const list = await request.get("/api/dashboard/posts?showAll=true", { headers: auth });
  const created = ((await list.json()) as { data: { id: string; content: string; status: string; scheduledAt: string }[] }).data.find(
    (p) => p.content === text,
  );
  expect(created, "the scheduled post is listed").toBeDefined();
  const id = created!.id;
  expect(created!.status).toBe("scheduled");
  expect(wallClock(created!.scheduledAt)).toBe(`${tomorrow} 10:00`);

  // On the calendar (month view) on tomorrow's cell; drag it two days on.
  await page.goto("/calendar");
  const calendar = page.getByTestId("post-calendar");
  const cell = (date: string) => calendar.locator(`td[data-date="${date}"]`);
  const event = calendar.locator(`[data-post-id="${id}"]`);
  await expect(cell(tomorrow).locator(`[data-post-id="${id}"]`)).toBeVisible();
  await expect(event).toHaveAttribute("data-editable", "true");

  const target = dayInZone(3);
  await drag(page, event, cell(target));
  await expect(page.getByText("Post Updated!", { exact: true })).toBeVisible();
  await expect(cell(target).locator(`[data-post-id="${id}"]`)).toBeVisible();

  // The server has the new day, same time of day.
  await expect
    .poll(async () => {
      const res = await request.get(`/api/posts/${id}`, { headers: auth });
      return wallClock(((await res.json()) as { post: { scheduledAt: string } }).post.scheduledAt);
    })
    .toBe(`${target} 10:00`);

  // Clicking it opens the editor with the whole post (the calendar holds only what it draws).
  await cell(target).locator(`[data-post-id="${id}"]`).click();
  const editor = page.getByTestId("edit-post-dialog");
  await expect(editor.getByTestId("edit-content")).toHaveValue(text);
  await page.keyboard.press("Escape");
  await expect(editor).toBeHidden();

  // Publish it now from the Scheduled tab: it moves to Published with its link at X.
  await page.goto("/posts");
  await page.getByTestId("tab-scheduled").click();
  const scheduled = page.getByTestId("post-card").filter({ hasText: text });
  await expect(scheduled).toHaveAttribute("data-status", "scheduled");
  await scheduled.getByRole("button", { name: "Publish Now" }).click();
  await expect(page.getByText("Post Published", { exact: true })).toBeVisible();

  await page.getByTestId("tab-published").click();
  const published = page.getByTestId("post-card").filter({ hasText: text });
  await expect(published).toHaveAttribute("data-status", "published");

  const received = (await fakePosts(request)).filter((p) => p.text === text);
  expect(received).toHaveLength(1);
  const sent = received[0]!;
  expect(sent.network).toBe("x");
  await expect(published.getByRole("link", { name: "View on X" })).toHaveAttribute("href", sent.url);
});
