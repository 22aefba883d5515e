import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import { Link } from "wouter";
import { paths } from "#web/lib/paths";
import { SITE_NAME } from "#web/lib/site";
import { LegalPage, type LegalSection, OrByEmail } from "./components/legal-page";

const strong = (chunks: ReactNode) => <strong>{chunks}</strong>;
const contact = (chunks: ReactNode) => <Link href={paths.contact}>{chunks}</Link>;

function useSections(): readonly LegalSection[] {
  const t = useTranslations("info-pages.privacyPolicyPage.sections");
  return [
    {
      id: "overview",
      title: t("overview.title"),
      body: (
        <>
          <p>{t("overview.purpose", { siteName: SITE_NAME })}</p>
          <p>{t("overview.scope")}</p>
        </>
      ),
    },
    {
      id: "information-we-collect",
      title: t("informationWeCollect.title"),
      body: (
        <>
          <p>{t("informationWeCollect.intro")}</p>
          <ul>
            <li>{t.rich("informationWeCollect.account", { strong })}</li>
            <li>{t.rich("informationWeCollect.pledges", { strong })}</li>
            <li>{t.rich("informationWeCollect.activity", { strong })}</li>
            <li>{t.rich("informationWeCollect.messages", { strong })}</li>
            <li>{t.rich("informationWeCollect.technical", { strong })}</li>
          </ul>
          <p>{t("informationWeCollect.lookup")}</p>
        </>
      ),
    },
    {
      id: "how-we-use-it",
      title: t("howWeUseIt.title"),
      body: (
        <>
          <ul>
            <li>{t("howWeUseIt.find")}</li>
            <li>{t("howWeUseIt.record")}</li>
            <li>{t("howWeUseIt.account")}</li>
            <li>{t("howWeUseIt.reminders")}</li>
            <li>{t("howWeUseIt.messages")}</li>
            <li>{t("howWeUseIt.security")}</li>
          </ul>
          <p>{t("howWeUseIt.email")}</p>
        </>
      ),
    },
    {
      id: "cookies",
      title: t("cookies.title"),
      body: (
        <>
          <p>{t.rich("cookies.session", { strong })}</p>
          <p>{t("cookies.noTracking")}</p>
        </>
      ),
    },
    {
      id: "what-legislators-see",
      title: t("whatLegislatorsSee.title"),
      body: <p>{t("whatLegislatorsSee.text")}</p>,
    },
    {
      id: "sharing",
      title: t("sharing.title"),
      body: (
        <>
          <p>{t("sharing.noSharing")}</p>
          <p>{t("sharing.otherSites")}</p>
          <ul>
            <li>{t.rich("sharing.photos", { strong })}</li>
            <li>{t("sharing.shareButtons")}</li>
            <li>{t("sharing.links")}</li>
          </ul>
        </>
      ),
    },
    {
      id: "storage-and-security",
      title: t("storageAndSecurity.title"),
      body: <p>{t("storageAndSecurity.text")}</p>,
    },
    {
      id: "retention",
      title: t("retention.title"),
      body: (
        <ul>
          <li>{t("retention.account")}</li>
          <li>{t("retention.sessions")}</li>
          <li>{t("retention.links")}</li>
          <li>{t("retention.emails")}</li>
          <li>{t("retention.messages")}</li>
        </ul>
      ),
    },
    {
      id: "your-choices",
      title: t("yourChoices.title"),
      body: (
        <>
          <p>{t("yourChoices.profile")}</p>
          <p>{t.rich("yourChoices.withdraw", { contact })}</p>
        </>
      ),
    },
    {
      id: "children",
      title: t("children.title"),
      body: <p>{t("children.text")}</p>,
    },
    {
      id: "changes",
      title: t("changes.title"),
      body: <p>{t("changes.text")}</p>,
    },
    {
      id: "disclaimer",
      title: t("disclaimer.title"),
      body: (
        <ul>
          <li>{t("disclaimer.nonPartisan", { siteName: SITE_NAME })}</li>
          <li>{t("disclaimer.publicSources")}</li>
          <li>{t("disclaimer.estimates")}</li>
          <li>{t("disclaimer.voluntary")}</li>
          <li>{t("disclaimer.legalAdvice")}</li>
        </ul>
      ),
    },
    {
      id: "contact-us",
      title: t("contactUs.title"),
      body: (
        <p>
          {t.rich("contactUs.text", {
            contact,
            email: () => <OrByEmail />,
            terms: (chunks) => <Link href={paths.termsOfService}>{chunks}</Link>,
          })}
        </p>
      ),
    },
  ];
}

export function PrivacyPolicyPage() {
  const t = useTranslations("info-pages.privacyPolicyPage");
  const sections = useSections();
  return (
    <LegalPage
      path={paths.privacyPolicy}
      title={t("meta.title")}
      description={t("meta.description", { siteName: SITE_NAME })}
      lead={t("lead")}
      sections={sections}
      related={[
        { href: paths.termsOfService, label: t("related.terms") },
        { href: paths.contact, label: t("related.contact") },
      ]}
    />
  );
}
