/**
 * The team journey of issue 26, end to end in the browser with no shortcut through the database:
 * a Pro owner creates a team with the switcher and connects the team's sandbox account; invites a
 * contributor (the link copied from the page), who signs up through it and connects nothing;
 * the contributor writes and schedules a post, which goes to review; the owner asks for a change
 * with a comment; the contributor sees it in the bell, edits and resubmits from the post's card
 * ("Resubmit for review"); the owner approves and publishes it, and the sandbox feed shows it.
 * Then a client opens a review link the owner made on /workspace/review-links and approves another
 * post without an account. The edit dialog of a post sent back passes axe in both colour schemes.
 */
import { expect, test, type Page } from "@playwright/test";
import { PASSWORD, uniqueEmail } from "./support/auth";
import { chooseScheme, COLOUR_RULES, formatFindings, scan, switchScheme, type Finding } from "./support/axe";
import { accountCard, signUp, uniquePostText } from "./support/networks";
import { makePaid } from "./support/users";
import { chooseMethod, tomorrow } from "./support/wizard";

test.use({ viewport: { width: 1280, height: 1200 } });

/** The wizard: Write Myself, `text`, the team's sandbox (preselected), scheduled for tomorrow 10:00. */
async function scheduleOnSandbox(page: Page, text: string) {
  await page.goto("/create-post");
  await chooseMethod(page, "manual");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByTestId("post-content").fill(text);
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByTestId("platform-sandbox")).toHaveAttribute("aria-checked", "true");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByTestId("publish-mode-schedule").click();
  await page.getByTestId("schedule-date").fill(tomorrow());
  await page.getByTestId("schedule-time").fill("10:00");
  await page.getByTestId("submit-post").click();
}

/** A post's card on /posts?tab=`tab` (the visible copy). */
async function cardOn(page: Page, tab: string, text: string) {
  await page.goto(`/posts?tab=${tab}`);
  const card = page.getByTestId("post-card").filter({ hasText: text }).filter({ visible: true });
  await expect(card).toHaveCount(1);
  return card;
}

