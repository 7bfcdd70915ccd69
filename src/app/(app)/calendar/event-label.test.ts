import { describe, expect, it } from "vitest";
import { eventLabel, eventTitle } from "./event-label";

describe("calendar event label", () => {
  it("names the time shown, the whole text, the date and time on the user's clock, the networks and the status", () => {
    const post = { content: "Keyboard journey across the week, with a long text that the cell cuts off ", platforms: ["x", "linkedin"] };
    expect(eventLabel(post, new Date("2026-11-27T10:30:00Z"), "Europe/Berlin", "Scheduled", "11:30am")).toBe(
      "11:30am Keyboard journey across the week, with a long text that the cell cuts off. Nov 27, 2026, 11:30 AM, X, LinkedIn, Scheduled",
    );
  });

  it("leaves out the networks when there are none, and the shown time when none is shown", () => {
    expect(eventLabel({ content: "Draft", platforms: [] }, new Date("2026-01-01T09:00:00Z"), "UTC", "Draft", "")).toBe(
      "Draft. Jan 1, 2026, 9:00 AM, Draft",
    );
  });
});

describe("calendar event title", () => {
  it("keeps whole words only, so that what is drawn is part of the event's name (axe: label-content-name-mismatch)", () => {
    expect(eventTitle("Keyboard journey across the week", 20)).toBe("Keyboard journey…");
    expect(eventTitle("Short one", 20)).toBe("Short one");
    expect(eventTitle("  Line one\nline two  ", 20)).toBe("Line one line two");
    // One word longer than the limit is kept whole (the cell clips it).
    expect(eventTitle("Supercalifragilisticexpialidocious", 20)).toBe("Supercalifragilisticexpialidocious…");
  });
});
