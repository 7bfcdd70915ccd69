import { expect, type Page } from "@playwright/test";

/** "YYYY-MM-DD" of tomorrow on the browser's calendar. */
export function tomorrow(): string {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/**
 * Picks a content method in the wizard's first step. Only the visible card: while React's streamed
 * server HTML is being swapped in, a hidden copy of the step (`<div hidden id="S:0">`) can still be
 * in the page for a moment, and a test id alone would match both.
 */
export async function chooseMethod(page: Page, method: "manual" | "ai" | "link" | "ai-plan") {
  await page.getByTestId(`method-${method}`).filter({ visible: true }).click();
}

/**
 * From the wizard's step 2 with the text written: Next, check that `network` is preselected, Next,
 * schedule for tomorrow 10:00 and submit; waits for "Post Scheduled".
 */
export async function scheduleForTomorrow(page: Page, network = "x") {
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByTestId(`platform-${network}`)).toHaveAttribute("aria-checked", "true");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByTestId("publish-mode-schedule").click();
  await page.getByTestId("schedule-date").fill(tomorrow());
  await page.getByTestId("schedule-time").fill("10:00");
  await page.getByTestId("submit-post").click();
  await expect(page.getByText("Post Scheduled", { exact: true })).toBeVisible();
}
