import { describe, expect, it } from "vitest";
import { communicationTemplatesSchema } from "#shared/communication-templates";
import type { Legislator } from "#shared/legislator";
import { makeLegislator } from "../../../../tests/support/shared-records";
import { TEMPLATE_PLACEHOLDERS } from "./build-templates";
import {
  allTexts,
  atLargeRepresentative,
  buildTemplates as build,
  delegate,
  fullSender,
  primaryOn,
  representative,
} from "./test-fixtures";

describe("buildCommunicationTemplates for a senator", () => {
  const templates = build();

  it("returns the shape the API promises", () => {
    expect(communicationTemplatesSchema.parse(templates)).toEqual(templates);
  });

  it("addresses the senator and asks for a vote to convict", () => {
    expect(templates.email.subject).toContain("Senator Murkowski");
    expect(templates.email.body.startsWith("Dear Senator Murkowski,\n\n")).toBe(true);
    expect(templates.email.body).toContain("your constituent in Alaska");
    expect(templates.email.body).toContain(
      "commit publicly to voting to convict a president who defies a ruling of the Supreme Court",
    );
    expect(templates.email.body).toContain("change my party registration");
    expect(templates.phone).toContain("ask Senator Murkowski to commit publicly to voting to convict");
  });

  it("lays the letter out with sender block, date, office address, salutation and closing", () => {
    const heading = [
      "Jordan Rivera\n123 Spruce Street\nAnchorage, AK 99501",
      "March 10, 2026",
      "The Honorable Lisa Murkowski\nUnited States Senate\n522 Hart Senate Office Building\nWashington, DC 20510",
      "Dear Senator Murkowski:",
    ].join("\n\n");
    expect(templates.letter.startsWith(`${heading}\n\n`)).toBe(true);
    expect(templates.letter.endsWith("\n\nRespectfully,\n\nJordan Rivera")).toBe(true);
  });

  it("signs the email with name, city, state and ZIP", () => {
    expect(templates.email.body.endsWith("Sincerely,\nJordan Rivera\nAnchorage, AK 99501")).toBe(true);
  });

  it("fills every placeholder from a full profile", () => {
    for (const text of allTexts(templates)) {
      for (const placeholder of Object.values(TEMPLATE_PLACEHOLDERS)) expect(text).not.toContain(placeholder);
    }
  });

  it("gives a short phone script for a staffer, with an optional no-reply line", () => {
    expect(
      templates.phone.startsWith(
        "Hi, my name is Jordan Rivera and I'm a constituent from Anchorage, ZIP 99501.",
      ),
    ).toBe(true);
    expect(templates.phone).toContain("I don't need a call back");
    expect(templates.phone.length).toBeLessThan(700);
  });

  it("gives three to five talking points as bullet lines", () => {
    const lines = templates.inPerson.split("\n");
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(lines.length).toBeLessThanOrEqual(5);
    for (const line of lines) expect(line.startsWith("- ")).toBe(true);
  });

  it("explains why a Republican matters, from the record's own figures", () => {
    expect(templates.contextualNote).toContain("Lisa Murkowski is a Republican senator for Alaska");
    expect(templates.contextualNote).toContain("scores 72 out of 100 on our persuadability model");
    expect(templates.contextualNote).toContain("with a partisan lean (PVI-style) of R+7");
    expect(templates.contextualNote).toContain("the primary on August 18, 2026");
  });

  it("is deterministic", () => {
    expect(build()).toEqual(templates);
  });
});

