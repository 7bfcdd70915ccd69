/**
 * Child processes of the orchestrating scripts (scripts/run.ts, scripts/test.ts): starting them,
 * waiting for their ports, signalling and stopping them.
 *
 * Processes we start (postgres, redis-server, tools, app children) each get their own process
 * group, so a terminal Ctrl-C or a signal to our process group reaches only the orchestrating
 * script, which then stops them in order (app first, services last), sending each one signal.
 * On Linux they are also started through `setpriv --pdeathsig`, so even a SIGKILL of the script
 * does not leave them running. Scripts may read process.env (the app reads configuration only
 * through src/env.ts).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, existsSync, openSync, readFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { setTimeout as sleep } from "node:timers/promises";
import { ROOT } from "./project";
import { SetupError } from "./terminal";

/** Thrown by runCommand() when the script is shutting down. */
export class ShuttingDown extends Error {
  override name = "ShuttingDown";
}

/** Whether something accepts TCP connections on host:port. */
export function portAnswers(host: string, port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
  });
}

/** Waits until host:port accepts connections, or until `alive()` says the server is gone. */
export async function waitForPort(host: string, port: number, opts: { timeoutMs: number; alive?: () => boolean }): Promise<boolean> {
  const deadline = Date.now() + opts.timeoutMs;
  while (Date.now() < deadline) {
    if (opts.alive && !opts.alive()) return false;
    if (await portAnswers(host, port, 500)) return true;
    await sleep(250);
  }
  return false;
}

/** Parent pid and process group of a process (Linux /proc), or undefined. */
function procStat(pid: number): { ppid: number; pgrp: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { ppid: Number(fields[1]), pgrp: Number(fields[2]) };
  } catch {
    return undefined;
  }
}

/**
 * Calls `onGone` once when a process that launched us in this job is gone: `kill <npm pid>`
 * makes npm exit without the signal reaching `tsx scripts/run.ts` (npm → sh → tsx → us), which
 * would otherwise leave the app running. Watches the ancestors in our own process group (so
 * `nohup npm start &` from a shell that then exits is not affected). Linux only.
 */
export function watchLaunchers(onGone: () => void): void {
  const myGroup = procStat(process.pid)?.pgrp;
  if (myGroup === undefined) return;
  const chain: number[] = [];
  for (let pid = process.ppid; pid > 1 && chain.length < 16;) {
    const st = procStat(pid);
    if (!st || st.pgrp !== myGroup) break;
    chain.push(pid);
    pid = st.ppid;
  }
  if (chain.length === 0) return;
  const timer = setInterval(() => {
    const broken = chain.some((pid, i) => {
      const st = procStat(pid);
      const expectedParent = chain[i + 1];
      return !st || (expectedParent !== undefined && st.ppid !== expectedParent);
    });
    if (broken) {
      clearInterval(timer);
      onGone();
    }
  }, 1000);
  timer.unref();
}

const tracked = new Set<ChildProcess>();
let shuttingDown = false;

export function isShuttingDown(): boolean {
  return shuttingDown;
}

/** From now on runCommand() refuses to start anything. */
export function markShuttingDown(): void {
  shuttingDown = true;
}

