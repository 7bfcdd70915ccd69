/**
 * Which kind of process this is: the web server (the default) or a worker (jobs/worker.ts says so
 * before anything opens a connection). Pool sizes, metrics and start-up checks differ by role.
 */
export type ProcessRole = "web" | "worker";

const state = globalThis as unknown as { postpilotProcessRole?: ProcessRole };

export function setProcessRole(role: ProcessRole): void {
  state.postpilotProcessRole = role;
}

export function processRole(): ProcessRole {
  return state.postpilotProcessRole ?? "web";
}