test("a team's whole review loop: invite, submit, request changes, resubmit, approve, publish; a client approves by link", async ({
  page,
  browser,
}) => {
  // A whole team's week in one test: two browsers, several wizard runs and a third, anonymous browser.
  test.setTimeout(300_000);
  const findings: Finding[] = [];
  await chooseScheme(page, "light");

  // The owner: Pro, creates the team with the switcher.
  const ownerEmail = uniqueEmail("journey-owner");
  await signUp(page, ownerEmail);
  await makePaid(ownerEmail);
  await page.reload();
  const sidebar = page.getByTestId("app-sidebar");
  await sidebar.getByRole("button", { name: "Create team workspace" }).click();
  const create = page.getByRole("dialog", { name: "Create team workspace" });
  await create.getByRole("textbox", { name: "Workspace name" }).fill("Journey Agency");
  await create.getByRole("button", { name: "Create", exact: true }).click();
  await expect(create).toHaveCount(0);
  await expect(sidebar.getByRole("combobox", { name: "Workspace" }).locator("option:checked")).toHaveText("Journey Agency (owner)");

  // The team's sandbox account, connected by the owner before anyone writes.
  await page.goto("/accounts");
  const sandbox = accountCard(page, "sandbox");
  await expect(sandbox).toHaveAttribute("data-state", "not-connected");
  await sandbox.getByRole("button", { name: "Connect" }).click();
  await expect(sandbox).toHaveAttribute("data-state", "connected");
  const feedHref = await sandbox.getByTestId("sandbox-feed-link").getAttribute("href");
  expect(feedHref).toMatch(/^\/sandbox\/[a-z0-9-]+$/);

  // The invitation, its link read from the page.
  await page.goto("/workspace");
  const contributorEmail = uniqueEmail("journey-contributor");
  const invitations = page.getByTestId("workspace-invitations");
  await invitations.getByRole("textbox", { name: "E-mail address" }).fill(contributorEmail);
  await invitations.getByRole("combobox", { name: "Role" }).selectOption("CONTRIBUTOR");
  await invitations.getByRole("button", { name: "Invite" }).click();
  const linkBox = page.getByRole("textbox", { name: "Invitation link" });
  await expect(linkBox).toHaveValue(/\/invite\//);
  const invite = new URL(await linkBox.inputValue());

  // The contributor, in a browser of their own: signs up through the link and joins.
  const contributorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1280, height: 1200 } });
  const writer = await contributorContext.newPage();
  await chooseScheme(writer, "light");
  await writer.goto(invite.pathname);
  await writer.getByRole("link", { name: "Create an account" }).click();
  const form = writer.getByTestId("signup-form");
  await form.getByRole("textbox", { name: "Name", exact: true }).fill("Cleo Contributor");
  await form.getByRole("textbox", { name: "Email", exact: true }).fill(contributorEmail);
  await form.getByRole("textbox", { name: "Password", exact: true }).fill(PASSWORD);
  await form.getByRole("textbox", { name: "Confirm password", exact: true }).fill(PASSWORD);
  await form.getByRole("button", { name: "Create account" }).click();
  await expect(writer).toHaveURL(new RegExp(`${invite.pathname}$`));
  await writer.getByRole("button", { name: "Accept and join Journey Agency" }).click();
  await expect(writer).toHaveURL(/\/dashboard$/);
  await expect(writer.getByTestId("app-sidebar").getByRole("combobox", { name: "Workspace" }).locator("option:checked")).toHaveText(
    "Journey Agency (contributor)",
  );

  // The contributor writes and schedules a post: it goes to review, not out.
  const text = uniquePostText("Team launch");
  await scheduleOnSandbox(writer, text);
  await expect(writer.getByText("Submitted for review", { exact: true })).toBeVisible();

  // The owner asks for a change with a comment.
  let card = await cardOn(page, "in_review", text);
  await expect(card.getByRole("button", { name: /^Delete: / })).toBeVisible();
  await card.getByTestId("review-request-changes").click();
  await page.getByTestId("request-changes-note").fill("Add the launch link, please");
  await page.getByTestId("request-changes-submit").click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(card).toHaveCount(0);

  // The contributor sees it in the bell and follows it to the post.
  await writer.goto("/dashboard");
  const bell = writer.getByRole("button", { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName("Notifications, 1 unread");
  await bell.click();
  const notice = writer.getByRole("dialog", { name: "Notifications" }).getByRole("link", { name: /Changes were requested on your post/ });
  await notice.click();
  await expect(writer).toHaveURL(/\/posts\?tab=changes_requested/);
  const sentBack = writer.getByTestId("post-card").filter({ hasText: text }).filter({ visible: true });
  await expect(sentBack.getByTestId("review-note")).toContainText("Add the launch link, please");
  // A contributor's card offers what the role allows: withdraw their own post, not delete it (an editor's job).
  await expect(sentBack.getByRole("button", { name: /^Withdraw: / })).toBeVisible();
  await expect(sentBack.getByRole("button", { name: /^Delete: / })).toHaveCount(0);

  // Edits and resubmits from the card: its "Resubmit for review" opens the editor, whose main action resubmits.
  await sentBack.getByRole("button", { name: /^Resubmit for review: / }).click();
  const editor = writer.getByTestId("edit-post-dialog");
  await expect(editor.getByTestId("edit-content")).toHaveValue(text);
  await writer.waitForLoadState("networkidle");
  findings.push(...(await scan(writer, "edit dialog: resubmit", "light", "[role='dialog']")));
  await switchScheme(writer, "dark");
  findings.push(...(await scan(writer, "edit dialog: resubmit", "dark", "[role='dialog']", COLOUR_RULES)));
  await switchScheme(writer, "light");
  const edited = `${text} https://example.com/launch`;
  await editor.getByTestId("edit-content").fill(edited);
  await editor.getByRole("button", { name: "Resubmit for review" }).click();
  await expect(writer.getByText("Submitted for review", { exact: true })).toBeVisible();
  await expect(editor).toHaveCount(0);
  await writer.goto("/posts?tab=in_review");
  await expect(writer.getByTestId("post-card").filter({ hasText: edited }).filter({ visible: true })).toHaveAttribute("data-status", "in_review");

  // The owner approves it (scheduled as asked), then publishes it now; the sandbox feed shows it.
  card = await cardOn(page, "in_review", edited);
  await card.getByTestId("review-approve").click();
  await expect(card).toHaveCount(0);
  card = await cardOn(page, "scheduled", edited);
  await card.getByRole("button", { name: /^Publish Now: / }).click();
  await expect(page.getByText("Post Published", { exact: true })).toBeVisible();
  await page.goto(feedHref!);
  await expect(page.getByTestId("sandbox-feed")).toBeVisible();
  await expect(page.getByTestId("sandbox-post").first()).toContainText(edited);

  // Another post for the client: the contributor submits it; the owner shares it by a review link.
  const forClient = uniquePostText("For the client");
  await scheduleOnSandbox(writer, forClient);
  await expect(writer.getByText("Submitted for review", { exact: true })).toBeVisible();
  await contributorContext.close();

  await page.goto("/workspace/review-links");
  await expect(page.getByRole("heading", { name: "Client review links", level: 1 })).toBeVisible();
  await page.getByRole("textbox", { name: "Label" }).fill("Acme marketing team");
  await page.getByRole("checkbox", { name: forClient }).check();
  await page.getByRole("button", { name: "Create link" }).click();
  const address = page.getByRole("textbox", { name: "Review link" });
  await expect(address).toHaveValue(/\/review\/[A-Za-z0-9_-]{43}$/);
  const reviewUrl = new URL(await address.inputValue());

  // The client: a browser that never signed in.
  const clientContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const client = await clientContext.newPage();
  await client.goto(reviewUrl.pathname);
  await expect(client.getByRole("heading", { name: "Posts for your review", level: 1 })).toBeVisible();
  const shown = client.getByTestId("review-post");
  await expect(shown).toHaveCount(1);
  await expect(shown.getByText(forClient)).toBeVisible();
  await shown.getByRole("button", { name: "Approve" }).click();
  await expect(shown.getByTestId("review-post-state")).toHaveText("Approved, scheduled");
  await clientContext.close();

  // The owner sees it scheduled, approved by the link's label in its history.
  card = await cardOn(page, "scheduled", forClient);
  await expect(card).toHaveAttribute("data-status", "scheduled");

  const failing = findings.filter((f) => f.failing);
  expect(failing.length, `critical or serious axe violations:\n${formatFindings(failing)}`).toBe(0);
});
