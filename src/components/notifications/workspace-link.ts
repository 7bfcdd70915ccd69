/** Following a notification into its workspace (issue 26): the switcher's cookie, then a full load. */
import { WORKSPACE_COOKIE } from "@/lib/workspace";
import { activeWorkspaceCookieString, setActiveWorkspaceCookie } from "@/components/workspace/workspace-cookie";

export interface NotificationWorkspace {
  id: string;
  personal: boolean;
}

/** The workspace id the browser acts in now ("" = the personal workspace). */
export function activeWorkspaceCookie(cookies: string): string {
  const match = cookies.split("; ").find((part) => part.startsWith(`${WORKSPACE_COOKIE}=`));
  return match ? decodeURIComponent(match.slice(WORKSPACE_COOKIE.length + 1)) : "";
}

/** Whether following a notification of `workspace` means switching the active workspace first. */
export function needsSwitch(workspace: NotificationWorkspace | null, active: string): boolean {
  if (!workspace) return false;
  return active ? workspace.id !== active : !workspace.personal;
}

/** The cookie that makes `workspace` the active one (the switcher's, from its one home). */
export function workspaceCookie(workspace: NotificationWorkspace): string {
  return activeWorkspaceCookieString(workspace.id);
}

/** Makes `workspace` the active one and loads `target` afresh (no cached data of the old one stays). */
export function openInWorkspace(workspace: NotificationWorkspace, target: string): void {
  setActiveWorkspaceCookie(workspace.id);
  window.location.assign(target);
}
