import MenuIcon from "lucide-react/icons/menu";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { Link } from "wouter";
import { useAdminSession } from "#web/entities/session/admin-session";
import { useCurrentUser } from "#web/entities/session/current-user";
import { useLogout } from "#web/entities/session/logout";
import { cn } from "#web/lib/cn";
import { paths } from "#web/lib/paths";
import { Button } from "../ui/button";
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from "../ui/sheet";
import { MAIN_NAV, type NavItem } from "./nav-items";
import { useIsCurrentPath } from "./use-is-current-path";

function DrawerNavLink({ href, label, onNavigate }: NavItem & { onNavigate: () => void }) {
  const t = useTranslations("components.nav");
  const current = useIsCurrentPath(href);
  return (
    <Link
      href={href}
      onClick={onNavigate}
      aria-current={current ? "page" : undefined}
      className={cn(
        "flex min-h-12 items-center rounded-md px-3 text-base font-medium hover:bg-slate-100",
        current ? "bg-brand-50 text-brand-900" : "text-slate-800",
      )}
    >
      {t(label)}
    </Link>
  );
}

/** The drawer's account buttons: the dashboard and signing out, or the way to sign in. */
function DrawerAccount({ onDone }: { onDone: () => void }) {
  const t = useTranslations("components.mobileNav");
  const { user, isPending } = useCurrentUser();
  const admin = useAdminSession();
  const logout = useLogout();
  if (isPending) return null;
  if (!user && admin) {
    return (
      <Button asChild variant="outline" size="lg" className="w-full">
        <Link href={paths.admin} onClick={onDone}>
          {t("adminConsole")}
        </Link>
      </Button>
    );
  }
  if (!user) {
    return (
      <Button asChild variant="outline" size="lg" className="w-full">
        <Link href={paths.auth} onClick={onDone}>
          {t("login")}
        </Link>
      </Button>
    );
  }
  return (
    <>
      <p className="truncate text-sm text-slate-600">
        {t.rich("signedInAs", {
          name: user.name,
          user: (chunks) => <span className="font-semibold text-slate-900">{chunks}</span>,
        })}
      </p>
      <Button asChild variant="outline" size="lg" className="w-full">
        <Link href={paths.dashboard()} onClick={onDone}>
          {t("dashboard")}
        </Link>
      </Button>
      <Button
        variant="ghost"
        size="lg"
        className="w-full"
        onClick={() => {
          onDone();
          logout.mutate();
        }}
      >
        {t("logout")}
      </Button>
    </>
  );
}

/** The small-screen menu: the same sections as the header, in a drawer that closes on any link. */
export function MobileNav({ className }: { className?: string }) {
  const t = useTranslations("components");
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className={className} aria-label={t("mobileNav.open")}>
          <MenuIcon aria-hidden="true" className="size-6" />
        </Button>
      </SheetTrigger>
      <SheetContent aria-describedby={undefined} closeLabel={t("mobileNav.close")}>
        <div className="flex h-16 shrink-0 items-center border-b border-slate-200 px-5">
          <SheetTitle className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
            {t("mobileNav.title")}
          </SheetTitle>
        </div>
        <nav aria-label={t("nav.label")} className="px-3 py-4">
          <ul className="space-y-1">
            {MAIN_NAV.map((item) => (
              <li key={item.href}>
                <DrawerNavLink {...item} onNavigate={close} />
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-auto space-y-3 border-t border-slate-200 p-5">
          <Button asChild variant="accent" size="lg" className="w-full">
            <Link href={paths.pledge} onClick={close}>
              {t("mobileNav.pledge")}
            </Link>
          </Button>
          <DrawerAccount onDone={close} />
        </div>
      </SheetContent>
    </Sheet>
  );
}
