import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { lifecycleDocument, lifecycleMermaid } from "./lifecycle-diagram";

describe("the post lifecycle drawing", () => {
  it("docs/post-lifecycle.md is the one drawn from the table (run `npx tsx scripts/lifecycle-diagram.ts`)", () => {
    const written = readFileSync(path.join(process.cwd(), "docs/post-lifecycle.md"), "utf8");
    expect(written).toBe(lifecycleDocument());
  });

  it("draws each allowed move once, labelled with the actions that take it", () => {
    const diagram = lifecycleMermaid();
    expect(diagram).toContain("  draft --> scheduled: Schedule Post, Approve, AI video: schedule or publish (goes out at its date)");
    expect(diagram).toContain("  failed --> scheduled: Publish Now (editor), Republish (goes out now)");
    expect(diagram).toContain("  scheduled --> published: every network published (worker)");
    expect(diagram).not.toContain("published --> scheduled");
  });
});
