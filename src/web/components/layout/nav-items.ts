import { paths } from "#web/lib/paths";

export interface NavItem {
  href: string;
  label: string;
}

/** The site's main sections, in the order the header and the mobile drawer list them. */
export const MAIN_NAV: readonly NavItem[] = [
  { href: paths.howItWorks, label: "How It Works" },
  { href: paths.legislators, label: "Legislators" },
  { href: paths.persuadableRepublicans, label: "Persuadables" },
  { href: paths.dischargeImpeachment, label: "Accountability" },
  { href: paths.faq, label: "FAQ" },
  { href: paths.about, label: "About" },
];
