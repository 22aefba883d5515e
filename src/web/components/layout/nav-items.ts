import { paths } from "#web/lib/paths";

/** A section's name in the "components" catalogue's `nav`. */
export type NavLabel = "howItWorks" | "legislators" | "persuadables" | "accountability" | "faq" | "about";

export interface NavItem {
  href: string;
  label: NavLabel;
}

/** The site's main sections, in the order the header and the mobile drawer list them. */
export const MAIN_NAV: readonly NavItem[] = [
  { href: paths.howItWorks, label: "howItWorks" },
  { href: paths.legislators, label: "legislators" },
  { href: paths.persuadableRepublicans, label: "persuadables" },
  { href: paths.dischargeImpeachment, label: "accountability" },
  { href: paths.faq, label: "faq" },
  { href: paths.about, label: "about" },
];
