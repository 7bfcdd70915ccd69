/**
 * Page benchmark at real size, in Chromium (Debian's, with the flags of playwright.config.ts):
 * from navigation to content painted for the posts list of the 50,000-post user and for calendar
 * months holding about 2,000 posts (the first view, and the next month after a click). Target: a
 * calendar month painted within 1 s. Prints every run and the median.
 */
import { chromium, type Page } from "@playwright/test";
import { WORKSPACE_COOKIE } from "@/lib/workspace";
import { db } from "@/server/db";
import { BIG_USER_EMAIL, BIG_USER_PASSWORD, ORIGIN, type RealSizeData } from "./real-size";

const RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 5);
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Waits, frame by frame, until the calendar shows its range's posts (not the previous range's). */
async function calendarPainted(page: Page, title?: string): Promise<void> {
  await page.waitForFunction(
    (previousTitle) => {
      const calendar = document.querySelector('[data-testid="post-calendar"]');
      const heading = document.querySelector(".fc-toolbar-title")?.textContent;
      return calendar?.getAttribute("data-loading") === "false" && calendar.querySelector(".fc-event") !== null && heading !== previousTitle;
    },
    title,
    { polling: "raf", timeout: 60_000 },
  );
}

async function postsInRange(userId: string, from: Date, to: Date): Promise<number> {
  return db.post.count({
    where: {
      userId,
      OR: [
        { status: "published", publishedAt: { gte: from, lt: to } },
        { status: { not: "published" }, scheduledAt: { gte: from, lt: to } },
      ],
    },
  });
}

export async function runPagesBench(data: RealSizeData): Promise<void> {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ baseURL: ORIGIN, viewport: { width: 1280, height: 900 } });
    // The workspace seed's active team, as the sidebar's switcher chooses it (its cookie).
    await context.addCookies([{ name: WORKSPACE_COOKIE, value: data.workspaceId, url: ORIGIN }]);
    const page = await context.newPage();
    await page.goto("/auth");
    const form = page.getByTestId("login-form");
    await form.getByRole("textbox", { name: "Email", exact: true }).fill(BIG_USER_EMAIL);
    await form.getByRole("textbox", { name: "Password", exact: true }).fill(BIG_USER_PASSWORD);
    await form.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL(/\/dashboard$/, { timeout: 60_000 });

    const timings: Record<string, number[]> = {
      "posts list (first page painted)": [],
      "calendar, this month": [],
      "calendar, next month (click)": [],
    };
    for (let run = 0; run < RUNS; run += 1) {
      let t0 = performance.now();
      await page.goto("/posts", { waitUntil: "commit" });
      await page.getByTestId("post-card").first().waitFor({ state: "visible", timeout: 60_000 });
      timings["posts list (first page painted)"]!.push(performance.now() - t0);

      t0 = performance.now();
      await page.goto("/calendar", { waitUntil: "commit" });
      await calendarPainted(page);
      timings["calendar, this month"]!.push(performance.now() - t0);

      const title = (await page.locator(".fc-toolbar-title").textContent()) ?? undefined;
      t0 = performance.now();
      await page.locator(".fc-next-button").click();
      await calendarPainted(page, title);
      timings["calendar, next month (click)"]!.push(performance.now() - t0);
    }
    // How many posts the two calendar ranges hold (their 6-week grids, roughly; in the user's zone).
    const now = new Date();
    const thisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    const after = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1));
    console.log(
      `pages bench (${RUNS} runs, ${ORIGIN}): this month holds ${await postsInRange(data.bigUserId, thisMonth, nextMonth)} posts, next month ${await postsInRange(data.bigUserId, nextMonth, after)}`,
    );
    console.table(
      Object.entries(timings).map(([name, values]) => ({
        page: name,
        "median ms": median(values).toFixed(0),
        "runs ms": values.map((v) => v.toFixed(0)).join(" "),
      })),
    );
  } finally {
    await browser.close();
  }
}
