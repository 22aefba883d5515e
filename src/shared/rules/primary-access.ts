import type { PrimaryElection } from "../primary-election";

/**
 * Who may vote in a party's primary, read from the state's `primaryType` wording:
 * - closed: only voters registered with the party;
 * - semi-closed: the party's members and unaffiliated voters, not members of another party (a
 *   partially closed state where party registration is not required, as North Carolina, whose
 *   source says "no for unaffiliated (choose D or R ballot)", is one too);
 * - party-rules: each party decides whether unaffiliated voters may take part (check before
 *   registering); members of another party may not;
 * - open: any voter picks a party's ballot (partially open states record the choice);
 * - nonpartisan: one all-party ballot (top-two, top-four), so registration does not matter;
 * - unknown: no rules on file.
 */
export type PrimaryAccess = "closed" | "semi-closed" | "party-rules" | "open" | "nonpartisan" | "unknown";

export function primaryAccess(
  election: Pick<PrimaryElection, "primaryType" | "partyRegistrationRequired"> | null | undefined,
): PrimaryAccess {
  const type = election?.primaryType?.trim().toLowerCase();
  if (!election || !type) return "unknown";
  if (type.startsWith("closed")) return "closed";
  if (type.startsWith("partially closed")) {
    if (election.partyRegistrationRequired === true) return "closed";
    return election.partyRegistrationRequired === false ? "semi-closed" : "party-rules";
  }
  if (type.startsWith("open to unaffiliated")) return "semi-closed";
  if (type.includes("nonpartisan") || /^top-(two|four)/.test(type)) return "nonpartisan";
  if (type.startsWith("open") || type.startsWith("partially open")) return "open";
  return "unknown";
}

/**
 * A voter's registration as the primary rules see it. "Independent" on our forms means no party
 * (unaffiliated); "Other", like "Democrat", "Libertarian" and "Green", is another party.
 */
export type VoterRegistration = "republican" | "unaffiliated" | "other-party" | "unregistered";

const REGISTRATION_BY_PARTY = new Map<string, VoterRegistration>([
  ["republican", "republican"],
  ["independent", "unaffiliated"],
  ["none/unaffiliated", "unaffiliated"],
  ["democrat", "other-party"],
  ["libertarian", "other-party"],
  ["green", "other-party"],
  ["other", "other-party"],
  ["unregistered", "unregistered"],
]);

/** The registration status of a user's recorded `registeredParty`; null when none is recorded. */
export function voterRegistration(registeredParty: string | null | undefined): VoterRegistration | null {
  return REGISTRATION_BY_PARTY.get(registeredParty?.trim().toLowerCase() ?? "") ?? null;
}

/** Who the instruction speaks to: voters of a status in general, or the signed-in voter. */
const SUBJECTS: Record<VoterRegistration, string> = {
  republican: "Registered Republicans",
  unaffiliated: "Unaffiliated voters",
  "other-party": "Voters registered in another party",
  unregistered: "Voters not yet registered",
};

const CHANGE = "must change {their} registration to Republican by the state's deadline for party changes.";
const REGISTER_REPUBLICAN = "must register to vote as Republican by the registration deadline.";
const ANY_BALLOT = "may choose the Republican ballot; party registration does not matter.";
const ONE_BALLOT =
  "vote on one ballot that lists the candidates of every party; party registration does not matter.";

/** What each status must do, as a predicate with `{their}` for the possessive. */
const PREDICATES: Record<PrimaryAccess, Record<VoterRegistration, string>> = {
  closed: {
    republican: "vote in the Republican primary.",
    unaffiliated: CHANGE,
    "other-party": CHANGE,
    unregistered: REGISTER_REPUBLICAN,
  },
  "semi-closed": {
    republican: "vote in the Republican primary.",
    unaffiliated: "may choose the Republican ballot without changing {their} registration.",
    "other-party": CHANGE,
    unregistered: "must register to vote, as Republican or unaffiliated, by the registration deadline.",
  },
  "party-rules": {
    republican: "vote in the Republican primary.",
    unaffiliated:
      "may vote in it only if the Republican Party admits unaffiliated voters this cycle: ask the state election office, or change {their} registration to Republican by the deadline.",
    "other-party": CHANGE,
    unregistered: REGISTER_REPUBLICAN,
  },
  open: {
    republican: ANY_BALLOT,
    unaffiliated: ANY_BALLOT,
    "other-party": ANY_BALLOT,
    unregistered:
      "must register to vote by the registration deadline, then may choose the Republican ballot.",
  },
  nonpartisan: {
    republican: ONE_BALLOT,
    unaffiliated: ONE_BALLOT,
    "other-party": ONE_BALLOT,
    unregistered: "must register to vote by the registration deadline.",
  },
  unknown: {
    republican: "can vote in the Republican primary.",
    unaffiliated: "should ask the state election office whether {their} registration must change.",
    "other-party": "should ask the state election office whether {their} registration must change.",
    unregistered: "must register to vote by the registration deadline.",
  },
};

export interface RepublicanPrimaryInstruction {
  /** The status the line is for; "any" when it holds for every voter. */
  registration: VoterRegistration | "any";
  /** "Unaffiliated voters may choose the Republican ballot without changing their registration." */
  text: string;
  /** Whether this voter must change (or make) a registration to vote in the Republican primary. */
  mustAct: boolean;
}

/**
 * Who may vote in a state's Republican primary, for one registration status, in plain words. With
 * `person: "you"` the sentence speaks to the signed-in voter ("You must change your registration…").
 * Read from the state's primary type (see primaryAccess): in the states whose primary is open to
 * unaffiliated voters (AZ, CO, DC, KS, MA, ME, NH, NM, RI, WV) and in North Carolina (partially
 * closed, no party registration required of unaffiliated voters) a registered Democrat must switch.
 */
export function whoMayVoteInRepublicanPrimary(
  rules: Pick<PrimaryElection, "primaryType" | "partyRegistrationRequired"> | null | undefined,
  registration: VoterRegistration,
  person: "they" | "you" = "they",
): RepublicanPrimaryInstruction {
  const predicate = PREDICATES[primaryAccess(rules)][registration];
  const subject = person === "you" ? "You" : SUBJECTS[registration];
  return {
    registration,
    text: `${subject} ${predicate.replace("{their}", person === "you" ? "your" : "their")}`,
    mustAct: /^must /.test(predicate) || predicate.includes("change {their}"),
  };
}

/** The statuses a page lists when it does not know the voter's: Republicans, unaffiliated, another party. */
const LISTED_REGISTRATIONS = ["republican", "unaffiliated", "other-party"] as const;

/**
 * The rule for every listed status, one line each; one line for all voters where registration does
 * not matter (open and top-two primaries): "All voters may choose the Republican ballot; …".
 */
export function republicanPrimaryRules(
  rules: Pick<PrimaryElection, "primaryType" | "partyRegistrationRequired"> | null | undefined,
): RepublicanPrimaryInstruction[] {
  const lines = LISTED_REGISTRATIONS.map((status) => whoMayVoteInRepublicanPrimary(rules, status));
  const predicates = new Set(LISTED_REGISTRATIONS.map((status) => PREDICATES[primaryAccess(rules)][status]));
  if (predicates.size > 1) return lines;
  const [predicate = ""] = predicates;
  return [
    { registration: "any", text: `All voters ${predicate.replace("{their}", "their")}`, mustAct: false },
  ];
}
