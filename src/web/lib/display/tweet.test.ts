import { describe, expect, it } from "vitest";
import { pledgedTweet, TWEET_MAX, tweetText } from "./tweet";

const TAGS = " #PledgeWatch #Accountability";

describe("tweetText", () => {
  it("drops the template's hashtags and appends the campaign's two", () => {
    expect(tweetText({ template: "Uphold the Court. #ImpeachmentPledge #Constitution" })).toBe(
      `Uphold the Court.${TAGS}`,
    );
  });

  it("keeps a # that is not a hashtag", () => {
    expect(tweetText({ template: "We're #1 in C# and # signs" })).toBe(`We're in C# and # signs${TAGS}`);
  });

  it("adds the legislator's handle in front and the campaign's at the end when missing", () => {
    expect(
      tweetText({ template: "Act now.", legislatorHandle: "SenJane", productHandle: "@PledgeWatch" }),
    ).toBe(`@SenJane Act now. @PledgeWatch${TAGS}`);
  });

  it("does not repeat a handle the text already has, in any case", () => {
    expect(
      tweetText({ template: "I'm asking @senjane to act. #Constitution", legislatorHandle: "@SenJane" }),
    ).toBe(`I'm asking @senjane to act.${TAGS}`);
  });

  it("leaves the text whole when it fits exactly", () => {
    const room = TWEET_MAX - TAGS.length;
    const template = "a".repeat(room);
    const tweet = tweetText({ template });
    expect(tweet).toBe(`${template}${TAGS}`);
    expect(tweet.length).toBe(TWEET_MAX);
  });

  it("cuts one character over the limit with an ellipsis, keeping handles and hashtags", () => {
    const room = TWEET_MAX - TAGS.length;
    expect(tweetText({ template: "a".repeat(room + 1) })).toBe(`${"a".repeat(room - 1)}…${TAGS}`);

    const tweet = tweetText({
      template: "word ".repeat(60),
      legislatorHandle: "SenJane",
      productHandle: "PledgeWatch",
    });
    expect(tweet.length).toBeLessThanOrEqual(TWEET_MAX);
    expect(tweet.startsWith("@SenJane word")).toBe(true);
    expect(tweet.endsWith(`… @PledgeWatch${TAGS}`)).toBe(true);
    expect(tweet.length).toBe(TWEET_MAX);
  });

  it("never splits an emoji", () => {
    const room = TWEET_MAX - TAGS.length;
    const tweet = tweetText({ template: "🇺🇸".repeat(room) });
    expect(tweet).not.toMatch(/\uFFFD/);
    expect(Array.from(tweet).length).toBeLessThanOrEqual(TWEET_MAX);
  });

  it("drops whole sentences from the end before cutting the pledge's words", () => {
    const template =
      "I pledge my primary vote to you if you act to impeach or convict a president who defies the Supreme Court. Voters are watching. Please act.";
    const pledge =
      "I pledge my primary vote to you if you act to impeach or convict a president who defies the Supreme Court.";
    expect(tweetText({ template, legislatorHandle: "lisamurkowski", productHandle: "Watch" })).toBe(
      `@lisamurkowski ${pledge} @Watch${TAGS}`,
    );
    const crowded = tweetText({
      template,
      legislatorHandle: "SenLisaMurkowski",
      productHandle: "PledgeWatchOrg",
    });
    expect(crowded).toBe(`@SenLisaMurkowski ${pledge} @PledgeWatchOrg${TAGS}`);
    expect(Array.from(crowded).length).toBeLessThanOrEqual(TWEET_MAX);
  });

  it("keeps the condition of the dashboard's and the templates' default tweets", () => {
    const tweet = tweetText({
      template: pledgedTweet(),
      legislatorHandle: "SenLisaMurkowski",
      productHandle: "PledgeWatch",
    });
    expect(tweet).toContain("if you act to impeach or convict a president who defies the Supreme Court.");
  });
});

describe("the pledged tweet in Spanish", () => {
  it("is English unless told", () => {
    const english =
      "I pledge my primary vote to you if you act to impeach or convict a president who defies the Supreme Court. Voters are watching.";
    expect(pledgedTweet()).toBe(english);
    expect(pledgedTweet("en")).toBe(english);
  });

  it("keeps the pledge and its condition beside the legislator's handle", () => {
    expect(tweetText({ template: pledgedTweet("es"), legislatorHandle: "SenJane" })).toBe(
      "@SenJane Tendrá mi voto en la primaria si impulsa el juicio político o la condena de un presidente que desafíe a la Corte Suprema. #PledgeWatch #Accountability",
    );
  });

  it("stays within the limit with both handles", () => {
    const tweet = tweetText({
      template: pledgedTweet("es"),
      legislatorHandle: "SenLisaMurkowski",
      productHandle: "PledgeWatch",
    });
    expect(
      tweet.startsWith("@SenLisaMurkowski Tendrá mi voto en la primaria si impulsa el juicio político"),
    ).toBe(true);
    expect(Array.from(tweet).length).toBeLessThanOrEqual(TWEET_MAX);
  });
});
