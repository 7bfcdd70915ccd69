import { describe, expect, it } from "vitest";
import { eventLabel } from "./event-label";

describe("calendar event label", () => {
  it("names the whole text, the time on the user's clock, the networks and the status", () => {
    const post = { content: "Keyboard journey across the week, with a long text that the cell cuts off ", platforms: ["x", "linkedin"] };
    expect(eventLabel(post, new Date("2026-11-27T10:30:00Z"), "Europe/Berlin", "Scheduled")).toBe(
      "Keyboard journey across the week, with a long text that the cell cuts off. Nov 27, 2026, 11:30 AM, X, LinkedIn, Scheduled",
    );
  });

  it("leaves out the networks when there are none", () => {
    expect(eventLabel({ content: "Draft", platforms: [] }, new Date("2026-01-01T09:00:00Z"), "UTC", "Draft")).toBe("Draft. Jan 1, 2026, 9:00 AM, Draft");
  });
});
