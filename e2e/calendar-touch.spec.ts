/**
 * The calendar's month grid on a phone, by touch: a finger held on a scheduled post picks it up and
 * moves it to another day (the server keeps the new day and the time of day); a quick swipe over it
 * scrolls and moves nothing. Touches are the browser's own (Chrome DevTools Protocol touch input),
 * so the pointer events, the hold timer and the page's scroll handling are the real ones.
 */
import { expect, test, type CDPSession, type Locator, type Page } from "@playwright/test";
import { uniqueEmail } from "./support/auth";
import { apiToken, connectX, signUp, uniquePostText } from "./support/networks";

// UTC, so that 10:00 on the user's clock is 10:00Z and a day is its ISO date.
test.use({ viewport: { width: 412, height: 915 }, hasTouch: true, isMobile: true, timezoneId: "UTC" });

/** "YYYY-MM-DD", `days` after today (UTC). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function centre(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not visible");
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** A finger from `from` to `to` in 12 steps, after resting `holdMs` where it landed. */
async function touchMove(page: Page, cdp: CDPSession, from: { x: number; y: number }, to: { x: number; y: number }, holdMs: number) {
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: from.x, y: from.y }] });
  // The user's hold (the grid picks a post up after 500 ms): a real wait, not a test's guess at timing.
  if (holdMs > 0) await page.waitForTimeout(holdMs);
  for (let step = 1; step <= 12; step++) {
    const x = from.x + ((to.x - from.x) * step) / 12;
    const y = from.y + ((to.y - from.y) * step) / 12;
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y }] });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

test("on a phone, a held finger moves a scheduled post to another day; a quick swipe moves nothing", async ({ page, request }) => {
  test.slow(); // sign-up, connecting X and two gestures
  const email = uniqueEmail("e2e-touch");
  await signUp(page, email);
  await connectX(page);
  const auth = { Authorization: `Bearer ${await apiToken(request, email)}` };
  const from = day(1);
  const to = day(2);
  const text = uniquePostText("Moved by touch");
  const created = await request.post("/api/posts/schedule", {
    headers: auth,
    data: { content: text, platforms: ["x"], scheduledAt: `${from}T10:00:00.000Z` },
  });
  expect(created.status(), await created.text()).toBe(200);
  const id = ((await created.json()) as { post: { id: string } }).post.id;
  const scheduledAt = async () =>
    ((await (await request.get(`/api/posts/${id}`, { headers: auth })).json()) as { post: { scheduledAt: string } }).post.scheduledAt;

  await page.goto("/calendar");
  const calendar = page.getByTestId("post-calendar");
  const cell = (date: string) => calendar.locator(`td[data-date="${date}"]`);
  const event = cell(from).locator(`[data-post-id="${id}"]`);
  await expect(event).toHaveAttribute("data-editable", "true");
  // Both days on the screen: the next day is in the same row or the one below.
  await event.evaluate((el) => el.scrollIntoView({ block: "center" }));
  const cdp = await page.context().newCDPSession(page);

  // A quick swipe across the post (no hold) is a scroll: the post stays where it was.
  await touchMove(page, cdp, await centre(event), await centre(cell(to)), 0);
  await expect(cell(from).locator(`[data-post-id="${id}"]`)).toBeVisible();
  await expect(page.getByText("Post Updated!", { exact: true })).toBeHidden();
  expect(await scheduledAt()).toBe(`${from}T10:00:00.000Z`);

  // Held for longer than the grid's 500 ms, then moved: dropped on the next day, same time of day.
  await event.evaluate((el) => el.scrollIntoView({ block: "center" }));
  await touchMove(page, cdp, await centre(event), await centre(cell(to)), 800);
  await expect(page.getByText("Post Updated!", { exact: true })).toBeVisible();
  await expect(cell(to).locator(`[data-post-id="${id}"]`)).toBeVisible();
  await expect.poll(scheduledAt).toBe(`${to}T10:00:00.000Z`);
});
