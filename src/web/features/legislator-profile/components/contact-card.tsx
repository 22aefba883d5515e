import ExternalLinkIcon from "lucide-react/icons/external-link";
import MapPinIcon from "lucide-react/icons/map-pin";
import PhoneIcon from "lucide-react/icons/phone";
import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import type { Legislator } from "#shared/legislator";
import { NewTabNote } from "#web/components/ui/new-tab-note";
import type { ActionFlag } from "#web/entities/engagement/engagement";
import { formatPhone, phoneHref } from "#web/lib/display/phone";
import { ProfileCard } from "./profile-card";

type ContactLegislator = Pick<Legislator, "fullName" | "phone" | "contactForm" | "officeAddress">;

/** The office's phone, web contact form and address. */
export function ContactCard({
  legislator,
  onEngaged,
}: {
  legislator: ContactLegislator;
  onEngaged: (flag: ActionFlag) => void;
}) {
  const { phone, contactForm, officeAddress } = legislator;
  const t = useTranslations("legislator-profile.contact");
  return (
    <ProfileCard title={t("title")} titleId="contact-title">
      {!phone && !contactForm && !officeAddress ? (
        <p className="text-sm text-slate-600">{t("none")}</p>
      ) : (
        <dl className="space-y-4 text-sm">
          {phone && (
            <Row icon={<PhoneIcon aria-hidden="true" className="size-4" />} term={t("phone")}>
              <a
                href={phoneHref(phone)}
                onClick={() => onEngaged("hasCalledLegislator")}
                className="font-medium text-brand-700 underline-offset-2 hover:underline"
              >
                {formatPhone(phone)}
              </a>
            </Row>
          )}
          {contactForm && (
            <Row icon={<ExternalLinkIcon aria-hidden="true" className="size-4" />} term={t("contactForm")}>
              <a
                href={contactForm}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium text-brand-700 underline-offset-2 hover:underline"
              >
                {t("writeOnline")}
                <NewTabNote />
              </a>
            </Row>
          )}
          {officeAddress && (
            <Row icon={<MapPinIcon aria-hidden="true" className="size-4" />} term={t("office")}>
              <address className="not-italic text-slate-800">{officeAddress}</address>
            </Row>
          )}
        </dl>
      )}
    </ProfileCard>
  );
}

function Row({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 font-medium text-slate-600">
        <span className="text-brand-500">{icon}</span>
        {term}
      </dt>
      <dd className="mt-0.5 pl-6 break-words">{children}</dd>
    </div>
  );
}
