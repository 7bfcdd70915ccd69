import { describe, expect, it } from "vitest";
import { env } from "@/env";
import { withinMemberShare } from "./member-slots";

/** Work that runs until released, recording how many of one member's works run at once. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe("a member's share of the process", () => {
  it("runs at most MEMBER_REQUESTS_IN_FLIGHT of one member's requests at once; the rest wait their turn and all complete", async () => {
    const limit = env().MEMBER_REQUESTS_IN_FLIGHT;
    const g = gate();
    let running = 0;
    let most = 0;
    const all = Array.from({ length: limit * 3 }, (_, i) =>
      withinMemberShare("flooding-member", async () => {
        running += 1;
        most = Math.max(most, running);
        await g.opened;
        running -= 1;
        return i;
      }),
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(running).toBe(limit);
    g.open();
    expect(await Promise.all(all)).toEqual(Array.from({ length: limit * 3 }, (_, i) => i));
    expect(most).toBe(limit);
  });

  it("does not queue another member behind a flood", async () => {
    const g = gate();
    const flood = Array.from({ length: env().MEMBER_REQUESTS_IN_FLIGHT * 5 }, () => withinMemberShare("flooding-member", () => g.opened));
    const neighbour = await Promise.race([
      withinMemberShare("neighbour", async () => "answered"),
      new Promise((r) => setTimeout(() => r("stuck"), 500)),
    ]);
    expect(neighbour).toBe("answered");
    g.open();
    await Promise.all(flood);
  });

  it("answers 429 with a message once too many of a member's requests wait, and serves them again when the queue drains", async () => {
    const g = gate();
    const { MEMBER_REQUESTS_IN_FLIGHT: inFlight, MEMBER_REQUESTS_WAITING: waiting } = env();
    const accepted = Array.from({ length: inFlight + waiting }, () => withinMemberShare("flooding-member", () => g.opened));
    await expect(withinMemberShare("flooding-member", async () => "extra")).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: "Too many requests at once. Please wait for your earlier requests to finish.",
      extra: { retryAfter: 1 },
    });
    g.open();
    await Promise.all(accepted);
    await expect(withinMemberShare("flooding-member", async () => "served")).resolves.toBe("served");
  });

  it("frees the slot when a request fails", async () => {
    const inFlight = env().MEMBER_REQUESTS_IN_FLIGHT;
    for (let i = 0; i < inFlight + 1; i++) {
      await expect(withinMemberShare("failing-member", async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    }
    await expect(withinMemberShare("failing-member", async () => "still served")).resolves.toBe("still served");
  });
});
