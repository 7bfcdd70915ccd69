/**
 * Workspace roles, highest first. A procedure names the lowest role it accepts
 * (workspaceProcedure("EDITOR") in src/server/api/trpc.ts); every higher role passes too.
 * Plain data, no database: the browser reads it too (the switcher shows the role, the post cards
 * show only the actions the member's role allows, src/lib/post-roles.ts).
 */
export const WORKSPACE_ROLES = ["OWNER", "ADMIN", "EDITOR", "CONTRIBUTOR", "CLIENT"] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

export const WORKSPACE_ROLE_LABEL: Record<WorkspaceRole, string> = {
  OWNER: "owner",
  ADMIN: "admin",
  EDITOR: "editor",
  CONTRIBUTOR: "contributor",
  CLIENT: "client",
};

const RANK: Record<WorkspaceRole, number> = { OWNER: 5, ADMIN: 4, EDITOR: 3, CONTRIBUTOR: 2, CLIENT: 1 };

/** True when `role` is `minimum` or above it (OWNER > ADMIN > EDITOR > CONTRIBUTOR > CLIENT). */
export function roleAtLeast(role: WorkspaceRole, minimum: WorkspaceRole): boolean {
  return RANK[role] >= RANK[minimum];
}