describe("buildCommunicationTemplates for House members", () => {
  it("names a representative's numbered district and asks for a vote to impeach", () => {
    const templates = build({ legislator: representative });
    expect(templates.email.body).toContain("Pennsylvania's 1st congressional district");
    expect(templates.letter).toContain("Dear Representative Fitzpatrick:");
    expect(templates.letter).toContain(
      "United States House of Representatives\n271 Cannon House Office Building\nWashington, DC 20515-3801",
    );
    expect(templates.email.body).toContain("commit publicly to voting to impeach");
    expect(templates.email.body).not.toContain("convict a president");
    expect(templates.contextualNote).toContain("in a district with a partisan lean (PVI-style) of EVEN");
  });

  it("calls district 0 at-large", () => {
    const templates = build({ legislator: atLargeRepresentative });
    expect(templates.email.body).toContain("Alaska's at-large congressional district");
    expect(templates.email.subject).toContain("Representative Begich");
  });

  it("asks a delegate to speak out and support impeachment, not to vote on the floor", () => {
    const templates = build({ legislator: delegate, primary: null });
    expect(templates.letter).toContain("Dear Delegate Norton:");
    expect(templates.email.body).toContain("your constituent in the District of Columbia");
    expect(templates.email.body).toContain("you cannot vote on the House floor");
    expect(templates.email.body).toContain("speaking out for impeaching a president");
    expect(templates.email.body).toContain("supporting impeachment in committee and in caucus");
    for (const text of allTexts(templates)) expect(text).not.toContain("voting to impeach");
    expect(templates.phone).toContain("Delegate Norton cannot vote on the House floor");
  });

  it("titles Puerto Rico's member Resident Commissioner", () => {
    const templates = build({
      legislator: { ...delegate, state: "PR", lastName: "Hernández", fullName: "Pablo José Hernández" },
    });
    expect(templates.letter).toContain("Dear Resident Commissioner Hernández:");
    expect(templates.email.body).toContain("your constituent in Puerto Rico");
  });

  it("tells the voter that support still helps with a non-Republican", () => {
    const note = build({ legislator: delegate }).contextualNote;
    expect(note).toContain("Eleanor Holmes Norton is a Democratic delegate for the District of Columbia.");
    expect(note).toContain("a message of support still helps");
    expect(note).not.toContain("persuadability");
    expect(note).not.toContain("partisan lean");
  });

  it("mentions an independent's caucus", () => {
    const note = build({
      legislator: makeLegislator({
        fullName: "Bernard Sanders",
        state: "VT",
        party: "Independent",
        caucus: "Democrat",
      }),
    }).contextualNote;
    expect(note).toContain(
      "Bernard Sanders is an independent senator for Vermont who caucuses with the Democrats",
    );
  });
});

describe("sender details", () => {
  it("leaves every field as a placeholder without a profile", () => {
    const templates = build({ sender: null });
    expect(
      templates.letter.startsWith(
        "[Your Name]\n[Your Street Address]\n[Your City], [Your State] [Your ZIP Code]\n\n",
      ),
    ).toBe(true);
    expect(templates.email.body).toContain(
      "My name is [Your Name], and I live in [Your City], [Your State].",
    );
    expect(
      templates.email.body.endsWith("Sincerely,\n[Your Name]\n[Your City], [Your State] [Your ZIP Code]"),
    ).toBe(true);
    expect(templates.phone).toContain(
      "Hi, my name is [Your Name] and I'm a constituent from [Your City], ZIP [Your ZIP Code].",
    );
    expect(templates.inPerson).toContain("[Your Name]");
  });

  it("uses placeholders exactly where the profile has no value", () => {
    const templates = build({
      sender: { name: "Jordan Rivera", address: "   ", city: null, state: "AK", zip: "99501" },
    });
    const texts = allTexts(templates).join("\n");
    expect(texts).not.toContain(TEMPLATE_PLACEHOLDERS.name);
    expect(texts).not.toContain(TEMPLATE_PLACEHOLDERS.state);
    expect(texts).not.toContain(TEMPLATE_PLACEHOLDERS.zip);
    expect(
      templates.letter.startsWith("Jordan Rivera\n[Your Street Address]\n[Your City], AK 99501\n\n"),
    ).toBe(true);
    expect(templates.email.body.endsWith("Sincerely,\nJordan Rivera\n[Your City], AK 99501")).toBe(true);
    expect(templates.phone).toContain("I'm a constituent from [Your City], ZIP 99501.");
  });

  it("keeps a value with line breaks or control characters on one clean line", () => {
    const templates = build({
      sender: { ...fullSender, name: "Jordan\r\nRivera\u0000\u202e", city: "Anchorage\nBcc: someone" },
    });
    expect(templates.email.body).toContain("Sincerely,\nJordan Rivera\nAnchorage Bcc: someone, AK 99501");
    for (const text of allTexts(templates)) {
      for (const unwanted of ["\u0000", "\r", "\u202e"]) expect(text).not.toContain(unwanted);
    }
  });
});

