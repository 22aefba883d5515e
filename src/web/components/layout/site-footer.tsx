import { useQuery } from "@tanstack/react-query";
import ExternalLinkIcon from "lucide-react/icons/external-link";
import { type ComponentType, type ReactNode, useSyncExternalStore } from "react";
import { useTranslations } from "use-intl";
import { Link } from "wouter";
import { NewTabNote } from "#web/components/ui/new-tab-note";
import { paths } from "#web/lib/paths";
import { SITE_NAME } from "#web/lib/site";
import { type SiteConfig, siteConfigQuery } from "#web/lib/site-config";
import { Container } from "../ui/container";
import { BlueskyIcon, FacebookIcon, XLogoIcon } from "./brand-icons";
import { Logo } from "./logo";
import { MAIN_NAV } from "./nav-items";

const linkClass = "rounded-sm text-slate-300 transition-colors hover:text-white hover:underline";

/** A footer link: its address and its name in the "components" catalogue's `footer`. */
interface FooterLink {
  href: string;
  label:
    | "votingInformation"
    | "primaryCalendar"
    | "registrationGuide"
    | "electionResults"
    | "contactLegislators"
    | "contactUs"
    | "privacyPolicy"
    | "disclaimer"
    | "termsOfService";
}

const RESOURCES: readonly FooterLink[] = [
  { href: paths.stateInformation(), label: "votingInformation" },
  { href: paths.stateInformation(), label: "primaryCalendar" },
  { href: paths.stateInformation(), label: "registrationGuide" },
  // Points at the state pages until election results exist (docs/principles.md, No dead ends).
  { href: paths.stateInformation(), label: "electionResults" },
  { href: paths.legislators, label: "contactLegislators" },
];

const CONTACT_AND_LEGAL: readonly FooterLink[] = [
  { href: paths.contact, label: "contactUs" },
  { href: paths.privacyPolicy, label: "privacyPolicy" },
  { href: paths.disclaimer, label: "disclaimer" },
  { href: paths.termsOfService, label: "termsOfService" },
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
  const t = useTranslations("components");
  // Campaign links come from the server's configuration; one that is not configured is not shown.
  const { data: config } = useQuery(siteConfigQuery);
  const links = config?.links ?? {};
  const year = useYear();

  return (
    <footer className="bg-brand-950 text-slate-300 [--focus-ring:var(--color-accent-300)]">
      <Container className="grid grid-cols-2 gap-x-6 gap-y-10 py-12 lg:grid-cols-[1.4fr_1fr_1fr_1fr] lg:py-16">
        <div className="col-span-2 max-w-sm lg:col-span-1">
          <Logo inverse />
          <p className="mt-4 text-sm leading-6">{t("footer.about")}</p>
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
                        {t("footer.social", { site: SITE_NAME, network: label })}
                        <NewTabNote />
                      </span>
                    </a>
                  </li>
                );
              })}
            </ul>
          )}
        </div>

        <FooterColumn title={t("footer.navigation")}>
          <li>
            <Link href={paths.home} className={linkClass}>
              {t("footer.home")}
            </Link>
          </li>
          {MAIN_NAV.map((item) => (
            <li key={item.href}>
              <Link href={item.href} className={linkClass}>
                {t(`nav.${item.label}`)}
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
                {t("footer.donate")}
                <ExternalLinkIcon aria-hidden="true" className="size-3.5" />
                <NewTabNote />
              </a>
            </li>
          )}
        </FooterColumn>

        <FooterColumn title={t("footer.resources")}>
          {RESOURCES.map((item) => (
            <li key={item.label}>
              <Link href={item.href} className={linkClass}>
                {t(`footer.${item.label}`)}
              </Link>
            </li>
          ))}
        </FooterColumn>

        <FooterColumn title={t("footer.contactAndLegal")}>
          {CONTACT_AND_LEGAL.map((item) => (
            <li key={item.label}>
              <Link href={item.href} className={linkClass}>
                {t(`footer.${item.label}`)}
              </Link>
            </li>
          ))}
        </FooterColumn>
      </Container>

      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-2 py-6 text-xs leading-5 text-slate-400 md:flex-row md:justify-between">
          <p>© {year === null ? SITE_NAME : `${year} ${SITE_NAME}`}</p>
          <p className="md:max-w-2xl md:text-right">{t("footer.nonPartisan", { site: SITE_NAME })}</p>
        </Container>
      </div>
    </footer>
  );
}
