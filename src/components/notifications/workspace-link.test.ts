import { describe, expect, it } from "vitest";
import { activeWorkspaceCookie, needsSwitch, workspaceCookie } from "./workspace-link";

describe("following a notification into its workspace", () => {
  const team = { id: "wTeam", personal: false };
  const mine = { id: "wMine", personal: true };

  it("reads the active workspace from the cookie (none: the personal one)", () => {
    expect(activeWorkspaceCookie("a=1; pp-workspace=wTeam; b=2")).toBe("wTeam");
    expect(activeWorkspaceCookie("a=1")).toBe("");
  });

  it("switches only when the notification is from another workspace", () => {
    expect(needsSwitch(team, "")).toBe(true);
    expect(needsSwitch(mine, "")).toBe(false);
    expect(needsSwitch(team, "wTeam")).toBe(false);
    expect(needsSwitch(mine, "wTeam")).toBe(true);
    expect(needsSwitch(null, "wTeam")).toBe(false);
  });

  it("writes the switcher's cookie for the whole app", () => {
    expect(workspaceCookie(team)).toMatch(/^pp-workspace=wTeam; path=\//);
  });
});
