import { formatNumber, initials } from "#shared/format";
import type { Legislator } from "#shared/legislator";
import { districtLabel, positionTitle } from "#shared/legislator-label";
import { stateName } from "#shared/states";

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** What a legislator's share card says; two cards with equal content are the same image. */
export interface CardContent {
  name: string;
  office: string;
  party: string;
  initials: string;
  constituentPledges: number;
  otherPledges: number;
}

export function cardContent(legislator: Legislator): CardContent {
  const title = positionTitle(legislator);
  const district = districtLabel(legislator);
  return {
    name: legislator.fullName,
    office: `${legislator.inOffice ? `U.S. ${title}` : `Former U.S. ${title.toLowerCase()}`} for ${stateName(legislator.state)}${district ? `, ${district}` : ""}`,
    party: legislator.party,
    initials: initials(legislator.firstName, legislator.lastName),
    constituentPledges: legislator.constituentPledgeCount,
    otherPledges: legislator.pledgeCount - legislator.constituentPledgeCount,
  };
}

/** The sentence under the count: what the number means, and the others when there are any. */
function pledgeLine({ constituentPledges, otherPledges }: CardContent): { figure: string; words: string } {
  const others = otherPledges > 0 ? ` · ${formatNumber(otherPledges)} from elsewhere` : "";
  if (constituentPledges === 0) {
    return { figure: "0", words: `constituent pledges so far${others}` };
  }
  return {
    figure: formatNumber(constituentPledges),
    words: `${constituentPledges === 1 ? "constituent pledge" : "constituent pledges"}${others}`,
  };
}

/** A satori element: the subset of React elements satori lays out (flexbox, inline styles). */
export interface CardElement {
  type: string;
  props: { style?: Record<string, string | number>; children?: unknown; src?: string; [k: string]: unknown };
}

const el = (
  type: string,
  style: Record<string, string | number>,
  children?: unknown,
  extra: Record<string, unknown> = {},
): CardElement => ({ type, props: { style, children, ...extra } });

const NAVY = "#102a56";
const NAVY_DEEP = "#0a1b3a";
const PALE = "#d9e4f5";
const AMBER = "#fbbf24";
const FOOTER_HEIGHT = 104;

/**
 * The card: the member's photo (their initials when there is none), name, office and party, and
 * the constituent pledges in large type, on the site's colours, with the site's name and promise.
 */
export function cardElement(content: CardContent, photo: string | null): CardElement {
  const { figure, words } = pledgeLine(content);
  const portrait = photo
    ? el("img", { width: 300, height: 366, borderRadius: 24, objectFit: "cover" }, undefined, {
        src: photo,
        width: 300,
        height: 366,
      })
    : el(
        "div",
        {
          width: 300,
          height: 366,
          borderRadius: 24,
          background: PALE,
          color: NAVY,
          fontSize: 120,
          fontWeight: 800,
          display: "flex",
          alignItems: "center",
          justifyContent: "center",
        },
        content.initials,
      );
  const nameSize = content.name.length <= 18 ? 72 : content.name.length <= 26 ? 60 : 52;
  return el(
    "div",
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      display: "flex",
      flexDirection: "column",
      background: NAVY,
      color: "white",
      fontFamily: "Inter",
    },
    [
      el(
        "div",
        { display: "flex", height: CARD_HEIGHT - FOOTER_HEIGHT, padding: "56px 64px 48px", gap: 56 },
        [
          portrait,
          el("div", { display: "flex", flexDirection: "column", flex: 1, paddingTop: 8 }, [
            el(
              "div",
              { fontSize: 24, fontWeight: 700, letterSpacing: 4, color: AMBER, textTransform: "uppercase" },
              "Pledge Watch",
            ),
            el("div", { fontSize: nameSize, fontWeight: 800, lineHeight: 1.05, marginTop: 20 }, content.name),
            el("div", { fontSize: 32, color: PALE, marginTop: 18, lineHeight: 1.25 }, content.office),
            el("div", { fontSize: 28, color: PALE, marginTop: 8, marginBottom: 24 }, content.party),
            el("div", { display: "flex", alignItems: "baseline", gap: 20, marginTop: "auto" }, [
              el("div", { fontSize: 96, fontWeight: 800, color: AMBER, lineHeight: 1 }, figure),
              el("div", { fontSize: 30, color: "white", flex: 1 }, words),
            ]),
          ]),
        ],
      ),
      el(
        "div",
        {
          display: "flex",
          alignItems: "center",
          height: FOOTER_HEIGHT,
          padding: "0 64px",
          background: NAVY_DEEP,
          fontSize: 24,
          color: PALE,
        },
        "Pledge to vote in their primary if they act to impeach or convict a president who defies the Supreme Court.",
      ),
    ],
  );
}
