import ChevronDownIcon from "lucide-react/icons/chevron-down";
import CircleUserIcon from "lucide-react/icons/circle-user";
import LayoutDashboardIcon from "lucide-react/icons/layout-dashboard";
import LogOutIcon from "lucide-react/icons/log-out";
import { DropdownMenu } from "radix-ui";
import { useTranslations } from "use-intl";
import { Link } from "wouter";
import type { User } from "#shared/accounts";
import { useLogout } from "#web/entities/session/logout";
import { paths } from "#web/lib/paths";
import { Button } from "../ui/button";

const itemClass =
  "flex min-h-10 cursor-pointer items-center gap-2.5 rounded-md px-2.5 text-sm font-medium text-slate-800 outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900";

/** The signed-in voter's menu in the header: who is signed in, the dashboard and signing out. */
export function AccountMenu({ user }: { user: Pick<User, "name" | "email"> }) {
  const t = useTranslations("components.accountMenu");
  const logout = useLogout();
  return (
    // Not modal, and not portalled: the menu stays inside the header's landmark and the rest of the
    // page stays readable, as for any menu button; Escape, Tab or a click outside closes it.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost" size="sm">
          <CircleUserIcon aria-hidden="true" className="size-5" />
          <span className="xl:hidden">{t("user")}</span>
          <span className="hidden xl:inline">{t("account")}</span>
          <ChevronDownIcon aria-hidden="true" className="size-4" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="end"
        sideOffset={8}
        collisionPadding={8}
        className="z-50 min-w-56 rounded-lg border border-slate-200 bg-white p-1.5 shadow-lg motion-safe:animate-fade-in"
      >
        <DropdownMenu.Label className="px-2.5 py-2 text-sm">
          <span className="block font-semibold text-slate-900">{user.name}</span>
          <span className="block max-w-64 truncate text-slate-600">{user.email}</span>
        </DropdownMenu.Label>
        <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
        <DropdownMenu.Item asChild className={itemClass}>
          <Link href={paths.dashboard()}>
            <LayoutDashboardIcon aria-hidden="true" className="size-4 text-slate-500" />
            {t("dashboard")}
          </Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item className={itemClass} disabled={logout.isPending} onSelect={() => logout.mutate()}>
          <LogOutIcon aria-hidden="true" className="size-4 text-slate-500" />
          {t("logout")}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
