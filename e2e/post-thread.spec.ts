/**
 * "Comments & history" of a post (issue 26), by keyboard: opened from a post card of a team
 * workspace, a comment that mentions a teammate picked in the member picker, the history, axe in
 * both colour schemes (the a11y spec's rules), and focus back on the opener when the dialog closes.
 */
import { expect, test } from "@playwright/test";
import { Client } from "pg";
import { PASSWORD, registerUser, submitLogin, uniqueEmail } from "./support/auth";
import { chooseScheme, COLOUR_RULES, formatFindings, scan, switchScheme, type Finding } from "./support/axe";
import { apiToken, uniquePostText } from "./support/networks";
import { updateUser } from "./support/users";

/** The switcher's cookie (src/lib/workspace.ts): the team is the active workspace. */
const WORKSPACE_COOKIE = "pp-workspace";
const DATABASE_URL = process.env.E2E_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postpilot_e2e";

/** A team workspace of the two users (the owner on Pro), made in the database: the members' screens are another spec's. */
async function teamOf(ownerEmail: string, memberEmail: string): Promise<string> {
  const client = new Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const id = `wthread${Date.now().toString(36)}`;
    await client.query(`INSERT INTO "Workspace" (id, name, kind, "ownerId") SELECT $1, 'Thread team', 'team', id FROM "User" WHERE email = $2`, [
      id,
      ownerEmail,
    ]);
    await client.query(
      `INSERT INTO "Membership" ("workspaceId", "userId", role) SELECT $1, id, CASE WHEN email = $2 THEN 'OWNER' ELSE 'EDITOR' END::"WorkspaceRole" FROM "User" WHERE email IN ($2, $3)`,
      [id, ownerEmail, memberEmail],
    );
    return id;
  } finally {
    await client.end();
  }
}

async function notificationKinds(email: string): Promise<string[]> {
  const client = new Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ kind: string }>(
      `SELECT n.kind FROM "Notification" n JOIN "User" u ON u.id = n."userId" WHERE u.email = $1 ORDER BY n."createdAt"`,
      [email],
    );
    return rows.map((r) => r.kind);
  } finally {
    await client.end();
  }
}

test("comments and history of a post: keyboard, mention picker, axe in both schemes, focus back on the opener", async ({ page, request }) => {
  test.setTimeout(180_000);
  const owner = uniqueEmail("e2e-thread-owner");
  const mate = uniqueEmail("e2e-thread-mate");
  await registerUser(request, owner);
  await registerUser(request, mate);
  await updateUser(owner, `role = 'paid', subscription = 'Pro'`);
  await updateUser(mate, `name = 'Robin Reviewer'`);
  const team = await teamOf(owner, mate);
  const text = uniquePostText("Spring launch draft");
  const draft = await request.post("/api/posts/draft", {
    headers: { Authorization: `Bearer ${await apiToken(request, owner)}`, "X-Workspace-Id": team },
    data: { content: text, platforms: [] },
  });
  expect(draft.status(), await draft.text()).toBe(200);

  await chooseScheme(page, "light");
  await page.context().addCookies([{ name: WORKSPACE_COOKIE, value: team, url: test.info().project.use.baseURL ?? "http://localhost:3100" }]);
  await submitLogin(page, owner, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  await page.goto("/posts?tab=draft");
  const card = page.getByTestId("post-card").filter({ hasText: text });
  const opener = card.getByRole("button", { name: /^Comments & history/ });
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Comments & history" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("No comments yet.")).toBeVisible();

  const findings: Finding[] = [];
  const bothSchemes = async (view: string) => {
    await page.waitForLoadState("networkidle");
    findings.push(...(await scan(page, view, "light", "[role='dialog']")));
    await switchScheme(page, "dark");
    findings.push(...(await scan(page, view, "dark", "[role='dialog']", COLOUR_RULES)));
    await switchScheme(page, "light");
  };
  await bothSchemes("comments dialog");

  // Write with the keyboard, mentioning the teammate from the picker.
  await dialog.getByRole("textbox", { name: "Write a comment" }).fill("Please check the tone,");
  const picker = dialog.getByRole("combobox", { name: "Mention a member" });
  await picker.focus();
  await page.keyboard.type("Robin");
  await expect(page.getByRole("option", { name: "Robin Reviewer" })).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("textbox", { name: "Write a comment" })).toHaveValue("Please check the tone, @Robin Reviewer ");
  await expect(dialog.getByRole("group", { name: "Members mentioned" })).toContainText("@Robin Reviewer");
  await dialog.getByRole("button", { name: "Comment", exact: true }).click();
  const posted = dialog.getByTestId("post-comment");
  await expect(posted).toHaveCount(1);
  await expect(posted.getByText("@Robin Reviewer", { exact: true })).toHaveCSS("font-weight", "700");
  await expect(posted.getByRole("button", { name: /^Edit comment/ })).toBeVisible();
  expect(await notificationKinds(mate)).toEqual(["mention"]);
  await bothSchemes("comments dialog with a comment");

  // The history tab, by keyboard: arrows move between tabs.
  await dialog.getByRole("tab", { name: "Comments" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(dialog.getByRole("tab", { name: "History" })).toHaveAttribute("aria-selected", "true");
  const history = dialog.getByRole("list", { name: "History, newest first" });
  await expect(history.getByRole("listitem")).toHaveCount(1);
  await expect(history).toContainText("Created as a draft");
  await expect(history).toContainText("by E2E Pilot through the API");
  await bothSchemes("history dialog");

  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();

  const failing = findings.filter((f) => f.failing);
  expect(failing.length, `critical or serious axe violations:\n${formatFindings(failing)}`).toBe(0);
});
