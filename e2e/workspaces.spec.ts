/**
 * Teams (issue #26, checkpoint C) in the browser: a Pro owner creates a team with the sidebar's
 * switcher, invites a contributor on /workspace and copies the link; a visitor opens it, signs up
 * (the link survives the sign-up), accepts and lands in the team; the owner sees the new member.
 * The new views (switcher dialog, /workspace, /invite/[token]) get axe in both schemes.
 */
import { expect, test, type Page } from "@playwright/test";
import { PASSWORD, uniqueEmail } from "./support/auth";
import { chooseScheme, COLOUR_RULES, formatFindings, scan, switchScheme, type Finding, type Scheme } from "./support/axe";
import { signUp } from "./support/networks";
import { makePaid } from "./support/users";

/** Scans the view in one scheme, switches without reloading and scans the colours in the other. */
async function axeBothSchemes(page: Page, view: string, findings: Finding[], include?: string) {
  findings.push(...(await scan(page, view, "light", include)));
  await switchScheme(page, "dark");
  findings.push(...(await scan(page, view, "dark", include, COLOUR_RULES)));
  await switchScheme(page, "light");
}

test("an owner creates a team and invites a contributor by a copied link, who signs up and joins", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const findings: Finding[] = [];
  const scheme: Scheme = "light";
  await chooseScheme(page, scheme);
  const ownerEmail = uniqueEmail("owner");
  await signUp(page, ownerEmail);
  await makePaid(ownerEmail);
  await page.reload();

  // The switcher: a labelled select, and the dialog to create a team.
  const sidebar = page.getByTestId("app-sidebar");
  const switcher = sidebar.getByRole("combobox", { name: "Workspace" });
  await expect(switcher).toHaveValue(/.+/);
  await sidebar.getByRole("button", { name: "Create team workspace" }).click();
  const dialog = page.getByRole("dialog", { name: "Create team workspace" });
  await dialog.getByRole("textbox", { name: "Workspace name" }).fill("E2E Agency");
  await axeBothSchemes(page, "create team dialog", findings, "[role='dialog']");
  await dialog.getByRole("textbox", { name: "Workspace name" }).press("Enter");
  await expect(dialog).toHaveCount(0);
  await expect(switcher.locator("option:checked")).toHaveText("E2E Agency (owner)");

  // Workspace settings: invite a contributor and copy the link.
  await sidebar.getByRole("link", { name: "Workspace settings" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Workspace settings" })).toBeVisible();
  const inviteeEmail = uniqueEmail("contributor");
  const invitations = page.getByTestId("workspace-invitations");
  await invitations.getByRole("textbox", { name: "E-mail address" }).fill(inviteeEmail);
  await invitations.getByRole("combobox", { name: "Role" }).selectOption("CONTRIBUTOR");
  await invitations.getByRole("button", { name: "Invite" }).click();
  const linkBox = page.getByRole("textbox", { name: "Invitation link" });
  await expect(linkBox).toHaveValue(/\/invite\//);
  const link = new URL(await linkBox.inputValue());
  await expect(invitations.getByTestId("invitation-row")).toContainText(inviteeEmail);
  await page.waitForLoadState("networkidle");
  await axeBothSchemes(page, "/workspace", findings);

  // The invitee, in a browser of their own: the link, sign-up, back to the link, accept.
  const visitor = await browser.newContext();
  const other = await visitor.newPage();
  await chooseScheme(other, scheme);
  await other.goto(link.pathname);
  await expect(other.getByRole("heading", { level: 1, name: "Join E2E Agency" })).toBeVisible();
  await axeBothSchemes(other, "/invite/[token]", findings);
  await other.getByRole("link", { name: "Create an account" }).click();
  const form = other.getByTestId("signup-form");
  await form.getByRole("textbox", { name: "Name", exact: true }).fill("Cora Contributor");
  await form.getByRole("textbox", { name: "Email", exact: true }).fill(inviteeEmail);
  await form.getByRole("textbox", { name: "Password", exact: true }).fill(PASSWORD);
  await form.getByRole("textbox", { name: "Confirm password", exact: true }).fill(PASSWORD);
  await form.getByRole("button", { name: "Create account" }).click();
  await expect(other).toHaveURL(new RegExp(`${link.pathname}$`));
  await other.getByRole("button", { name: "Accept and join E2E Agency" }).click();
  await expect(other).toHaveURL(/\/dashboard$/);
  await expect(other.getByTestId("app-sidebar").getByRole("combobox", { name: "Workspace" }).locator("option:checked")).toHaveText(
    "E2E Agency (contributor)",
  );
  await visitor.close();

  // The owner sees the new member; the link is spent.
  await page.reload();
  await expect(page.getByTestId("member-row").filter({ hasText: "Cora Contributor" })).toContainText("contributor");
  await expect(page.getByTestId("invitation-row")).toHaveCount(0);

  // Back to the personal workspace with the keyboard.
  await switcher.focus();
  await switcher.selectOption({ label: "Personal (owner)" });
  await expect(page.getByText("Only you work in your personal workspace.")).toBeVisible();

  const failing = findings.filter((f) => f.failing);
  expect(failing.length, `critical or serious axe violations:\n${formatFindings(failing)}`).toBe(0);
});
