import { describe, expect, it } from "vitest";
import { WORKSPACE_ROLES } from "@/lib/workspace-roles";
import { cardActions } from "./card-actions";

const me = "u-me";
const offered = (status: Parameters<typeof cardActions>[0]["status"], role: (typeof WORKSPACE_ROLES)[number], authorId = "u-other") =>
  [...cardActions({ status, authorId }, { role, userId: me })].sort();

describe("post card actions by role (the server's rules, src/lib/post-roles.ts)", () => {
  it("a client is offered only the comments and history", () => {
    for (const status of ["draft", "scheduled", "in_review", "changes_requested", "failed", "published"] as const) {
      expect(offered(status, "CLIENT")).toEqual(["thread"]);
    }
  });

  it("a contributor writes but neither reviews nor deletes; withdraws only their own post", () => {
    expect(offered("in_review", "CONTRIBUTOR")).toEqual(["edit", "thread"]);
    expect(offered("in_review", "CONTRIBUTOR", me)).toEqual(["edit", "thread", "withdraw"]);
    expect(offered("changes_requested", "CONTRIBUTOR", me)).toEqual(["edit", "resubmit", "thread", "withdraw"]);
    expect(offered("draft", "CONTRIBUTOR")).toEqual(["approve", "edit", "thread"]);
    expect(offered("published", "CONTRIBUTOR")).toEqual(["thread"]);
  });

  it("an editor (and up) reviews, withdraws anyone's post and deletes", () => {
    for (const role of ["EDITOR", "ADMIN", "OWNER"] as const) {
      expect(offered("in_review", role)).toEqual(["approveReview", "delete", "edit", "requestChanges", "thread", "withdraw"]);
      expect(offered("scheduled", role)).toEqual(["delete", "edit", "publishNow", "thread"]);
      expect(offered("published", role)).toEqual(["delete", "thread"]);
    }
  });

  it("offers nothing but the thread until the member is known", () => {
    expect([...cardActions({ status: "draft", authorId: me }, null)]).toEqual(["thread"]);
  });
});
