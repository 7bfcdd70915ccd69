/** Workspace roles (src/lib/workspace-roles.ts, plain data the browser reads too) and the refusal that names one. */
export { WORKSPACE_ROLES, WORKSPACE_ROLE_LABEL, roleAtLeast, type WorkspaceRole } from "@/lib/workspace-roles";
import { WORKSPACE_ROLE_LABEL, type WorkspaceRole } from "@/lib/workspace-roles";

/** The refusal for a member below `minimum`: it names the role needed (and no more than that). */
export function roleRequiredMessage(minimum: WorkspaceRole): string {
  const label = WORKSPACE_ROLE_LABEL[minimum];
  return minimum === "OWNER" ? "Only the workspace's owner can do this" : `This needs the ${label} role (or higher) in this workspace`;
}
