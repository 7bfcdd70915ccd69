import { describe, expect, it } from "vitest";
import { changeDetail, eventSummary } from "./history";
import { POST_ACTIONS, rowOf } from "./lifecycle";

const post = {
  content: "Hello",
  platforms: ["x"],
  mediaKeys: [] as string[],
  mediaAlt: [] as string[],
  title: null,
  scheduledAt: new Date("2026-12-01T10:00:00Z"),
};

describe("a post's history in words", () => {
  it("names what an edit changed, and a time alone as the new time", () => {
    expect(changeDetail(post, { ...post, content: "Hi", platforms: ["x", "linkedin"] })).toEqual({
      changed: ["text", "networks"],
      networks: ["x", "linkedin"],
    });
    const later = new Date("2026-12-02T09:30:00Z");
    expect(changeDetail(post, { ...post, scheduledAt: later })).toEqual({ changed: ["time"], scheduledAt: later.toISOString() });
    expect(changeDetail(post, post)).toEqual({ changed: [] });
    expect(changeDetail(post, { ...post, reviewNote: "Shorter, please." })).toEqual({ changed: [], comment: "Shorter, please." });
  });

  it("says created, edited, rescheduled, published and failed as a person would", () => {
    const at = (action: string, fromStatus: string | null, toStatus: string | null, detail: unknown = {}) =>
      eventSummary({ action, fromStatus, toStatus, detail });
    expect(at("draft", null, "draft")).toBe("Created as a draft");
    expect(at("now", null, "scheduled")).toBe("Created and scheduled");
    expect(at("edit", "draft", "draft", { changed: ["text"] })).toBe("Edited (text)");
    expect(at("edit", "scheduled", "scheduled", { changed: ["time"] })).toBe("Rescheduled");
    // Publishing now moves the time too: it is not a reschedule.
    expect(at("publishNow", "scheduled", "scheduled", { changed: ["time"] })).toBe("Sent to publish now");
    expect(at("draft", "scheduled", "draft")).toBe("Moved back to drafts");
    expect(at("approve", "draft", "scheduled")).toBe("Approved");
    expect(at("published", null, null, { network: "x" })).toBe("Published");
    expect(at("failed", "scheduled", "failed")).toBe("Publishing failed");
    // The review loop (a contributor's schedule goes to review instead).
    expect(at("schedule", "draft", "in_review")).toBe("Submitted for review");
    expect(at("requestChanges", "in_review", "changes_requested")).toBe("Changes requested");
    expect(at("schedule", "changes_requested", "in_review")).toBe("Resubmitted for review");
    expect(at("approveReview", "in_review", "scheduled")).toBe("Approved");
  });

  it("falls back to the table's label for an action it has no words for (a new review row reads at once)", () => {
    for (const action of POST_ACTIONS) expect(eventSummary({ action, fromStatus: "draft", toStatus: "draft", detail: {} })).not.toBe("");
    expect(eventSummary({ action: "delete", fromStatus: "draft", toStatus: null, detail: {} })).toBe(rowOf("delete").label);
    expect(eventSummary({ action: "somethingNew", fromStatus: "draft", toStatus: "draft", detail: {} })).toBe("somethingNew");
  });
});
