/**
 * The Network apps page (issue 26): no critical or serious axe violation in either colour scheme,
 * and a workspace admin sets an X app with the keyboard only; afterwards the page shows that it is
 * set and the secret's last four characters, never the secret.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { PASSWORD, registerUser, uniqueEmail, logIn } from "./support/auth";
import { chooseScheme, COLOUR_RULES, formatFindings, scan, switchScheme, type Finding } from "./support/axe";

const SECRET = "e2e-client-secret-of-the-brand-Q7RZ";

/** Presses Tab until `target` has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, max = 60) {
  await expect(target).toBeAttached();
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test("Network apps: axe in both schemes, and an X app set with the keyboard", async ({ page, request }) => {
  const email = uniqueEmail("network-apps");
  await registerUser(request, email);
  await chooseScheme(page, "light");
  await logIn(page, email, PASSWORD);
  await page.goto("/workspace/networks");
  const x = page.getByTestId("network-app-x");
  await expect(x).toBeVisible();

  const findings: Finding[] = [];
  findings.push(...(await scan(page, "network apps", "light")));
  await switchScheme(page, "dark");
  findings.push(...(await scan(page, "network apps", "dark", undefined, COLOUR_RULES)));
  const failing = findings.filter((f) => f.failing);
  expect(failing.length, `critical or serious axe violations:\n${formatFindings(failing)}`).toBe(0);

  // Keyboard only: the fields by their names, Enter submits the form.
  await tabTo(page, x.getByRole("textbox", { name: "X client ID" }));
  await page.keyboard.type("e2e-brand-client-id-9K2P");
  await tabTo(page, x.getByLabel("X client secret"));
  await page.keyboard.type(SECRET);
  await page.keyboard.press("Enter");

  await expect(x.getByText("Own app set")).toBeVisible();
  await expect(x.getByText(/secret ending in Q7RZ/)).toBeVisible();
  await expect(x.getByRole("button", { name: "Remove X app" })).toBeVisible();
  expect(await page.content()).not.toContain(SECRET);
});
