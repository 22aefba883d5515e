import ExternalLinkIcon from "lucide-react/icons/external-link";
import MessageSquareIcon from "lucide-react/icons/message-square";
import { useTranslations } from "use-intl";
import type { Legislator } from "#shared/legislator";
import { Button } from "#web/components/ui/button";
import { NewTabNote } from "#web/components/ui/new-tab-note";
import { webSearchUrl } from "#web/lib/display/legislator-links";
import { phoneHref } from "#web/lib/display/phone";

type ContactLegislator = Pick<Legislator, "fullName" | "type" | "state" | "contactForm" | "phone" | "url">;

/** Where "Contact" leads: the office's contact form, else its phone, else its website. */
function contactHref(legislator: ContactLegislator): string | null {
  if (legislator.contactForm) return legislator.contactForm;
  if (legislator.phone) return phoneHref(legislator.phone);
  return legislator.url;
}

/** The card's other mode (spec "Legislator card"): Contact and Website buttons instead of pledging. */
export function CardContactActions({ legislator }: { legislator: ContactLegislator }) {
  const t = useTranslations("legislators.contactActions");
  const contact = contactHref(legislator);
  const external = contact !== null && !contact.startsWith("tel:");
  const name = legislator.fullName;
  return (
    <>
      {contact && (
        <Button asChild variant="primary" className="flex-1">
          <a href={contact} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
            <MessageSquareIcon aria-hidden="true" className="size-4" />
            {t("contact")}
            <span className="sr-only"> {t("contactWhom", { name })}</span>
            {external && <NewTabNote />}
          </a>
        </Button>
      )}
      <Button asChild variant="outline" className="flex-1">
        <a href={webSearchUrl(legislator)} target="_blank" rel="noopener noreferrer">
          <ExternalLinkIcon aria-hidden="true" className="size-4" />
          {t("website")}
          <span className="sr-only"> {t("websiteSearch", { name })}</span>
          <NewTabNote />
        </a>
      </Button>
    </>
  );
}
