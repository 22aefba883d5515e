import type { PrimaryElection } from "../primary-election";

/**
 * Who may vote in a party's primary, read from the state's `primaryType` wording:
 * - closed: only voters registered with the party;
 * - semi-closed: the party's members and unaffiliated voters, not members of another party;
 * - party-rules: each party decides (check before registering);
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
    return election.partyRegistrationRequired === true ? "closed" : "party-rules";
  }
  if (type.startsWith("open to unaffiliated")) return "semi-closed";
  if (type.includes("nonpartisan") || /^top-(two|four)/.test(type)) return "nonpartisan";
  if (type.startsWith("open") || type.startsWith("partially open")) return "open";
  return "unknown";
}

/** Whether a voter registered with another party must switch to vote in this party's primary. */
export function needsPartyRegistration(access: PrimaryAccess): boolean {
  return access === "closed" || access === "semi-closed";
}
