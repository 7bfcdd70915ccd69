/**
 * Connected apps (issue 28's follow-up): the OAuth grants (MCP connectors) of the active workspace, as
 * its members see them. A member sees and disconnects their own; the workspace's admins and owner see
 * every member's and may disconnect any. Disconnecting is revokeGrant (oauth.ts): the grant and all
 * its access tokens end at once, refused on the very next request. When an admin disconnects another
 * member's app, that member is told (an `app_disconnected` notification: the bell, and e-mail like
 * every kind), in the same transaction; no webhook event (none of issue 28's events is this one).
 */
import { db } from "@/server/db";
import { NotFound } from "@/server/errors";
import { notify } from "@/server/services/notifications/notify";
import type { ApiKeyScope } from "@/lib/api-keys";
import { roleAtLeast, type WorkspaceRole } from "@/server/services/workspaces/roles";
import { revokeGrant } from "./oauth";

/** At most this many grants are listed (newest first): far more than anyone connects. */
export const MAX_CONNECTED_APPS = 200;

export interface ConnectedApp {
  id: string;
  clientName: string;
  workspace: { id: string; name: string };
  user: { id: string; name: string };
  role: WorkspaceRole;
  scopes: ApiKeyScope[];
  connectedAt: Date;
  /** The latest use of any of its access tokens; null: never used. */
  lastUsedAt: Date | null;
}

/** Who looks: a member in their active workspace, with the role this request acts with. */
export interface Viewer {
  userId: string;
  workspaceId: string;
  role: WorkspaceRole;
}

/** Whether the actor sees (and may end) every member's grants in the workspace, not only their own. */
function seesAll(actor: Viewer): boolean {
  return roleAtLeast(actor.role, "ADMIN");
}

/** Live grants: consented, tokens issued, refresh token not yet ended, not revoked. */
function liveGrants(actor: Viewer, now: Date) {
  return {
    workspaceId: actor.workspaceId,
    revokedAt: null,
    refreshExpiresAt: { gt: now },
    ...(seesAll(actor) ? {} : { userId: actor.userId }),
  };
}

export async function listConnectedApps(actor: Viewer): Promise<ConnectedApp[]> {
  const now = new Date();
  const rows = await db.oAuthGrant.findMany({
    where: liveGrants(actor, now),
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: MAX_CONNECTED_APPS,
    select: {
      id: true,
      role: true,
      scopes: true,
      createdAt: true,
      client: { select: { name: true } },
      workspace: { select: { id: true, name: true } },
      user: { select: { id: true, name: true } },
      accessTokens: { select: { lastUsedAt: true }, where: { lastUsedAt: { not: null } }, orderBy: { lastUsedAt: "desc" }, take: 1 },
    },
  });
  return rows.map((row) => ({
    id: row.id,
    clientName: row.client.name,
    workspace: row.workspace,
    user: row.user,
    role: row.role,
    scopes: row.scopes,
    connectedAt: row.createdAt,
    lastUsedAt: row.accessTokens[0]?.lastUsedAt ?? null,
  }));
}

/** Ends a grant the actor may see (their own; any in the workspace for admins); else 404, so ids do not leak. */
export async function disconnectApp(actor: Viewer, id: string): Promise<{ id: string; clientName: string }> {
  const grant = await db.oAuthGrant.findFirst({
    where: { id, ...liveGrants(actor, new Date()) },
    select: { id: true, userId: true, client: { select: { name: true } }, workspace: { select: { name: true } } },
  });
  if (!grant) throw NotFound("Connected app");
  const clientName = grant.client.name;
  await revokeGrant(grant.id, async (tx) => {
    if (grant.userId === actor.userId) return;
    const by = await tx.user.findUnique({ where: { id: actor.userId }, select: { name: true } });
    await notify(tx, {
      kind: "app_disconnected",
      recipientIds: [grant.userId],
      workspaceId: actor.workspaceId,
      actorUserId: actor.userId,
      title: `${by?.name ?? "An admin"} disconnected ${clientName} from ${grant.workspace.name}`,
      body: `${clientName} can no longer act for you in ${grant.workspace.name}: its access ended at once. Connect it again if you still need it.`,
      link: "/workspace/connected-apps",
    });
  });
  return { id: grant.id, clientName };
}
