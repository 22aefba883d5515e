import type { Recipient } from "./recipient";

const DEFIANCE = "a president who defies a ruling of the Supreme Court";

/**
 * What the voter asks the legislator to do, as a gerund phrase ("voting to convict"). The Senate
 * convicts, the House impeaches; delegates cannot vote on the House floor, so they are asked to
 * speak out and to back impeachment where they do have a say.
 */
export function shortAsk(recipient: Recipient): string {
  if (recipient.chamber === "Senate") return "voting to convict";
  return recipient.isDelegate ? "speaking out for impeaching" : "voting to impeach";
}

/** The full ask, to follow "commit publicly to". */
export function fullAsk(recipient: Recipient): string {
  const ask = `${shortAsk(recipient)} ${DEFIANCE}`;
  return recipient.isDelegate ? `${ask}, and supporting impeachment in committee and in caucus` : ask;
}
