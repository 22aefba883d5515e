import { lazy, Suspense } from "react";
import { Link } from "wouter";
import { useAdminSession } from "#web/entities/session/admin-session";
import { useCurrentUser } from "#web/entities/session/current-user";
import { cn } from "#web/lib/cn";
import { paths } from "#web/lib/paths";
import { SITE_NAME } from "#web/lib/site";
import { Button } from "../ui/button";
import { Container } from "../ui/container";
import { Logo } from "./logo";
import { MobileNav } from "./mobile-nav";
import { MAIN_NAV, type NavItem } from "./nav-items";
import { useIsCurrentPath } from "./use-is-current-path";

// Only signed-in voters see the menu, so its code (a Radix dropdown) loads only for them.
const AccountMenu = lazy(() => import("./account-menu").then((m) => ({ default: m.AccountMenu })));

function HeaderNavLink({ href, label }: NavItem) {
  const current = useIsCurrentPath(href);
  return (
    <Link
      href={href}
      aria-current={current ? "page" : undefined}
      className={cn(
        "rounded-md px-2.5 py-2 text-sm font-medium transition-colors hover:bg-slate-100 hover:text-brand-900",
        current
          ? "text-brand-900 underline decoration-accent-500 decoration-2 underline-offset-8"
          : "text-slate-700",
      )}
    >
      {label}
    </Link>
  );
}

/**
 * The Account menu for a signed-in voter, the console's link for a signed-in administrator,
 * 'Login / Register' for everyone else. While the session
 * is being checked the login button holds its place unseen, so nothing shifts for most visitors.
 */
function AccountArea() {
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
        <Link href={paths.admin}>Admin console</Link>
      </Button>
    );
  }
  return (
    <div className={cn(isPending && "invisible")}>
      <Button asChild variant="ghost" size="sm">
        <Link href={paths.auth}>
          <span className="xl:hidden">Login</span>
          <span className="hidden xl:inline">Login / Register</span>
        </Link>
      </Button>
    </div>
  );
}

/**
 * Sticky site header. Wide screens show every section; below the lg breakpoint the sections move
 * into a drawer and only the pledge button stays in view (the account area joins them below sm).
 */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <Container className="flex h-16 items-center gap-4">
        <Link href={paths.home} className="-ml-1 rounded-md p-1" aria-label={`${SITE_NAME} home`}>
          <Logo />
        </Link>

        <nav aria-label="Main" className="ml-auto hidden lg:block">
          <ul className="flex items-center gap-0.5">
            {MAIN_NAV.map((item) => (
              <li key={item.href}>
                <HeaderNavLink {...item} />
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-2 lg:ml-2">
          <div className="hidden sm:block">
            <AccountArea />
          </div>
          <Button asChild variant="accent" size="sm">
            <Link href={paths.pledge}>
              <span className="xl:hidden">Pledge</span>
              <span className="hidden xl:inline">Make Your Pledge</span>
            </Link>
          </Button>
          <MobileNav className="lg:hidden" />
        </div>
      </Container>
    </header>
  );
}
