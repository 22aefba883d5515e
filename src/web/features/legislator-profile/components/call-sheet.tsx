import { useQuery } from "@tanstack/react-query";
import PhoneIcon from "lucide-react/icons/phone";
import { useTranslations } from "use-intl";
import type { Legislator } from "#shared/legislator";
import { Button } from "#web/components/ui/button";
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from "#web/components/ui/sheet";
import { Spinner } from "#web/components/ui/spinner";
import type { ActionFlag } from "#web/entities/engagement/engagement";
import { formatPhone, phoneHref } from "#web/lib/display/phone";
import { communicationTemplatesQuery } from "../api/communication-templates";
import { TemplateText } from "./template-text";

type CallLegislator = Pick<Legislator, "id" | "fullName" | "phone">;

/**
 * On phones, at the top of the profile: one tap opens the office's number with the phone script
 * beside it, and one more calls (recorded as a call, like the other call links).
 */
export function CallSheet({
  legislator,
  shortName,
  onEngaged,
}: {
  legislator: CallLegislator & { phone: string };
  shortName: string;
  onEngaged: (flag: ActionFlag) => void;
}) {
  const templates = useQuery(communicationTemplatesQuery(legislator.id));
  const t = useTranslations("legislator-profile.callSheet");
  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button variant="primary" size="lg" className="mt-4 w-full sm:hidden">
          <PhoneIcon aria-hidden="true" className="size-5" />
          {t("button", { shortName })}
        </Button>
      </SheetTrigger>
      <SheetContent aria-describedby={undefined} className="w-full max-w-md p-5 pt-6">
        <SheetTitle className="pr-10 text-xl font-bold text-brand-950">
          {t("title", { name: legislator.fullName })}
        </SheetTitle>
        <Button asChild variant="accent" size="lg" className="mt-4 w-full">
          <a href={phoneHref(legislator.phone)} onClick={() => onEngaged("hasCalledLegislator")}>
            <PhoneIcon aria-hidden="true" className="size-5" />
            {t("call", { phone: formatPhone(legislator.phone) })}
          </a>
        </Button>
        <h3 className="mt-6 text-sm font-semibold tracking-wide text-slate-600 uppercase">
          {t("whatToSay")}
        </h3>
        {templates.data ? (
          <TemplateText text={templates.data.phone} className="mt-2" />
        ) : templates.isError ? (
          <p className="mt-2 text-sm text-slate-600">{t("loadError")}</p>
        ) : (
          <Spinner label={t("loading")} className="mt-3 size-6" />
        )}
      </SheetContent>
    </Sheet>
  );
}
