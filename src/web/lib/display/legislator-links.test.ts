import { describe, expect, it } from "vitest";
import { facebookUrl, mailtoUrl, webSearchUrl, youtubeUrl } from "./legislator-links";

describe("webSearchUrl", () => {
  it("searches for the member's official website", () => {
    const url = new URL(webSearchUrl({ fullName: "Lisa Murkowski", type: "sen", state: "AK" }));
    expect(url.hostname).toBe("duckduckgo.com");
    expect(url.searchParams.get("q")).toBe("Senator Lisa Murkowski AK official website");
    expect(
      new URL(webSearchUrl({ fullName: "Don Bacon", type: "rep", state: "NE" })).searchParams.get("q"),
    ).toBe("Representative Don Bacon NE official website");
  });
});

describe("social links", () => {
  it("links a Facebook account", () => {
    expect(facebookUrl("SenLisaMurkowski")).toBe("https://www.facebook.com/SenLisaMurkowski");
  });

  it("links YouTube channel ids and user names differently", () => {
    expect(youtubeUrl("UC7tXCm8gKlAhTFo2kuf5ylw")).toBe(
      "https://www.youtube.com/channel/UC7tXCm8gKlAhTFo2kuf5ylw",
    );
    expect(youtubeUrl("senatormurkowski")).toBe("https://www.youtube.com/user/senatormurkowski");
  });
});

describe("mailtoUrl", () => {
  it("encodes the subject and body so spaces, line breaks and symbols survive", () => {
    expect(mailtoUrl({ subject: "Will you act?", body: "Dear Senator,\n\nA & B + C" })).toBe(
      "mailto:?subject=Will%20you%20act%3F&body=Dear%20Senator%2C%0A%0AA%20%26%20B%20%2B%20C",
    );
  });
});
