import { describe, expect, it } from "vitest";
import { teamAllowance, teamPlanLabel } from "./teams";

describe("team workspaces by plan", () => {
  it("gives Pro and Enterprise (and admins) teams, nobody else", () => {
    expect(teamAllowance({ role: "paid", subscription: "Pro" })).toEqual({ workspaces: 3, members: 5 });
    expect(teamAllowance({ role: "paid", subscription: "Enterprise" })).toEqual({ workspaces: 20, members: 25 });
    expect(teamAllowance({ role: "admin", subscription: "Admin" })).toEqual({ workspaces: 20, members: 25 });
    expect(teamAllowance({ role: "paid", subscription: "Basic" })).toBeNull();
    expect(teamAllowance({ role: "free", subscription: "Free Trial" })).toBeNull();
    expect(teamAllowance(null)).toBeNull();
  });

  it("describes a plan's teams for /pricing", () => {
    expect(teamPlanLabel("Pro")).toBe("3 team workspaces, up to 5 members each");
    expect(teamPlanLabel("Basic")).toBeNull();
  });
});
