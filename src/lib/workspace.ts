/** Shared by the browser and the server: how a request names its workspace (issue #26). */

/** The request header naming the active workspace (REST and tRPC alike); absent = the personal workspace. */
export const WORKSPACE_HEADER = "X-Workspace-Id";
/** The switcher keeps its choice here; the tRPC link copies it into the header, server pages read it. */
export const WORKSPACE_COOKIE = "pp-workspace";
