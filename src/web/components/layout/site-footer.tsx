import { useQuery } from "@tanstack/react-query";
import ExternalLinkIcon from "lucide-react/icons/external-link";
import { type ComponentType, type ReactNode, useSyncExternalStore } from "react";
import { Link } from "wouter";
import { paths } from "#web/lib/paths";
import { SITE_NAME } from "#web/lib/site";
import { type SiteConfig, siteConfigQuery } from "#web/lib/site-config";
import { Container } from "../ui/container";
import { BlueskyIcon, FacebookIcon, XLogoIcon } from "./brand-icons";
import { Logo } from "./logo";
import { MAIN_NAV } from "./nav-items";

const linkClass = "rounded-sm text-slate-300 transition-colors hover:text-white hover:underline";

const RESOURCES = [
  { href: paths.stateInformation(), label: "Voting Information" },
  { href: paths.stateInformation(), label: "Primary Calendar" },
  { href: paths.stateInformation(), label: "Registration Guide" },
  // Points at the state pages until election results exist (docs/principles.md, No dead ends).
  { href: paths.stateInformation(), label: "Election Results" },
  { href: paths.legislators, label: "Contact Legislators" },
];

const CONTACT_AND_LEGAL = [
  { href: paths.contact, label: "Contact Us" },
  { href: paths.privacyPolicy, label: "Privacy Policy" },
  { href: paths.disclaimer, label: "Disclaimer" },
  { href: paths.termsOfService, label: "Terms of Service" },
];

const SOCIAL: ReadonlyArray<{
  key: keyof SiteConfig["links"];
  label: string;
  Icon: ComponentType<{ className?: string }>;
}> = [
  { key: "twitter", label: "X (Twitter)", Icon: XLogoIcon },
  { key: "facebook", label: "Facebook", Icon: FacebookIcon },
  { key: "bluesky", label: "Bluesky", Icon: BlueskyIcon },
];

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-3 text-sm">{children}</ul>
    </div>
  );
}

function NewTabHint() {
  return <span className="sr-only"> (opens in a new tab)</span>;
}

const neverChanges = () => () => {};

/**
 * This year in the browser. A prerendered page was built in some year of its own, so while React
 * takes over its markup (and at build time) there is no year, and the markup always matches.
 */
function useYear(): number | null {
  return useSyncExternalStore(
    neverChanges,
    () => new Date().getFullYear(),
    () => null,
  );
}

export function SiteFooter() {
  // Campaign links come from the server's configuration; one that is not configured is not shown.
  const { data: config } = useQuery(siteConfigQuery);
  const links = config?.links ?? {};
  const year = useYear();

  return (
    <footer className="bg-brand-950 text-slate-300 [--focus-ring:var(--color-accent-300)]">
      <Container className="grid grid-cols-2 gap-x-6 gap-y-10 py-12 lg:grid-cols-[1.4fr_1fr_1fr_1fr] lg:py-16">
        <div className="col-span-2 max-w-sm lg:col-span-1">
          <Logo inverse />
          <p className="mt-4 text-sm leading-6">
            A non-partisan pledge for voters who expect Congress to act when a president defies the Supreme
            Court. Find your senators and representative, pledge your primary vote, and keep track of the
            dates that matter.
          </p>
          {SOCIAL.some(({ key }) => links[key]) && (
            <ul className="mt-6 flex gap-2">
              {SOCIAL.map(({ key, label, Icon }) => {
                const href = links[key];
                if (!href) return null;
                return (
                  <li key={key}>
                    <a
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex size-10 items-center justify-center rounded-md text-slate-300 hover:bg-white/10 hover:text-white"
                    >
                      <Icon className="size-5" />
                      <span className="sr-only">
                        {SITE_NAME} on {label}
                        <NewTabHint />
                      </span>
                    </a>
                  </li>
                );
              })}
            </ul>
          )}
        </div>

        <FooterColumn title="Navigation">
          <li>
            <Link href={paths.home} className={linkClass}>
              Home
            </Link>
          </li>
          {MAIN_NAV.map((item) => (
            <li key={item.href}>
              <Link href={item.href} className={linkClass}>
                {item.label}
              </Link>
            </li>
          ))}
          {links.donation && (
            <li>
              <a
                href={links.donation}
                target="_blank"
                rel="noopener noreferrer"
                className={`${linkClass} inline-flex items-center gap-1.5`}
              >
                Donate
                <ExternalLinkIcon aria-hidden="true" className="size-3.5" />
                <NewTabHint />
              </a>
            </li>
          )}
        </FooterColumn>

        <FooterColumn title="Resources">
          {RESOURCES.map((item) => (
            <li key={item.label}>
              <Link href={item.href} className={linkClass}>
                {item.label}
              </Link>
            </li>
          ))}
        </FooterColumn>

        <FooterColumn title="Contact & Legal">
          {CONTACT_AND_LEGAL.map((item) => (
            <li key={item.label}>
              <Link href={item.href} className={linkClass}>
                {item.label}
              </Link>
            </li>
          ))}
        </FooterColumn>
      </Container>

      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-2 py-6 text-xs leading-5 text-slate-400 md:flex-row md:justify-between">
          <p>© {year === null ? SITE_NAME : `${year} ${SITE_NAME}`}</p>
          <p className="md:max-w-2xl md:text-right">
            {SITE_NAME} is non-partisan. It is not affiliated with, or endorsed by, any political party,
            candidate or campaign committee.
          </p>
        </Container>
      </div>
    </footer>
  );
}
