import { mailText } from "#server/i18n/mail-texts";
import { PRODUCT_NAME, pageLink, renderMail } from "#server/mail/layout";
import type { OutgoingMail } from "#server/mail/outbox";
import { stateNameIn } from "#shared/i18n/states";
import { type Language, LOCALES } from "#shared/language";
import type { Legislator } from "#shared/legislator";
import { partyName } from "#shared/party-names";
import { formatLongDate } from "#shared/rules/dates";
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
function seat(member: Legislator, language: Language): string {
  return member.type === "sen"
    ? mailText(language, "departure.senateSeat", { state: stateNameIn(member.state, language) })
    : mailText(language, "departure.houseSeat", { district: member.districtCode ?? member.state });
}

/**
 * Tells a pledger that the member they pledged to has left office and that the pledge is closed,
 * naming the seat's new holder when the data lists one (docs/principles.md, "Congress turns over").
 * In the pledger's language, with links to the pages in it.
 */
export function departureMail({
  member,
  successor,
  pledger,
  unsubscribe,
  publicUrl,
}: DepartureMailInput): OutgoingMail {
  const { language } = pledger;
  const paragraphs = [
    mailText(language, "greeting", { name: pledger.name }),
    mailText(language, "departure.closed", {
      member: member.fullName,
      date: formatLongDate(member.leftOffice, LOCALES[language]),
    }),
    successor
      ? mailText(language, "departure.successor", {
          successor: successor.fullName,
          party: partyName(successor.party, language, successor.gender),
          seat: seat(member, language),
        })
      : mailText(language, "departure.noSuccessor", { seat: seat(member, language) }),
  ];
  const profile = successor ?? member;
  return {
    kind: "departure-notice",
    userId: pledger.userId,
    topic: `departure:${member.id}:${member.leftOffice}`,
    to: pledger.email,
    subject: mailText(language, "departure.subject", { member: member.fullName }),
    headers: unsubscribe.headers,
    ...renderMail({
      language,
      title: mailText(language, "departure.title", { member: member.fullName }),
      paragraphs,
      action: {
        label: mailText(language, "profileLink", { name: profile.fullName }),
        url: pageLink(publicUrl, language, `/legislators/${profile.slug}`),
      },
      links: [
        { label: mailText(language, "dashboardLink"), url: pageLink(publicUrl, language, "/dashboard") },
      ],
      footer: [
        mailText(language, "notice.footer", { legislator: member.fullName, product: PRODUCT_NAME }),
        mailText(language, "layout.unsubscribe", { url: unsubscribe.pageUrl }),
      ].join(" "),
    }),
  };
}
