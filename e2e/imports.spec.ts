/**
 * Import and export (issue 28): a CSV with two bad rows shows them in the dry-run report by row and
 * column, the fixed file checks clean and imports (all or nothing), the posts are there; the page
 * is used with the keyboard, and axe (critical and serious) passes in both colour schemes.
 */
import { expect, test, type Page } from "@playwright/test";
import { PASSWORD, registerUser, submitLogin, uniqueEmail } from "./support/auth";
import { chooseScheme, COLOUR_RULES, formatFindings, scan, switchScheme, type Finding } from "./support/axe";
import { apiToken } from "./support/networks";

async function axeBothSchemes(page: Page, view: string): Promise<Finding[]> {
  const findings = await scan(page, view, "light");
  await switchScheme(page, "dark");
  findings.push(...(await scan(page, view, "dark", undefined, COLOUR_RULES)));
  await switchScheme(page, "light");
  return findings.filter((f) => f.failing);
}

const later = (minutes: number) => new Date(Date.now() + 3 * 24 * 3_600_000 + minutes * 60_000).toISOString();

function csv(rows: string[][]): Buffer {
  return Buffer.from(`${rows.map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(",")).join("\n")}\n`);
}

async function chooseFile(page: Page, name: string, contents: Buffer) {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: "text/csv", buffer: contents });
}

test("import a CSV with two bad rows: see them in the report, fix them, import; no serious axe finding", async ({ page, request }) => {
  test.setTimeout(180_000);
  const email = uniqueEmail("e2e-imports");
  await registerUser(request, email);
  const auth = { Authorization: `Bearer ${await apiToken(request, email)}` };
  expect((await request.post("/api/sandbox/auth", { headers: auth })).status()).toBe(200);
  await chooseScheme(page, "light");
  await submitLogin(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });

  await page.goto("/posts");
  await page.getByRole("link", { name: "Import / export" }).filter({ visible: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Import and export posts" })).toBeVisible();
  const failing = await axeBothSchemes(page, "/posts/import (empty)");

  const stamp = Date.now().toString(36);
  const good = (n: number) => [`Imported ${stamp} number ${n}`, "sandbox", later(n)];
  const rows = [
    ["text", "networks", "time"],
    good(1),
    [`Imported ${stamp} number 2`, "myspace", later(2)],
    good(3),
    [`Imported ${stamp} number 4`, "sandbox", "2020-01-01T09:00:00Z"],
    good(5),
  ];
  await chooseFile(page, "posts.csv", csv(rows));
  // Keyboard: to the check button, Enter.
  await page.getByRole("button", { name: "Check file" }).focus();
  await page.keyboard.press("Enter");

  const report = page.getByTestId("import-report");
  await expect(page.getByTestId("import-summary")).toHaveText("5 rows: 3 rows ready to import, 2 rows with problems.");
  const problems = page.getByTestId("import-problems").getByTestId("problem-row");
  await expect(problems).toHaveCount(2);
  await expect(problems.nth(0)).toContainText('3networksUnknown network "myspace"');
  await expect(problems.nth(1)).toContainText("5time");
  await expect(problems.nth(1)).toContainText("in the past");
  failing.push(...(await axeBothSchemes(page, "/posts/import (report)")));

  // Fix the two rows and check again: clean; import all or nothing.
  const fixed = rows.map((r, i) => (i === 2 ? good(2) : i === 4 ? good(4) : r));
  await chooseFile(page, "posts-fixed.csv", csv(fixed));
  await page.getByRole("button", { name: "Check file" }).click();
  await expect(page.getByTestId("import-summary")).toHaveText("5 rows: 5 rows ready to import, 0 rows with problems.");
  await expect(report.getByRole("radio", { name: /All or nothing/ })).toBeChecked();
  await report.getByRole("button", { name: "Import 5 posts" }).focus();
  await page.keyboard.press("Enter");
  const result = page.getByTestId("import-result");
  await expect(result).toContainText("Import finished");
  await expect(result).toContainText("5 posts created");
  failing.push(...(await axeBothSchemes(page, "/posts/import (result)")));

  // The posts are in the list.
  const list = await request.get("/api/dashboard/posts?status=scheduled&limit=50", { headers: auth });
  const texts = ((await list.json()) as { data: { content: string }[] }).data.map((p) => p.content).filter((t) => t.includes(stamp));
  expect(texts.sort()).toEqual([1, 2, 3, 4, 5].map((n) => `Imported ${stamp} number ${n}`));

  // The export downloads them.
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download export" }).click();
  const file = await (await download).path();
  const { readFileSync } = await import("node:fs");
  expect(readFileSync(file, "utf8")).toContain(`Imported ${stamp} number 3`);

  expect(failing.length, `critical or serious axe violations:\n${formatFindings(failing)}`).toBe(0);
});
