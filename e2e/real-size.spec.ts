/**
 * A few hundred posts, as a real account has after a few weeks: an old post is found by search on
 * /posts (and the search survives a reload), and the next month on /calendar shows its scheduled
 * posts, a busy day's "+N more" and counters that match the database.
 */
import { expect, test } from "@playwright/test";
import { Client } from "pg";
import { uniqueEmail } from "./support/auth";
import { signUp } from "./support/networks";
import { depthMarker, seedPostsStatement } from "../test/helpers/seed-posts-sql";

const DATABASE_URL = process.env.E2E_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postpilot_e2e";

test.use({ timezoneId: "UTC", viewport: { width: 1280, height: 1200 } });
// Seeding and several page loads on a shared machine: waits are generous, nothing here is timed.
test.setTimeout(120_000);
const SLOW = { timeout: 20_000 };

async function withDb<T>(fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function count(client: Client, sql: string, values: unknown[]): Promise<number> {
  return Number((await client.query<{ n: string }>(`SELECT COUNT(*) AS n FROM "Post" WHERE ${sql}`, values)).rows[0]!.n);
}

test("finds an old post by search and shows next month's posts with correct counters", async ({ page }) => {
  const email = uniqueEmail("e2e-real-size");
  await signUp(page, email);

  const now = new Date();
  const busyDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 10));
  const busyDate = busyDay.toISOString().slice(0, 10);
  const { userId, busyIds, totals } = await withDb(async (client) => {
    const user = await client.query<{ id: string; timeZone: string }>(`SELECT id, "timeZone" FROM "User" WHERE email = $1`, [email]);
    const id = user.rows[0]!.id;
    expect(user.rows[0]!.timeZone).toBe("UTC");
    // 300 posts, ten hours apart going back, dated ones over the next 40 days; six on one busy day next month.
    const seed = seedPostsStatement({ userIds: [id], perUser: 300, minutesApart: 600, spreadDays: 40, now });
    await client.query(seed.text, seed.values);
    const busy: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const row = await client.query<{ id: string }>(
        `INSERT INTO "Post" (id, "userId", content, platforms, status, "scheduledAt", "mediaUrls", "updatedAt")
         VALUES ($1, $2, $3, ARRAY['x'], 'scheduled', $4, ARRAY[]::text[], now()) RETURNING id`,
        [`busy${i}${Date.now()}`, id, `Busy day post ${i}`, new Date(busyDay.getTime() + (9 * 60 + i * 5) * 60_000)],
      );
      busy.push(row.rows[0]!.id);
    }
    return {
      userId: id,
      busyIds: busy,
      totals: {
        published: await count(client, `"userId" = $1 AND status = 'published'`, [id]),
        scheduled: await count(client, `"userId" = $1 AND status = 'scheduled'`, [id]),
        total: await count(client, `"userId" = $1`, [id]),
      },
    };
  });
  expect(totals.total).toBe(306);

  // Posts: the tab counts are the database's, and post 290 (about four months old) is found by search.
  await page.goto("/posts");
  await expect(page.getByTestId("tab-published")).toHaveText(new RegExp(`^Published\\s*${totals.published}$`), SLOW);
  await expect(page.getByTestId("tab-scheduled")).toHaveText(new RegExp(`^Scheduled\\s*${totals.scheduled}$`), SLOW);
  const old = depthMarker(290);
  await expect(page.getByTestId("post-card").first()).toBeVisible(SLOW);
  await expect(page.getByTestId("post-content").filter({ hasText: old })).toHaveCount(0);
  await page.getByRole("textbox", { name: "Search posts" }).fill(old.toUpperCase());
  await expect(page.getByTestId("post-content").filter({ hasText: old })).toBeVisible(SLOW);
  await expect(page.getByTestId("post-card")).toHaveCount(1, SLOW);
  await expect(page.getByTestId("tab-published")).toHaveText(/^Published\s*1$/, SLOW);
  await expect(page).toHaveURL(/[?&]q=/, SLOW);
  // The URL keeps the view: a reload lands on the same search.
  await page.reload();
  // Visible copies only: a reload can leave a hidden, never-revealed copy of the streamed page in the
  // DOM next to the one React renders (noted for issue 25's follow-up); a user sees one.
  await expect(page.getByTestId("post-content").filter({ hasText: old, visible: true })).toBeVisible(SLOW);
  await expect(page.getByRole("textbox", { name: "Search posts" })).toHaveValue(old.toUpperCase(), SLOW);

  // Calendar: counters from the server, then next month with its scheduled posts.
  await page.goto("/calendar");
  // While the streamed server HTML is swapped in, a hidden copy of the counters can be in the page for a moment.
  await expect(page.getByTestId("count-scheduled").filter({ visible: true })).toHaveText(String(totals.scheduled), SLOW);
  await expect(page.getByTestId("count-total").filter({ visible: true })).toHaveText(String(totals.total), SLOW);
  const calendar = page.getByTestId("post-calendar");
  await expect(calendar).toHaveAttribute("data-loading", "false", SLOW);
  await calendar.getByRole("button", { name: "Next month" }).click();
  await expect(calendar).toHaveAttribute("data-loading", "false", SLOW);
  const onBusyDay = await withDb((client) =>
    count(
      client,
      `"userId" = $1 AND ((status = 'published' AND "publishedAt" >= $2 AND "publishedAt" < $3) OR (status <> 'published' AND "scheduledAt" >= $2 AND "scheduledAt" < $3))`,
      [userId, busyDay, new Date(busyDay.getTime() + 86_400_000)],
    ),
  );
  const cell = calendar.locator(`td[data-date="${busyDate}"]`);
  const more = cell.getByRole("button", { name: /^\+\d+ more/ });
  await expect(more).toHaveText(`+${onBusyDay - 3} more`, SLOW);
  // "+N more" opens the day's full list, paged on the server.
  await more.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Posts on", SLOW);
  for (const id of busyIds) await expect(dialog.locator(`[data-post-id="${id}"]`)).toHaveCount(1, SLOW);
  await expect(dialog.locator("[data-post-id]")).toHaveCount(Math.min(onBusyDay, 50));
  await page.keyboard.press("Escape");
  // The counters stay the account's (not what happens to be loaded).
  await expect(page.getByTestId("count-scheduled").filter({ visible: true })).toHaveText(String(totals.scheduled), SLOW);
});

