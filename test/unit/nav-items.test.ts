/** Which sidebar link is marked current (aria-current="page"): one, the most specific. */
import { describe, expect, it } from "vitest";
import { APP_LINKS } from "@/components/layout/app-nav-items";
import { currentHref } from "@/components/layout/nav-items";

const hrefs = APP_LINKS.map((link) => link.href);

describe("currentHref", () => {
  it("marks the settings page under /workspace, not also Workspace settings", () => {
    expect(currentHref("/workspace/api-keys", hrefs)).toBe("/workspace/api-keys");
    expect(currentHref("/workspace/connected-apps", hrefs)).toBe("/workspace/connected-apps");
    // Pages without their own sidebar link stay under Workspace settings.
    expect(currentHref("/workspace/webhooks", hrefs)).toBe("/workspace");
    expect(currentHref("/workspace", hrefs)).toBe("/workspace");
  });

  it("matches whole path segments only, and nothing outside the list", () => {
    expect(currentHref("/posts/import", hrefs)).toBe("/posts");
    expect(currentHref("/postsfoo", hrefs)).toBeNull();
    expect(currentHref("/pricing", hrefs)).toBeNull();
  });
});
