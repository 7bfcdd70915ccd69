/**
 * The review queue (issue 26) in the browser: a contributor's post waits in the owner's "In review"
 * tab (with its count, and the sidebar's), the owner asks for changes in a dialog (focus back on the
 * opener when it is dismissed), the author's note shows on the post, the resubmitted post is
 * approved and leaves the queue; the "Review and approval" settings choose the policy with the arrow
 * keys. Each view and dialog has no critical or serious axe violation in either colour scheme.
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { Client } from "pg";
import { logIn, registerUser, uniqueEmail } from "./support/auth";
import { COLOUR_RULES, formatFindings, scan, switchScheme, type Finding } from "./support/axe";
import { apiToken, uniquePostText } from "./support/networks";
import { makePaid } from "./support/users";

const DATABASE_URL = process.env.E2E_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postpilot_e2e";

async function sql(text: string, values: unknown[] = []) {
  const client = new Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

/** An owner (Pro) and a contributor in a new team whose sandbox account is the owner's; the team's id. */
async function teamWithContributor(request: APIRequestContext) {
  const owner = uniqueEmail("e2e-review-owner");
  const contributor = uniqueEmail("e2e-review-contributor");
  await registerUser(request, owner);
  await registerUser(request, contributor);
  await makePaid(owner);
  const ownerToken = await apiToken(request, owner);
  expect((await request.post("/api/sandbox/auth", { headers: { authorization: `Bearer ${ownerToken}` } })).status()).toBe(200);
  const id = `wreview${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  await sql(`INSERT INTO "Workspace" ("id", "name", "kind", "ownerId") SELECT $1, 'Review team', 'team', "id" FROM "User" WHERE email = $2`, [
    id,
    owner,
  ]);
  await sql(
    `INSERT INTO "Membership" ("workspaceId", "userId", "role") SELECT $1, "id", CASE WHEN email = $2 THEN 'OWNER'::"WorkspaceRole" ELSE 'CONTRIBUTOR'::"WorkspaceRole" END FROM "User" WHERE email IN ($2, $3)`,
    [id, owner, contributor],
  );
  await sql(`UPDATE "SocialAccount" SET "workspaceId" = $1 WHERE "userId" = (SELECT "id" FROM "User" WHERE email = $2) AND platform = 'sandbox'`, [
    id,
    owner,
  ]);
  return { owner, contributor, workspaceId: id, contributorToken: await apiToken(request, contributor) };
}

async function submit(request: APIRequestContext, token: string, workspaceId: string, content: string, id?: string) {
  const at = new Date(Date.now() + 2 * 86_400_000).toISOString();
  const response = await request.post("/api/posts/save", {
    headers: { authorization: `Bearer ${token}`, "X-Workspace-Id": workspaceId },
    data: { ...(id ? { id } : {}), mode: "schedule", content, platforms: ["sandbox"], at },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { post: { id: string; status: string } };
  expect(body.post.status).toBe("in_review");
  return body.post.id;
}

/** Scans the view in light, switches to dark and scans the colours again. */
async function scanBoth(page: Page, view: string, findings: Finding[], include?: string) {
  await switchScheme(page, "light");
  findings.push(...(await scan(page, view, "light", include)));
  await switchScheme(page, "dark");
  findings.push(...(await scan(page, view, "dark", include, COLOUR_RULES)));
  await switchScheme(page, "light");
}

test("an owner reviews a contributor's post: request changes, then approve; the policy is set with the keyboard", async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(180_000);
  const findings: Finding[] = [];
  const team = await teamWithContributor(request);
  const text = uniquePostText("Review");
  const postId = await submit(request, team.contributorToken, team.workspaceId, text);

  await logIn(page, team.owner);
  await context.addCookies([{ name: "pp-workspace", value: team.workspaceId, url: page.url() }]);
  await page.goto("/posts?tab=in_review");
  await expect(page.getByTestId("tab-in_review")).toContainText("1");
  await expect(page.getByTestId("review-count")).toHaveText("1 waiting for review");
  const card = page.locator(`[data-post-id="${postId}"]`);
  await expect(card).toContainText(text);
  await scanBoth(page, "posts: in review", findings);

  // Request changes: a dialog with a required comment; dismissed, focus is back on its opener.
  const opener = card.getByTestId("review-request-changes");
  await opener.click();
  const dialog = page.getByTestId("request-changes-dialog");
  await expect(dialog).toBeVisible();
  await scanBoth(page, "request changes dialog", findings, "[role='dialog']");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(opener).toBeFocused();
  await opener.click();
  await page.getByTestId("request-changes-submit").click();
  await expect(page.getByText("Please say what should change.")).toBeVisible();
  await page.getByTestId("request-changes-note").fill("Add the launch link, please");
  await page.getByTestId("request-changes-submit").click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(card).toHaveCount(0);

  await page.goto("/posts?tab=changes_requested");
  await expect(page.locator(`[data-post-id="${postId}"]`).getByTestId("review-note")).toContainText("Add the launch link, please");
  await scanBoth(page, "posts: changes requested", findings);

  // The author edits and resubmits; the owner approves it and it leaves the queue, scheduled.
  await submit(request, team.contributorToken, team.workspaceId, `${text} https://example.com`, postId);
  // Its time passes while in review: approving asks for a new one.
  await sql(`UPDATE "Post" SET "scheduledAt" = now() - interval '1 hour' WHERE id = $1`, [postId]);
  await page.goto("/posts?tab=in_review");
  const approve = page.locator(`[data-post-id="${postId}"]`).getByTestId("review-approve");
  await approve.click();
  await expect(page.getByTestId("new-time-dialog")).toBeVisible();
  await scanBoth(page, "new time dialog", findings, "[role='dialog']");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await sql(`UPDATE "Post" SET "scheduledAt" = now() + interval '2 days' WHERE id = $1`, [postId]);
  await approve.click();
  await expect(page.locator(`[data-post-id="${postId}"]`)).toHaveCount(0);
  await expect(page.getByTestId("review-count")).toHaveCount(0);
  await page.goto("/posts?tab=scheduled");
  await expect(page.locator(`[data-post-id="${postId}"]`)).toBeVisible();

  // The settings: a radio group the arrow keys move through; saved, the API says so.
  await page.goto("/workspace/review");
  await expect(page.getByRole("radio", { name: /Contributors only/ })).toBeChecked();
  await scanBoth(page, "review settings", findings);
  await page.getByRole("radio", { name: /Contributors only/ }).focus();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("radio", { name: /Never/ })).toBeChecked();
  await page.getByTestId("policy-save").click();
  await expect(page.getByTestId("policy-save")).toBeDisabled();
  const ownerToken = await apiToken(request, team.owner);
  const policy = await request.get("/api/workspaces/current/approval-policy", {
    headers: { authorization: `Bearer ${ownerToken}`, "X-Workspace-Id": team.workspaceId },
  });
  expect(await policy.json()).toMatchObject({ approvalPolicy: "never" });

  const failing = findings.filter((f) => f.failing);
  expect(failing.length, `critical or serious axe violations:\n${formatFindings(failing)}`).toBe(0);
});
