import { buildLink, PRODUCT_NAME, renderMail } from "#server/mail/layout";
import type { OutgoingMail } from "#server/mail/outbox";
import type { Legislator } from "#shared/legislator";
import { formatLongDate } from "#shared/rules/dates";
import { stateName } from "#shared/states";
import type { Pledger } from "../actions/service";

export interface DepartureMailInput {
  member: Legislator;
  /** Who holds the seat now, when the data lists someone. */
  successor: Legislator | null;
  pledger: Pledger;
  unsubscribe: { pageUrl: string; headers: Record<string, string> };
  publicUrl: string;
}

/** "Alaska's Senate seat", "TX-23". */
function seat(member: Legislator): string {
  return member.type === "sen"
    ? `${stateName(member.state)}'s Senate seat`
    : (member.districtCode ?? member.state);
}

/**
 * Tells a pledger that the member they pledged to has left office and that the pledge is closed,
 * naming the seat's new holder when the data lists one (docs/principles.md, "Congress turns over").
 */
export function departureMail({
  member,
  successor,
  pledger,
  unsubscribe,
  publicUrl,
}: DepartureMailInput): OutgoingMail {
  const paragraphs = [
    `Hello ${pledger.name},`,
    `${member.fullName} left office on ${formatLongDate(member.leftOffice)}. Your pledge to vote in ${member.fullName}'s primary is closed: there is no longer a primary of theirs to keep it in.`,
    successor
      ? `${successor.fullName} (${successor.party}) now holds ${seat(member)}. You can read about them, and pledge to them if you wish, on their profile.`
      : `Our data does not list who holds ${seat(member)} now. The seat's page will show them as soon as it does.`,
  ];
  const profile = successor ?? member;
  return {
    kind: "departure-notice",
    userId: pledger.userId,
    topic: `departure:${member.id}:${member.leftOffice}`,
    to: pledger.email,
    subject: `${member.fullName} has left office: your pledge is closed`,
    headers: unsubscribe.headers,
    ...renderMail({
      title: `${member.fullName} has left office`,
      paragraphs,
      action: {
        label: successor ? `See ${successor.fullName}'s profile` : `See ${member.fullName}'s profile`,
        url: buildLink(publicUrl, `/legislators/${profile.slug}`),
      },
      links: [{ label: "Your pledges on your dashboard", url: buildLink(publicUrl, "/dashboard") }],
      footer: `You receive this notice because you pledged to ${member.fullName} on ${PRODUCT_NAME}. To stop reminders and notices, open ${unsubscribe.pageUrl}`,
    }),
  };
}