describe("email subject", () => {
  it("stays on one line even when the legislator's name holds a newline", () => {
    const templates = build({
      legislator: makeLegislator({ lastName: "Mur\nkowski\r\nBcc: x", fullName: "Lisa\nMurkowski" }),
    });
    expect(templates.email.subject).not.toMatch(/[\r\n]/);
    expect(templates.email.subject).toContain("Senator Mur kowski Bcc: x");
    expect(templates.letter).toContain("The Honorable Lisa Murkowski\n");
  });
});

describe("primary timing", () => {
  it("names the date when the seat's primary is still ahead", () => {
    const templates = build();
    expect(templates.email.body).toContain("I will vote for you in your primary on August 18, 2026.");
    expect(templates.phone).toContain("in the primary on August 18, 2026,");
  });

  it("still names the date on primary day itself", () => {
    expect(build({ today: new Date("2026-08-18T23:00:00Z") }).email.body).toContain(
      "your primary on August 18, 2026.",
    );
  });

  it("moves a past primary to the seat's next regular year, without carrying its month over", () => {
    const templates = build({
      legislator: representative,
      primary: primaryOn("2026-05-19"),
      today: new Date("2026-06-01T12:00:00Z"),
    });
    expect(templates.email.body).toContain("I will vote for you in your next primary, expected in 2028.");
    expect(templates.contextualNote).toContain("the next primary, expected in 2028.");
    for (const text of allTexts(templates)) expect(text).not.toContain("May 2028");
  });

  it("uses the seat's next election year when a senator is not on this year's ballot", () => {
    const templates = build({
      legislator: makeLegislator({ senateClass: 1, nextPrimaryYear: 2030 }),
      primary: primaryOn("2026-08-18"),
    });
    expect(templates.email.body).toContain("your next primary, expected in 2030.");
    for (const text of allTexts(templates)) expect(text).not.toContain("August 18, 2026");
  });

  it("gives only the year when the state's date is missing", () => {
    expect(build({ primary: primaryOn(null) }).email.body).toContain("your next primary, expected in 2026.");
    expect(build({ primary: null }).email.body).toContain("your next primary, expected in 2026.");
  });

  it("says only 'your next primary' when nothing is known", () => {
    const templates = build({ legislator: makeLegislator({ nextPrimaryYear: null }), primary: null });
    expect(templates.email.body).toContain("I will vote for you in your next primary.");
    for (const text of allTexts(templates)) expect(text).not.toContain("expected");
  });
});

describe("social media post", () => {
  const cases: Array<[string, Legislator]> = [
    ["senator", makeLegislator()],
    ["representative", representative],
    ["delegate", delegate],
    [
      "long name without handle",
      makeLegislator({ fullName: "A Very Long Legislator Name That Goes On And On", twitterHandle: null }),
    ],
  ];

  it.each(cases)("stays under 240 characters with both hashtags (%s)", (_label, legislator) => {
    const post = build({ legislator }).socialMedia;
    expect(post.length).toBeLessThan(240);
    expect(post.endsWith("#ImpeachmentPledge #Constitution")).toBe(true);
  });

  it("mentions the handle when there is one", () => {
    expect(build().socialMedia).toContain(
      "I'm asking @LisaMurkowski to commit publicly to voting to convict",
    );
    expect(build({ legislator: makeLegislator({ twitterHandle: "@LisaMurkowski" }) }).socialMedia).toContain(
      " @LisaMurkowski ",
    );
  });

  it("names the legislator when there is no handle", () => {
    const post = build({ legislator: delegate }).socialMedia;
    expect(post).toContain(
      "I'm asking Eleanor Holmes Norton to commit publicly to speaking out for impeaching",
    );
    expect(post).not.toContain("@");
  });
});

describe("letter office address", () => {
  it("uses the placeholder when the record has none", () => {
    expect(build({ legislator: delegate }).letter).toContain(
      "The Honorable Eleanor Holmes Norton\nUnited States House of Representatives\n[Office Address]\n\n",
    );
  });

  it("keeps an address it cannot split on one line", () => {
    const letter = build({
      legislator: makeLegislator({ officeAddress: "1 Main Street, Juneau, AK 99801" }),
    }).letter;
    expect(letter).toContain("United States Senate\n1 Main Street, Juneau, AK 99801\n\n");
  });
});
