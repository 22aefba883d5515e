import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { z } from "zod";
import { US_STATES } from "#shared/states";

const termSchema = z.object({
  type: z.enum(["sen", "rep"]),
  start: z.string(),
  end: z.string(),
  state: z.string().length(2),
  district: z.number().int().optional(),
  class: z.number().int().optional(),
  party: z.string(),
  caucus: z.string().optional(),
  url: z.string().optional(),
  address: z.string().optional(),
  phone: z.string().optional(),
  contact_form: z.string().optional(),
});

const legislatorSchema = z.object({
  id: z.object({ bioguide: z.string() }),
  name: z.object({
    first: z.string(),
    last: z.string(),
    middle: z.string().optional(),
    suffix: z.string().optional(),
    nickname: z.string().optional(),
    official_full: z.string().optional(),
  }),
  bio: z.object({ birthday: z.string().optional(), gender: z.enum(["M", "F"]).optional() }),
  terms: z.array(termSchema).min(1),
});

const socialSchema = z.object({
  id: z.object({ bioguide: z.string() }),
  social: z.object({
    twitter: z.string().optional(),
    facebook: z.string().optional(),
    youtube: z.string().optional(),
    youtube_id: z.string().optional(),
  }),
});

/** A serving member as the congress-legislators files describe them, before any model is applied. */
export interface Member {
  bioguideId: string;
  firstName: string;
  lastName: string;
  middleName: string | null;
  suffix: string | null;
  nickname: string | null;
  fullName: string;
  birthday: string | null;
  gender: "M" | "F" | null;
  type: "sen" | "rep";
  party: string;
  caucus: string | null;
  state: string;
  district: number | null;
  senateClass: number | null;
  isDelegate: boolean;
  termStart: string;
  termEnd: string;
  twitterHandle: string | null;
  facebookId: string | null;
  youtubeId: string | null;
  phone: string | null;
  contactForm: string | null;
  officeAddress: string | null;
  url: string | null;
}

const nonVotingJurisdictions = new Set(US_STATES.filter((s) => s.kind !== "state").map((s) => s.code));

function readYaml(path: string): unknown {
  return parse(readFileSync(path, "utf8"));
}

/** Every serving member from legislators-current.yaml, with social accounts joined by bioguide id. */
export function readLegislators(dataDir: string): Member[] {
  const legislators = z.array(legislatorSchema).parse(readYaml(join(dataDir, "legislators-current.yaml")));
  const socials = new Map(
    z
      .array(socialSchema)
      .parse(readYaml(join(dataDir, "legislators-social-media.yaml")))
      .map((entry) => [entry.id.bioguide, entry.social]),
  );

  return legislators.map((legislator): Member => {
    const { name, bio } = legislator;
    const term = legislator.terms.at(-1)!;
    const social = socials.get(legislator.id.bioguide);
    // Two records (2026 arrivals) lack official_full; the plain name is the closest equivalent.
    const fullName =
      name.official_full ?? [name.first, name.last].join(" ") + (name.suffix ? `, ${name.suffix}` : "");
    return {
      bioguideId: legislator.id.bioguide,
      firstName: name.first,
      lastName: name.last,
      middleName: name.middle ?? null,
      suffix: name.suffix ?? null,
      nickname: name.nickname ?? null,
      fullName,
      birthday: bio.birthday ?? null,
      gender: bio.gender ?? null,
      type: term.type,
      party: term.party,
      caucus: term.caucus ?? null,
      state: term.state,
      district: term.type === "sen" ? null : (term.district ?? 0),
      senateClass: term.class ?? null,
      isDelegate: term.type === "rep" && nonVotingJurisdictions.has(term.state),
      termStart: term.start,
      termEnd: term.end,
      twitterHandle: social?.twitter ?? null,
      facebookId: social?.facebook ?? null,
      youtubeId: social?.youtube ?? social?.youtube_id ?? null,
      phone: term.phone ?? null,
      contactForm: term.contact_form ?? null,
      officeAddress: term.address ?? null,
      url: term.url ?? null,
    };
  });
}

/** The party whose caucus the member sits in: the caucus when it differs, else the party. */
export function caucusParty(member: Pick<Member, "party" | "caucus">): string {
  return member.caucus ?? member.party;
}

/** "ST-NN" for a district, "ST-AL" for district 0 (at-large seats and delegates). */
export function districtCode(state: string, district: number): string {
  return `${state}-${district === 0 ? "AL" : String(district).padStart(2, "0")}`;
}
