import { describe, expect, it } from "vitest";
import { shareLinks } from "./share";

describe("shareLinks", () => {
  it("encodes the message and the link for each network", () => {
    const links = shareLinks({
      text: "Join me & pledge #1",
      url: "https://example.org/legislators/jane-doe",
    });
    expect(new URL(links.twitter).searchParams.get("text")).toBe("Join me & pledge #1");
    expect(new URL(links.twitter).searchParams.get("url")).toBe("https://example.org/legislators/jane-doe");
    expect(new URL(links.facebook).searchParams.get("u")).toBe("https://example.org/legislators/jane-doe");
    expect(new URL(links.bluesky).searchParams.get("text")).toBe(
      "Join me & pledge #1 https://example.org/legislators/jane-doe",
    );
  });
});
