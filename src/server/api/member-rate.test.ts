import { describe, expect, it } from "vitest";
import { MemberRate } from "./member-rate";

function clock() {
  let t = 1_000;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe("member rate", () => {
  it("admits a burst at once, then holds each further request one interval more", () => {
    const c = clock();
    const rate = new MemberRate({ perSecond: 10, burst: 5, maxWaitMs: 2_000 }, c.now);
    const waits = Array.from({ length: 8 }, () => rate.take("ada"));
    expect(waits.map((d) => (d.kind === "go" ? Math.round(d.waitMs) : -1))).toEqual([0, 0, 0, 0, 0, 100, 200, 300]);
  });

  it("refuses with Retry-After once the wait would pass the limit, and the refusal does not use a turn", () => {
    const c = clock();
    const rate = new MemberRate({ perSecond: 10, burst: 1, maxWaitMs: 250 }, c.now);
    expect(rate.take("ada")).toEqual({ kind: "go", waitMs: 0 });
    expect(rate.take("ada")).toEqual({ kind: "go", waitMs: 100 });
    expect(rate.take("ada")).toEqual({ kind: "go", waitMs: 200 });
    expect(rate.take("ada").kind).toBe("refuse");
    c.advance(100);
    expect(rate.take("ada")).toEqual({ kind: "go", waitMs: 200 });
  });

  it("keeps members apart: one member's flood does not hold another's request", () => {
    const c = clock();
    const rate = new MemberRate({ perSecond: 5, burst: 2, maxWaitMs: 10_000 }, c.now);
    for (let i = 0; i < 20; i++) rate.take("noisy");
    expect(rate.take("quiet")).toEqual({ kind: "go", waitMs: 0 });
  });

  it("gives an idle member their whole burst back", () => {
    const c = clock();
    const rate = new MemberRate({ perSecond: 10, burst: 3, maxWaitMs: 1_000 }, c.now);
    for (let i = 0; i < 6; i++) rate.take("ada");
    c.advance(1_000);
    expect([rate.take("ada"), rate.take("ada"), rate.take("ada")]).toEqual(Array(3).fill({ kind: "go", waitMs: 0 }));
  });
});
