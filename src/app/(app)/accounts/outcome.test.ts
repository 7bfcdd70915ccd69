import { describe, expect, it } from "vitest";
import { CONNECT_FAILED_FALLBACK, connectionOutcome, queryWithoutOutcome } from "./outcome";

const q = (text: string) => new URLSearchParams(text);

describe("connectionOutcome", () => {
  it("names the network that was connected", () => {
    expect(connectionOutcome(q("success=x_connected"))).toMatchObject({ ok: true, network: "x", title: "X Connected!" });
    expect(connectionOutcome(q("success=linkedin_connected"))?.title).toBe("LinkedIn Connected!");
    expect(connectionOutcome(q("success=threads_connected"))?.title).toBe("Threads Connected!");
  });

  it("falls back to a neutral title for an unknown network", () => {
    expect(connectionOutcome(q("success=myspace_connected"))).toMatchObject({ ok: true, network: null, title: "Account Connected!" });
  });

  it("reports a failure with its details, or the fallback text", () => {
    expect(connectionOutcome(q("error=x_auth_failed&details=You%20cancelled%20the%20X%20authorization."))).toEqual({
      ok: false,
      network: "x",
      title: "Connection Failed",
      message: "You cancelled the X authorization.",
    });
    expect(connectionOutcome(q("error=linkedin_auth_failed"))?.message).toBe(CONNECT_FAILED_FALLBACK);
    expect(connectionOutcome(q("error=linkedin_auth_failed&details=%20%20"))?.message).toBe(CONNECT_FAILED_FALLBACK);
  });

  it("keeps long details to one short line", () => {
    const message = connectionOutcome(q(`error=x_auth_failed&details=${"a\n".repeat(400)}`))?.message ?? "";
    expect(message.length).toBeLessThanOrEqual(300);
    expect(message).not.toContain("\n");
  });

  it("asks to choose a Page after a login with several", () => {
    expect(connectionOutcome(q("choose=facebook"))).toEqual({
      ok: true,
      network: "facebook",
      title: "Choose your Facebook Page",
      message: "You manage several Facebook Pages: choose the one PostPilot posts to.",
    });
    expect(queryWithoutOutcome(q("choose=facebook&tab=2"))).toBe("?tab=2");
  });

  it("is null when the page was opened normally", () => {
    expect(connectionOutcome(q(""))).toBeNull();
    expect(connectionOutcome(q("details=orphan"))).toBeNull();
  });
});

describe("queryWithoutOutcome", () => {
  it("drops only the outcome parameters", () => {
    expect(queryWithoutOutcome(q("success=x_connected"))).toBe("");
    expect(queryWithoutOutcome(q("error=x_auth_failed&details=no&tab=2"))).toBe("?tab=2");
  });
});