test("the network filter narrows the list and its counts, by keyboard too, and stays in the URL", async ({ page }) => {
  const email = uniqueEmail("e2e-network-filter");
  await signUp(page, email);
  await withDb(async (client) => {
    const id = (await client.query<{ id: string }>(`SELECT id FROM "User" WHERE email = $1`, [email])).rows[0]!.id;
    const rows: Array<[string, string]> = [
      ["x", "Filter draft on X one"],
      ["x", "Filter draft on X two"],
      ["x", "Filter draft on X three"],
      ["linkedin", "Filter draft on LinkedIn one"],
      ["linkedin", "Filter draft on LinkedIn two"],
    ];
    for (const [i, [network, text]] of rows.entries()) {
      await client.query(
        `INSERT INTO "Post" (id, "userId", content, platforms, status, "mediaUrls", "updatedAt")
         VALUES ($1, $2, $3, ARRAY[$4], 'draft', ARRAY[]::text[], now())`,
        [`filter${i}${Date.now()}`, id, text, network],
      );
    }
  });

  await page.goto("/posts?tab=draft");
  const cards = page.getByTestId("post-card");
  await expect(cards).toHaveCount(5, SLOW);
  await expect(page.getByTestId("tab-draft")).toHaveText(/^Drafts?\s*5$/, SLOW);

  const filter = page.getByRole("combobox", { name: "Platform" });
  await filter.selectOption({ label: "LinkedIn" });
  await expect(page).toHaveURL(/[?&]platform=linkedin/, SLOW);
  await expect(cards).toHaveCount(2, SLOW);
  await expect(page.getByTestId("post-content").filter({ hasText: "on X" })).toHaveCount(0);
  await expect(page.getByTestId("tab-draft")).toHaveText(/^Drafts?\s*2$/, SLOW);

  // A reload lands on the same view, the select showing it.
  await page.reload();
  await expect(filter).toHaveValue("linkedin", SLOW);
  await expect(cards).toHaveCount(2, SLOW);

  // By keyboard: a native select moves with the arrow keys (X follows LinkedIn in the list).
  await filter.focus();
  await page.keyboard.press("ArrowDown");
  await expect(filter).toHaveValue("x", SLOW);
  await expect(cards).toHaveCount(3, SLOW);

  await filter.selectOption("all");
  await expect(page).not.toHaveURL(/platform=/, SLOW);
  await expect(cards).toHaveCount(5, SLOW);
});

test("the posts list opens on its first page and loads the rest as the user scrolls, each post once", async ({ page }) => {
  const email = uniqueEmail("e2e-scroll");
  await signUp(page, email);
  const texts = Array.from({ length: 40 }, (_, i) => `Scroll draft ${String(i + 1).padStart(2, "0")}`);
  await withDb(async (client) => {
    const id = (await client.query<{ id: string }>(`SELECT id FROM "User" WHERE email = $1`, [email])).rows[0]!.id;
    for (const [i, text] of texts.entries()) {
      await client.query(
        `INSERT INTO "Post" (id, "userId", content, platforms, status, "mediaUrls", "createdAt", "updatedAt")
         VALUES ($1, $2, $3, ARRAY['x'], 'draft', ARRAY[]::text[], now() - make_interval(mins => $4), now() - make_interval(mins => $4))`,
        [`scroll${i}${Date.now()}`, id, text, i],
      );
    }
  });

  // A phone: the first page fills several screens, the rest waits until the user gets near it.
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto("/posts?tab=draft");
  const cards = page.getByTestId("post-card").filter({ visible: true });
  await expect(page.getByTestId("tab-draft")).toHaveText(/^Drafts?\s*40$/, SLOW);
  await expect(cards.first()).toBeVisible(SLOW);
  const first = await cards.count();
  expect(first).toBeGreaterThan(3);
  expect(first).toBeLessThan(40);
  await expect(page.getByTestId("posts-load-more")).toBeAttached();

  // Scrolling to the end brings every draft, once each, and no "Load more" is left.
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, 20_000);
        return cards.count();
      },
      { timeout: 30_000 },
    )
    .toBe(40);
  const shown = await page.getByTestId("post-content").filter({ visible: true }).allTextContents();
  expect(new Set(shown.map((t) => t.trim())).size).toBe(40);
  for (const text of texts) expect(shown.some((t) => t.includes(text))).toBe(true);
  await expect(page.getByTestId("posts-load-more")).toHaveCount(0);
});
