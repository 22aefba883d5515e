import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import { Link } from "wouter";
import { paths } from "#web/lib/paths";
import { SITE_NAME } from "#web/lib/site";
import { LegalPage, type LegalSection, OrByEmail } from "./components/legal-page";

const contact = (chunks: ReactNode) => <Link href={paths.contact}>{chunks}</Link>;

function useSections(): readonly LegalSection[] {
  const t = useTranslations("info-pages.termsOfServicePage.sections");
  const siteName = SITE_NAME;
  return [
    {
      id: "agreement",
      title: t("agreement.title"),
      body: (
        <p>
          {t.rich("agreement.text", {
            siteName,
            privacy: (chunks) => <Link href={paths.privacyPolicy}>{chunks}</Link>,
          })}
        </p>
      ),
    },
    {
      id: "the-service",
      title: t("theService.title"),
      body: <p>{t("theService.text", { siteName })}</p>,
    },
    {
      id: "eligibility",
      title: t("eligibility.title"),
      body: <p>{t("eligibility.text")}</p>,
    },
    {
      id: "accounts",
      title: t("accounts.title"),
      body: (
        <ul>
          <li>{t("accounts.password")}</li>
          <li>{t("accounts.onePerson")}</li>
          <li>{t.rich("accounts.misuse", { contact })}</li>
          <li>{t("accounts.leave")}</li>
        </ul>
      ),
    },
    {
      id: "pledges",
      title: t("pledges.title"),
      body: (
        <>
          <p>{t("pledges.statement")}</p>
          <p>{t("pledges.goodFaith")}</p>
        </>
      ),
    },
    {
      id: "acceptable-use",
      title: t("acceptableUse.title"),
      body: (
        <>
          <p>{t("acceptableUse.intro")}</p>
          <ul>
            <li>{t("acceptableUse.falseInformation")}</li>
            <li>{t("acceptableUse.impersonate")}</li>
            <li>{t("acceptableUse.automation")}</li>
            <li>{t("acceptableUse.security")}</li>
            <li>{t("acceptableUse.harassment")}</li>
            <li>{t("acceptableUse.law")}</li>
          </ul>
        </>
      ),
    },
    {
      id: "information",
      title: t("information.title"),
      body: (
        <p>
          {t.rich("information.text", {
            disclaimer: (chunks) => <Link href={paths.disclaimer}>{chunks}</Link>,
          })}
        </p>
      ),
    },
    {
      id: "messages",
      title: t("messages.title"),
      body: <p>{t("messages.text")}</p>,
    },
    {
      id: "other-sites",
      title: t("otherSites.title"),
      body: <p>{t("otherSites.text")}</p>,
    },
    {
      id: "ownership",
      title: t("ownership.title"),
      body: <p>{t("ownership.text", { siteName })}</p>,
    },
    {
      id: "no-warranty",
      title: t("noWarranty.title"),
      body: <p>{t("noWarranty.text")}</p>,
    },
    {
      id: "liability",
      title: t("liability.title"),
      body: <p>{t("liability.text", { siteName })}</p>,
    },
    {
      id: "suspension",
      title: t("suspension.title"),
      body: <p>{t("suspension.text")}</p>,
    },
    {
      id: "changes",
      title: t("changes.title"),
      body: <p>{t("changes.text")}</p>,
    },
    {
      id: "governing-law",
      title: t("governingLaw.title"),
      body: <p>{t("governingLaw.text")}</p>,
    },
    {
      id: "contact-us",
      title: t("contactUs.title"),
      body: <p>{t.rich("contactUs.text", { contact, email: () => <OrByEmail /> })}</p>,
    },
  ];
}

export function TermsOfServicePage() {
  const t = useTranslations("info-pages.termsOfServicePage");
  const sections = useSections();
  return (
    <LegalPage
      path={paths.termsOfService}
      title={t("meta.title")}
      description={t("meta.description", { siteName: SITE_NAME })}
      lead={t("lead")}
      sections={sections}
      related={[
        { href: paths.privacyPolicy, label: t("related.privacy") },
        { href: paths.disclaimer, label: t("related.disclaimer") },
        { href: paths.contact, label: t("related.contact") },
      ]}
    />
  );
}
