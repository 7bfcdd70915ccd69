/**
 * The notification bell (issue 26): its name carries the unread count; the popover opens and works
 * from the keyboard (mark one read, mark all read, Escape returns to the bell), has no critical or
 * serious axe violation in either colour scheme, and following a notification of another
 * workspace switches to it (the pp-workspace cookie) and lands on its link.
 */
import { expect, test } from "@playwright/test";
import { Client } from "pg";
import { logIn, registerUser, uniqueEmail } from "./support/auth";
import { chooseScheme, COLOUR_RULES, formatFindings, scan, switchScheme } from "./support/axe";

const DATABASE_URL = process.env.E2E_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postpilot_e2e";

/** A team workspace the user owns, and notifications: three in their personal workspace, one in the team. */
async function seedNotifications(email: string): Promise<{ teamId: string }> {
  const client = new Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; personal: string }>(
      `SELECT u.id, w.id AS personal FROM "User" u JOIN "Workspace" w ON w."personalOwnerId" = u.id WHERE u.email = $1`,
      [email],
    );
    const { id: userId, personal } = rows[0]!;
    const teamId = `wteam${Date.now()}`;
    await client.query(`INSERT INTO "Workspace" (id, name, kind, "ownerId") VALUES ($1, 'Client Co', 'team', $2)`, [teamId, userId]);
    await client.query(`INSERT INTO "Membership" ("workspaceId", "userId", role) VALUES ($1, $2, 'OWNER')`, [teamId, userId]);
    const note = (i: number, workspaceId: string, kind: string, title: string, link: string, minutesAgo: number) =>
      client.query(
        `INSERT INTO "Notification" (id, "userId", "workspaceId", kind, title, link, "createdAt") VALUES ($1, $2, $3, $4, $5, $6, now() - make_interval(mins => $7))`,
        [`n${Date.now()}${i}`, userId, workspaceId, kind, title, link, minutesAgo],
      );
    await note(1, personal, "post_failed", "A post failed to publish: “Launch day”", "/posts?tab=failed", 30);
    await note(2, personal, "account_reconnect", "Reconnect X (x account): scheduled posts there will not go out until you do", "/accounts", 20);
    await note(3, personal, "post_at_risk", "A scheduled post may not go out as planned: “Friday recap”", "/posts?tab=scheduled", 10);
    await note(4, teamId, "mention", "Dana mentioned you on “Client launch”", "/calendar", 1);
    return { teamId };
  } finally {
    await client.end();
  }
}

test("the bell: unread count in its name, keyboard, axe in both schemes, and into another workspace", async ({ page, request }) => {
  const email = uniqueEmail("bell");
  await registerUser(request, email);
  const { teamId } = await seedNotifications(email);
  await chooseScheme(page, "light");
  await logIn(page, email);

  const bell = page.getByRole("button", { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName("Notifications, 4 unread");

  // Opened from the keyboard; the newest first, each naming its workspace.
  await bell.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Notifications" });
  const items = dialog.getByRole("list", { name: "Latest notifications" }).getByRole("listitem");
  await expect(items).toHaveCount(4);
  await expect(items.first()).toContainText("Dana mentioned you");
  await expect(items.first()).toContainText("Client Co");

  const findings = [...(await scan(page, "bell", "light", "[role='dialog']"))];
  await switchScheme(page, "dark");
  findings.push(...(await scan(page, "bell", "dark", "[role='dialog']", COLOUR_RULES)));
  const failing = findings.filter((f) => f.failing);
  expect(failing.length, `critical or serious axe violations:\n${formatFindings(failing)}`).toBe(0);

  // Mark one read with the keyboard: focus its button, Enter; the count follows.
  await dialog.getByRole("button", { name: /^Mark read: A scheduled post/ }).focus();
  await page.keyboard.press("Enter");
  await expect(bell).toHaveAccessibleName("Notifications, 3 unread");
  await expect(dialog.getByRole("button", { name: /^Mark read: A scheduled post/ })).toHaveCount(0);

  // Escape closes and gives the focus back to the bell.
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(bell).toBeFocused();

  // The team's notification: the app switches to that workspace and opens its link.
  await page.keyboard.press("Enter");
  await dialog.getByRole("link", { name: /Dana mentioned you/ }).click();
  await expect(page).toHaveURL(/\/calendar$/);
  expect((await page.context().cookies()).find((c) => c.name === "pp-workspace")?.value).toBe(teamId);
  await expect(bell).toHaveAccessibleName("Notifications, 2 unread");

  // Mark all read.
  await bell.click();
  await dialog.getByRole("button", { name: "Mark all read" }).click();
  await expect(bell).toHaveAccessibleName("Notifications");
});
