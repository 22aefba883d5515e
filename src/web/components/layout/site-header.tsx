import { lazy, Suspense } from "react";
import { useTranslations } from "use-intl";
import { Link } from "wouter";
import type { Language } from "#shared/language";
import { useAdminSession } from "#web/entities/session/admin-session";
import { useCurrentUser } from "#web/entities/session/current-user";
import { cn } from "#web/lib/cn";
import { useLanguage } from "#web/lib/i18n/language";
import { paths } from "#web/lib/paths";
import { SITE_NAME } from "#web/lib/site";
import { Button } from "../ui/button";
import { Container } from "../ui/container";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { MobileNav } from "./mobile-nav";
import { MAIN_NAV, type NavItem } from "./nav-items";
import { useIsCurrentPath } from "./use-is-current-path";

// Only signed-in voters see the menu, so its code (a Radix dropdown) loads only for them.
const AccountMenu = lazy(() => import("./account-menu").then((m) => ({ default: m.AccountMenu })));

/**
 * Where the sections leave the drawer for the header. The Spanish names are half as long again,
 * so they wait for the xl breakpoint, where a long one may still take two lines. Until then the
 * logo may give up its name (see Logo's `collapsible`); from there on it keeps it.
 */
const BREAKPOINTS: Record<
  Language,
  { nav: string; link: string; logo: string; actions: string; drawer: string }
> = {
  // The English names fit on one line from lg on, the language switch included.
  en: {
    nav: "hidden lg:block",
    link: "whitespace-nowrap lg:px-2 xl:px-2.5",
    logo: "lg:shrink-0",
    actions: "lg:ml-2",
    drawer: "lg:hidden",
  },
  es: { nav: "hidden xl:block", link: "", logo: "xl:shrink-0", actions: "xl:ml-2", drawer: "xl:hidden" },
};

function HeaderNavLink({ href, label }: NavItem) {
  const t = useTranslations("components.nav");
  const current = useIsCurrentPath(href);
  const { link } = BREAKPOINTS[useLanguage()];
  return (
    <Link
      href={href}
      aria-current={current ? "page" : undefined}
      className={cn(
        "rounded-md px-2.5 py-2 text-sm font-medium transition-colors hover:bg-slate-100 hover:text-brand-900",
        link,
        current
          ? "text-brand-900 underline decoration-accent-500 decoration-2 underline-offset-8"
          : "text-slate-700",
      )}
    >
      {t(label)}
    </Link>
  );
}

/**
 * The Account menu for a signed-in voter, the console's link for a signed-in administrator,
 * 'Login / Register' for everyone else. While the session
 * is being checked the login button holds its place unseen, so nothing shifts for most visitors.
 */
function AccountArea() {
  const t = useTranslations("components.header");
  const { user, isPending } = useCurrentUser();
  const admin = useAdminSession();
  if (user) {
    return (
      <Suspense fallback={<span aria-hidden="true" className="block h-9 w-24 xl:w-32" />}>
        <AccountMenu user={user} />
      </Suspense>
    );
  }
  // An administrator signs in to the console, not as a voter: the header says where they are.
  if (admin) {
    return (
      <Button asChild variant="ghost" size="sm">
        <Link href={paths.admin}>{t("adminConsole")}</Link>
      </Button>
    );
  }
  return (
    <div className={cn(isPending && "invisible")}>
      <Button asChild variant="ghost" size="sm">
        <Link href={paths.auth}>
          <span className="xl:hidden">{t("login")}</span>
          <span className="hidden xl:inline">{t("loginLong")}</span>
        </Link>
      </Button>
    </div>
  );
}

/**
 * Sticky site header. Wide screens show every section; below the lg breakpoint (xl in Spanish)
 * the sections move into a drawer and only the pledge button stays in view (the account area
 * joins them below sm).
 */
export function SiteHeader() {
  const t = useTranslations("components");
  const breakpoints = BREAKPOINTS[useLanguage()];
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <Container className="flex h-16 items-center gap-2 sm:gap-4">
        <Link
          href={paths.home}
          className={cn("-ml-1 min-w-0 rounded-md p-1", breakpoints.logo)}
          aria-label={t("header.home", { site: SITE_NAME })}
        >
          <Logo collapsible />
        </Link>

        <nav aria-label={t("nav.label")} className={cn("ml-auto", breakpoints.nav)}>
          <ul className="flex items-center gap-0.5">
            {MAIN_NAV.map((item) => (
              <li key={item.href} className="text-center">
                <HeaderNavLink {...item} />
              </li>
            ))}
          </ul>
        </nav>

        <div className={cn("ml-auto flex shrink-0 items-center gap-1 sm:gap-2", breakpoints.actions)}>
          <LanguageSwitch className="px-2" />
          <div className="hidden sm:block">
            <AccountArea />
          </div>
          <Button asChild variant="accent" size="sm">
            <Link href={paths.pledge}>
              <span className="xl:hidden">{t("header.pledge")}</span>
              <span className="hidden xl:inline">{t("header.pledgeLong")}</span>
            </Link>
          </Button>
          <MobileNav className={cn("-mr-2", breakpoints.drawer)} />
        </div>
      </Container>
    </header>
  );
}