function running(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

/**
 * Sends a signal to a child. Stop signals go to the child itself, which passes them on to its own
 * children (next → next-server, tsx → the script): signalling the whole group as well would hand
 * the script a second signal through tsx's relay, and a second signal means "stop right now" to
 * the worker. SIGKILL goes to the whole process group (the child was spawned detached).
 */
export function signalChild(child: ChildProcess, signal: NodeJS.Signals): void {
  if (!child.pid || !running(child)) return;
  try {
    if (signal === "SIGKILL") process.kill(-child.pid, signal);
    else child.kill(signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
}

/** Resolves when the child has exited (at once if it already has). */
export function exited(child: ChildProcess): Promise<void> {
  if (!running(child)) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

/** Signals the children, waits up to `graceMs`, then SIGKILLs what is left. */
export async function stopProcesses(children: ChildProcess[], signal: NodeJS.Signals, graceMs: number): Promise<void> {
  const alive = children.filter(running);
  for (const child of alive) signalChild(child, signal);
  const all = Promise.all(alive.map(exited));
  const timedOut = await Promise.race([all.then(() => false), sleep(graceMs).then(() => true)]);
  if (timedOut) {
    for (const child of alive.filter(running)) signalChild(child, "SIGKILL");
    await all;
  }
}

/** The tool processes (runCommand) currently running. */
export function trackedChildren(): ChildProcess[] {
  return [...tracked].filter(running);
}

// Last line of defence: whatever way this process ends, do not leave our children behind.
process.on("exit", () => {
  for (const child of tracked) if (running(child)) signalChild(child, "SIGKILL");
});

let setprivPath: string | null | undefined;

/**
 * [command, args] wrapped so that the kernel sends `signal` to the child if this process dies
 * without stopping it (even by SIGKILL): `setpriv --pdeathsig` (util-linux) sets PR_SET_PDEATHSIG
 * and execs the command (same pid). Unwrapped where setpriv is not available.
 */
export function tiedToUs(command: string, args: string[], signal: "INT" | "TERM"): [string, string[]] {
  if (setprivPath === undefined) {
    setprivPath = null;
    if (process.platform === "linux") {
      for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
        if (dir && existsSync(path.join(dir, "setpriv"))) {
          setprivPath = path.join(dir, "setpriv");
          break;
        }
      }
    }
  }
  return setprivPath ? [setprivPath, ["--pdeathsig", signal, "--", command, ...args]] : [command, args];
}

/** Spawns a child in its own process group, tied to us, and tracks it (see the file comment). */
export function spawnTracked(command: string, args: string[], options: Parameters<typeof spawn>[2]): ChildProcess {
  if (shuttingDown) throw new ShuttingDown("shutting down");
  const [cmd, argv] = tiedToUs(command, args, "TERM");
  const child = spawn(cmd, argv, { cwd: ROOT, ...options, detached: true });
  tracked.add(child);
  child.once("exit", () => tracked.delete(child));
  return child;
}

/**
 * Runs a command with inherited stdout/stderr (stdin is not passed on: nothing here may prompt)
 * and `env` merged over process.env. Resolves to the exit code (128+n when killed by a signal).
 * With `label` (commands running side by side) each line of its output is printed after the label.
 */
export function runCommand(
  command: string,
  args: string[],
  opts: {
    env?: Record<string, string | undefined>;
    cwd?: string;
    /** Output goes to this file instead of ours. */
    logFile?: string;
    /** Output lines are printed after this label. */
    label?: string;
  } = {},
): Promise<number> {
  return new Promise((resolve, reject) => {
    let child: ChildProcess;
    const output = opts.logFile ? openSync(opts.logFile, "w") : opts.label ? "pipe" : "inherit";
    try {
      child = spawnTracked(command, args, {
        cwd: opts.cwd ?? ROOT,
        env: { ...process.env, ...opts.env },
        stdio: ["ignore", output, output],
      });
    } catch (err) {
      if (typeof output === "number") closeSync(output);
      reject(err);
      return;
    }
    const labelled: Array<Promise<void>> = [];
    if (opts.label) {
      for (const stream of [child.stdout, child.stderr]) {
        if (!stream) continue;
        const lines = readline.createInterface({ input: stream, crlfDelay: Infinity });
        lines.on("line", (line) => process.stdout.write(`${opts.label} ${line}\n`));
        labelled.push(new Promise((done) => lines.once("close", () => done())));
      }
    }
    child.once("error", (err) => reject(new SetupError(`could not run ${command}: ${err.message}`)));
    child.once("exit", (code, signal) => {
      if (typeof output === "number") closeSync(output);
      // The last lines of a labelled command are printed before it counts as done (a grandchild
      // left holding the pipe open delays that by 2 s at most).
      void Promise.race([Promise.all(labelled), sleep(labelled.length ? 2000 : 0)]).then(() => {
        if (shuttingDown) reject(new ShuttingDown("shutting down"));
        else resolve(code ?? 128 + (signal ? os.constants.signals[signal] : 0));
      });
    });
  });
}
