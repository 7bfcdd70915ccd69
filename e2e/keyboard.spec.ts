/**
 * Keyboard-only use (issue 25): the skip link, focus after dialogs and actions, the wizard's step
 * headings, the publish options' arrow keys, the password toggle, names that say what they act on.
 * The journey (sign up, connect the sandbox, write and schedule a post, move it to another day,
 * delete it) uses key presses only: controls are reached with Tab and the arrows, text is typed,
 * and the test asserts where focus is after each dialog and action.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { PASSWORD, uniqueEmail } from "./support/auth";
import { accountCard, signUp, uniquePostText } from "./support/networks";
import { tomorrow } from "./support/wizard";

/** The element that has focus, as a short description for failure messages. */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el) return "none";
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""} ${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 60)}`;
  });
}

/** Presses Tab until `target` has focus, as a keyboard user would; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 80) {
  await expect(target).toBeAttached();
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target, `not reached in ${max} Tab presses; focus is on ${await focused(page)}`).toBeFocused();
}

/** Selects the field's text and types over it. */
async function typeOver(page: Page, text: string) {
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(text);
}

/** "YYYY-MM-DD" of the day after tomorrow on the browser's calendar. */
function dayAfterTomorrow(): string {
  const d = new Date();
  d.setDate(d.getDate() + 2);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

async function expectSkipLinkFirst(page: Page) {
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip, await focused(page)).toBeFocused();
  await expect(skip).toBeVisible(); // shown when focused
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main-content")).toBeFocused();
}

test("the skip link is the first Tab stop on public and signed-in pages and moves focus to <main>", async ({ page }) => {
  for (const path of ["/", "/pricing"]) {
    await page.goto(path);
    await expectSkipLinkFirst(page);
  }
  await signUp(page, uniqueEmail("e2e-keyboard-skip"));
  for (const path of ["/dashboard", "/accounts"]) {
    await page.goto(path);
    await expectSkipLinkFirst(page);
  }
});

test("at phone width the closed sidebar is out of the Tab order; the burger brings it back", async ({ page }) => {
  await signUp(page, uniqueEmail("e2e-keyboard-phone"));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/dashboard");
  const sidebar = page.getByTestId("app-sidebar");
  await expect(sidebar).toBeHidden();
  // Tab through the whole page: no stop inside the sidebar.
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest("[data-testid='app-sidebar']")), await focused(page)).toBe(false);
  }
  await page.getByRole("button", { name: "Open sidebar" }).focus();
  await page.keyboard.press("Enter");
  await expect(sidebar).toBeVisible();
  await expect(sidebar.getByRole("link", { name: "Calendar" })).toBeVisible();
});

test("the sign-in modal returns focus to its opener on the first opening; its close button and the password toggle are named and reachable", async ({
  page,
}) => {
  await page.goto("/about");
  const signIn = page.getByRole("banner").getByRole("button", { name: "Sign in" });
  await signIn.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Welcome to PostPilot" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Close dialog" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(signIn, await focused(page)).toBeFocused();

  // The password's show/hide button is the next Tab stop after the field, and works with Space.
  await page.goto("/auth");
  const form = page.getByTestId("login-form");
  const password = form.getByRole("textbox", { name: "Password", exact: true });
  await password.fill("secret-words");
  await page.keyboard.press("Tab");
  const toggle = form.getByRole("button", { name: "Show password" });
  await expect(toggle, await focused(page)).toBeFocused();
  await page.keyboard.press("Space");
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect(password).toHaveAttribute("type", "text");
});

test("the keyboard journey: sign up, connect the sandbox, write and schedule a post, move it, delete it, with focus checked after each dialog and action", async ({
  page,
}) => {
  test.setTimeout(180_000); // a whole journey on a busy 2-core machine

  // Sign up on /auth: the arrow keys move to the "Sign up" tab, Tab reaches each field.
  await page.goto("/auth");
  const loginTab = page.getByRole("tab", { name: "Login" });
  await tabTo(page, loginTab);
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Sign up" })).toBeFocused();
  await expect(page.getByRole("tab", { name: "Sign up" })).toHaveAttribute("aria-selected", "true");
  const signup = page.getByTestId("signup-form");
  for (const [field, value] of [
    ["Name", "Keyboard Pilot"],
    ["Email", uniqueEmail("e2e-keyboard-journey")],
    ["Password", PASSWORD],
    ["Confirm password", PASSWORD],
  ] as const) {
    await tabTo(page, signup.getByRole("textbox", { name: field, exact: true }));
    await page.keyboard.type(value);
  }
  await tabTo(page, signup.getByRole("button", { name: "Create account" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 }); // argon2 on a busy machine

  // /accounts: every button's name is unique (nine "Connect" were indistinguishable).
  await page.goto("/accounts");
  await expect(accountCard(page, "sandbox")).toHaveAttribute("data-state", "not-connected");
  const names = await page
    .getByTestId("accounts-page")
    .getByRole("button")
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-label") ?? b.textContent?.trim() ?? ""));
  expect(names.length).toBeGreaterThan(8);
  expect(new Set(names).size, names.join(", ")).toBe(names.length);

  // Connect the sandbox with Enter: focus goes to its card, not to the body.
  const sandbox = accountCard(page, "sandbox");
  await tabTo(page, sandbox.getByRole("button", { name: /^Connect Sandbox/ }));
  await page.keyboard.press("Enter");
  await expect(sandbox).toHaveAttribute("data-state", "connected");
  await expect(sandbox, await focused(page)).toBeFocused();

  // The wizard: each step's heading takes focus.
  await page.goto("/create-post");
  await tabTo(page, page.getByTestId("method-manual").filter({ visible: true }));
  await page.keyboard.press("Enter");
  const next = page.getByRole("button", { name: "Next", exact: true });
  await tabTo(page, next);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Step 2 of 4: Create Content" }), await focused(page)).toBeFocused();
  const text = uniquePostText("Keyboard journey");
  await tabTo(page, page.getByTestId("post-content"));
  await page.keyboard.type(text);
  await tabTo(page, next);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Step 3 of 4: Select Platforms" }), await focused(page)).toBeFocused();
  await expect(page.getByTestId("platform-sandbox")).toHaveAttribute("aria-checked", "true");
  await tabTo(page, next);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Step 4 of 4: Publish Options" }), await focused(page)).toBeFocused();

  // The publish options are one radio group: Tab from the heading enters it, arrows move the choice.
  const now = page.getByRole("radio", { name: "Publish Now" });
  const later = page.getByRole("radio", { name: "Schedule for Later" });
  await expect(now).toBeAttached(); // the step's code loads when first shown
  await page.keyboard.press("Tab");
  await expect(now, await focused(page)).toBeFocused();
  await page.keyboard.press("Space");
  await expect(now).toBeChecked();
  await page.keyboard.press("ArrowRight");
  await expect(later).toBeFocused();
  await expect(later).toBeChecked();
  await page.keyboard.press("ArrowLeft");
  await expect(now).toBeChecked();
  await page.keyboard.press("ArrowDown");
  await expect(later).toBeChecked();
  await tabTo(page, page.getByTestId("schedule-date"));
  await typeOver(page, tomorrow());
  await tabTo(page, page.getByTestId("schedule-time"));
  await page.keyboard.type("1000AM");
  await expect(page.getByTestId("schedule-time")).toHaveValue("10:00");
  await tabTo(page, page.getByTestId("submit-post"));
  await page.keyboard.press("Enter");
  await expect(page.getByText("Post Scheduled", { exact: true })).toBeVisible();
  // The wizard starts over: focus on its first step's heading, not on the body.
  await expect(page.getByRole("heading", { name: "Step 1 of 4: Content Method" }), await focused(page)).toBeFocused();

  // On the calendar the post is a button named with the time it shows, its whole text, its date
  // and time, network and status; Enter opens it, and closing the editor (its first opening)
  // gives focus back to it.
  await page.goto("/calendar");
  const named = (date: string) =>
    page
      .locator(`[data-testid="post-calendar"] td[data-date="${date}"]`)
      .getByRole("button", { name: new RegExp(`^(?!Move to…).*?${escapeRegExp(text)}\\. .*10:00 AM, Sandbox.*, Scheduled$`) });
  const event = named(tomorrow());
  await expect(event).toBeVisible({ timeout: 15_000 });
  await tabTo(page, event, 120);
  await page.keyboard.press("Enter");
  const editor = page.getByTestId("edit-post-dialog");
  await expect(editor.getByTestId("edit-content")).toHaveValue(text);
  await page.keyboard.press("Escape");
  await expect(editor).toBeHidden();
  await expect(event, await focused(page)).toBeFocused();

  // "Move to…" is the next Tab stop: a dialog with the date and time; after the move focus is on
  // the post in its new day.
  await page.keyboard.press("Tab");
  const moveButton = page.getByRole("button", { name: new RegExp(`^Move to…: .*?${escapeRegExp(text)}\\.`) });
  await expect(moveButton, await focused(page)).toBeFocused();
  await page.keyboard.press("Enter");
  const move = page.getByRole("dialog", { name: "Move post" });
  await expect(move).toBeVisible();
  await expect.poll(() => move.evaluate((d) => d.contains(document.activeElement)), { message: "focus is in the dialog" }).toBe(true);
  await tabTo(page, move.getByTestId("schedule-date"), 10);
  await typeOver(page, dayAfterTomorrow());
  await tabTo(page, move.getByRole("button", { name: "Move", exact: true }), 10);
  await page.keyboard.press("Enter");
  await expect(page.getByText("Post Updated!", { exact: true })).toBeVisible();
  await expect(move).toBeHidden();
  await expect(named(dayAfterTomorrow()), await focused(page)).toBeFocused();
  await expect(named(tomorrow())).toHaveCount(0);

  // /posts (Scheduled tab, reached with the arrow keys): the post's buttons are named for it, and
  // the delete confirmation returns focus to Delete on its FIRST closing; after the deletion (the
  // button is gone) focus goes to the page's main content.
  await page.goto("/posts");
  await tabTo(page, page.getByRole("tab", { name: /^Published/ }));
  await page.keyboard.press("ArrowRight");
  await expect(page.getByTestId("tab-scheduled")).toHaveAttribute("aria-selected", "true");
  const card = page.getByTestId("post-card").filter({ hasText: text });
  const short = escapeRegExp(text.slice(0, 30));
  await expect(card.getByRole("button", { name: new RegExp(`^Edit: ${short}`) })).toBeVisible();
  await expect(card.getByRole("button", { name: new RegExp(`^Publish Now: ${short}`) })).toBeVisible();
  const del = card.getByRole("button", { name: new RegExp(`^Delete: ${short}`) });
  await tabTo(page, del);
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("dialog", { name: "Delete post" });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole("button", { name: "Close dialog" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  await expect(del, await focused(page)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole("button", { name: "Delete", exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(card).toHaveCount(0);
  await expect(page.locator("main#main-content"), await focused(page)).toBeFocused();
});
