/** The supervisor's restart of a dying worker (scripts/lib/restart.ts), with real child processes. */
import { spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { keepRunning } from "../../scripts/lib/restart";

const policy = { firstDelayMs: 50, maxDelayMs: 400, healthyAfterMs: 60_000 };

describe("keepRunning", () => {
  it("restarts a process that keeps dying, with growing delays and a line that says so", async () => {
    const lines: string[] = [];
    const starts: number[] = [];
    let stopping = false;
    const runs = keepRunning({
      label: "worker",
      start: () => {
        starts.push(Date.now());
        return spawn(process.execPath, ["-e", "process.exit(3)"], { stdio: "ignore" });
      },
      stopping: () => stopping,
      log: (line) => lines.push(line),
      policy,
    });
    while (starts.length < 5) await sleep(20);
    stopping = true;
    expect(runs.restarts()).toBeGreaterThanOrEqual(4);
    expect(lines[0]).toBe("worker exited unexpectedly (code 3); restarting it in 0.1 s (restart #1); the web app keeps serving");
    expect(lines[1]).toMatch(/restarting it in 0\.1 s \(restart #2\)/);
    expect(lines[3]).toMatch(/restarting it in 0\.4 s \(restart #4\)/);
    // Each restart waited at least as long as announced.
    expect(starts[4]! - starts[3]!).toBeGreaterThanOrEqual(390);
  });

  it("restarts a SIGKILLed process and does nothing once stopping", async () => {
    let stopping = false;
    const children: ReturnType<typeof spawn>[] = [];
    const lines: string[] = [];
    keepRunning({
      label: "worker",
      start: () => {
        const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
        children.push(child);
        return child;
      },
      stopping: () => stopping,
      log: (line) => lines.push(line),
      policy,
    });
    children[0]!.kill("SIGKILL");
    while (children.length < 2) await sleep(20);
    expect(lines).toEqual(["worker exited unexpectedly (SIGKILL); restarting it in 0.1 s (restart #1); the web app keeps serving"]);
    stopping = true;
    children[1]!.kill("SIGTERM");
    await sleep(300);
    expect(children).toHaveLength(2);
  });
});
