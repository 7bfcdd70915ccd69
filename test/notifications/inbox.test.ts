/**
 * The notification centre's procedures (issue 26) through both doors: the caller's own
 * notifications from every workspace, newest first in cursor pages, the unread count, mark read
 * and mark all read; another member's notification is not found.
 */
import { describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { UNREAD_COUNT_CAP } from "@/server/services/notifications/inbox";
import { rest, trpc, trpcFailure } from "../helpers/api";
import { createUser } from "../helpers/users";
import { notifyUser, teamOf } from "./helpers";

type Item = { id: string; title: string; read: boolean; workspace: { id: string; name: string; personal: boolean } | null };
type Page = { success: boolean; data: Item[]; nextCursor: string | null };

describe("notification centre", () => {
  it("pages the caller's notifications newest first, from every workspace, each naming its workspace", async () => {
    const { owner, workspace } = await teamOf("Acme Agency");
    const personal = await db.workspace.findUniqueOrThrow({ where: { personalOwnerId: owner.user.id } });
    await notifyUser(owner.user.id, 20, { workspaceId: personal.id, title: "Personal" });
    await notifyUser(owner.user.id, 25, { workspaceId: workspace.id, title: "Team" });
    const other = await createUser();
    await notifyUser(other.user.id, 3);

    const seen: Item[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `/notifications?limit=20${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
      const page: { status: number; body: Page } = await rest<Page>("GET", query, { token: owner.token });
      expect(page.status).toBe(200);
      seen.push(...page.body.data);
      cursor = page.body.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(45);
    expect(new Set(seen.map((n) => n.id)).size).toBe(45);
    // Newest first: the team's (written last) lead, its 25th first.
    expect(seen[0]).toMatchObject({ title: "Team 25", read: false, workspace: { id: workspace.id, name: "Acme Agency", personal: false } });
    expect(seen.at(-1)).toMatchObject({ title: "Personal 1", workspace: { id: personal.id, personal: true } });

    // The same through tRPC, and the unread filter.
    const client = trpc({ token: owner.token });
    const first = await client.notifications.list.query({ limit: 5 });
    expect(first.data.map((n) => n.title)).toEqual(["Team 25", "Team 24", "Team 23", "Team 22", "Team 21"]);
    await client.notifications.markRead.mutate({ id: first.data[0]!.id });
    const unread = await client.notifications.list.query({ limit: 1, unreadOnly: "true" });
    expect(unread.data[0]!.title).toBe("Team 24");
  });

  it("counts unread, marks one and then all read; counts no further than the cap", async () => {
    const { user, token } = await createUser();
    await notifyUser(user.id, 3);
    const count = async () => (await rest<{ unread: number }>("GET", "/notifications/unread-count", { token })).body.unread;
    expect(await count()).toBe(3);

    const [latest] = (await rest<Page>("GET", "/notifications?limit=1", { token })).body.data;
    const marked = await rest("POST", `/notifications/${latest!.id}/read`, { token });
    expect(marked).toMatchObject({ status: 200, body: { success: true, message: "Notification marked as read" } });
    expect(await count()).toBe(2);
    // Again: still fine, still read.
    expect((await rest("POST", `/notifications/${latest!.id}/read`, { token })).status).toBe(200);
    expect(await count()).toBe(2);

    const all = await trpc({ token }).notifications.markAllRead.mutate();
    expect(all.marked).toBe(2);
    expect(await count()).toBe(0);
    expect((await rest<Page>("GET", "/notifications", { token })).body.data.every((n) => n.read)).toBe(true);

    await notifyUser(user.id, UNREAD_COUNT_CAP + 30);
    expect(await count()).toBe(UNREAD_COUNT_CAP);
  });

  it("another member's notification is not found (404), and nothing of it changes", async () => {
    const owner = await createUser();
    const stranger = await createUser();
    await notifyUser(owner.user.id, 1);
    const [theirs] = (await rest<Page>("GET", "/notifications", { token: owner.token })).body.data;

    const viaRest = await rest("POST", `/notifications/${theirs!.id}/read`, { token: stranger.token });
    expect(viaRest).toMatchObject({ status: 404, body: { success: false, message: "Notification not found" } });
    expect(await trpcFailure(trpc({ token: stranger.token }).notifications.markRead.mutate({ id: theirs!.id }))).toMatchObject({ status: 404 });
    expect((await rest("POST", "/notifications/nope/read", { token: stranger.token })).status).toBe(404);
    // Mark all read is the caller's own only.
    await trpc({ token: stranger.token }).notifications.markAllRead.mutate();
    expect((await db.notification.findUniqueOrThrow({ where: { id: theirs!.id } })).readAt).toBeNull();
    expect((await rest<Page>("GET", "/notifications", { token: stranger.token })).body.data).toEqual([]);
  });

  it("answers bad input with a 400 and a message, and anonymous callers with a 401", async () => {
    const { token } = await createUser();
    expect(await rest("GET", "/notifications?limit=0", { token })).toMatchObject({ status: 400, body: { success: false } });
    expect(await rest("GET", "/notifications?limit=51", { token })).toMatchObject({ status: 400 });
    const badCursor = await rest<{ message: string }>("GET", "/notifications?cursor=garbage", { token });
    expect(badCursor).toMatchObject({ status: 400, body: { message: "cursor is not one this list gave out." } });
    expect((await rest("GET", "/notifications/unread-count")).status).toBe(401);
  });
});
