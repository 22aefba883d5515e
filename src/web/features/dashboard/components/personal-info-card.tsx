import { useQuery } from "@tanstack/react-query";
import HeartHandshakeIcon from "lucide-react/icons/heart-handshake";
import { useTranslations } from "use-intl";
import type { User } from "#shared/accounts";
import { registeredPartyName } from "#shared/party-names";
import { Alert, AlertDescription } from "#web/components/ui/alert";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { NewTabNote } from "#web/components/ui/new-tab-note";
import { useRecordEngagement } from "#web/entities/engagement/engagement";
import { useResendVerification } from "#web/entities/session/verification";
import { formatPhone } from "#web/lib/display/phone";
import { useLanguage } from "#web/lib/i18n/language";
import { siteConfigQuery } from "#web/lib/site-config";
import { EditProfileDialog } from "./edit-profile-dialog";
import { SectionCard } from "./section-card";

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[11rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="min-w-0 text-slate-900 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

function SupportButton() {
  const t = useTranslations("dashboard");
  const config = useQuery(siteConfigQuery);
  const record = useRecordEngagement();
  const donation = config.data?.links.donation;
  if (!donation) return null;
  return (
    <Button asChild variant="accent">
      <a
        href={donation}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => record.mutate(["hasDonated"])}
      >
        <HeartHandshakeIcon aria-hidden="true" className="size-4" />
        {t("personalInfo.support")}
        <NewTabNote />
      </a>
    </Button>
  );
}

/** Who the voter is to us: the profile, its e-mail verification and the way to change it. */
export function PersonalInfoCard({ user }: { user: User }) {
  const t = useTranslations("dashboard.personalInfo");
  const language = useLanguage();
  const resend = useResendVerification();
  const address = [user.address, user.city, [user.state, user.zip].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");

  return (
    <SectionCard title={t("title")} description={t("description")}>
      <dl className="divide-y divide-slate-100">
        <Row term={t("name")}>{user.name}</Row>
        <Row term={t("email")}>
          <span className="flex flex-wrap items-center gap-2">
            <span>{user.email}</span>
            {user.verified ? (
              <Badge tone="green">{t("verified")}</Badge>
            ) : (
              <Badge tone="amber">{t("unverified")}</Badge>
            )}
            {!user.verified && (
              <Button variant="outline" size="sm" disabled={resend.isPending} onClick={() => resend.mutate()}>
                {resend.isPending ? t("sending") : t("resend")}
              </Button>
            )}
          </span>
          {resend.data && (
            <Alert
              variant={resend.data.ok ? "success" : "destructive"}
              role={resend.data.ok ? "status" : "alert"}
              className="mt-3"
            >
              <AlertDescription>{resend.data.message}</AlertDescription>
            </Alert>
          )}
        </Row>
        <Row term={t("address")}>{address || t("notProvided")}</Row>
        <Row term={t("phone")}>{user.phone ? formatPhone(user.phone) : t("notProvided")}</Row>
        <Row term={t("party")}>
          {user.registeredParty === null
            ? t("notProvided")
            : registeredPartyName(user.registeredParty, language)}
        </Row>
        {user.districtCode && <Row term={t("district")}>{user.districtCode}</Row>}
      </dl>
      <div className="mt-5 flex flex-wrap gap-3">
        <EditProfileDialog user={user} />
        <SupportButton />
      </div>
    </SectionCard>
  );
}
