import { expect, type Page } from "@playwright/test";

/** "YYYY-MM-DD" of tomorrow on the browser's calendar. */
export function tomorrow(): string {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
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
