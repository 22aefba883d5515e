import { describe, expect, it } from "vitest";
import { formatHandle, handleFromProfileUrl, xProfileUrl } from "./social-handle";

describe("formatHandle", () => {
  it("shows exactly one leading @", () => {
    expect(formatHandle("SenJaneDoe")).toBe("@SenJaneDoe");
    expect(formatHandle("@SenJaneDoe")).toBe("@SenJaneDoe");
    expect(formatHandle(" @@SenJaneDoe ")).toBe("@SenJaneDoe");
  });

  it("is empty for a blank handle", () => {
    expect(formatHandle("  ")).toBe("");
    expect(formatHandle("@")).toBe("");
  });
});

describe("xProfileUrl", () => {
  it("links the handle without its @", () => {
    expect(xProfileUrl("@SenJaneDoe")).toBe("https://x.com/SenJaneDoe");
  });
});

describe("handleFromProfileUrl", () => {
  it("reads the handle from an X or Twitter profile link", () => {
    expect(handleFromProfileUrl("https://x.com/PledgeWatch")).toBe("@PledgeWatch");
    expect(handleFromProfileUrl("https://twitter.com/PledgeWatch/")).toBe("@PledgeWatch");
    expect(handleFromProfileUrl("https://www.x.com/PledgeWatch?ref=site")).toBe("@PledgeWatch");
  });

  it("is null for anything else", () => {
    expect(handleFromProfileUrl(undefined)).toBeNull();
    expect(handleFromProfileUrl("not a url")).toBeNull();
    expect(handleFromProfileUrl("https://bsky.app/profile/example.org")).toBeNull();
    expect(handleFromProfileUrl("https://x.com/")).toBeNull();
    expect(handleFromProfileUrl("https://x.com/a-name-that-is-far-too-long")).toBeNull();
  });
});
