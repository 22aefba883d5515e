import { useMutation, useQuery } from "@tanstack/react-query";
import HeartHandshakeIcon from "lucide-react/icons/heart-handshake";
import type { User } from "#shared/accounts";
import { Alert, AlertDescription } from "#web/components/ui/alert";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { useRecordEngagement } from "#web/entities/engagement/engagement";
import { resendVerification } from "#web/entities/session/verification";
import { formatPhone } from "#web/lib/display/phone";
import { siteConfigQuery } from "#web/lib/site-config";
import { EditProfileDialog } from "./edit-profile-dialog";
import { SectionCard } from "./section-card";

const NOT_PROVIDED = "Not provided";

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[11rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="min-w-0 text-slate-900 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

function SupportButton() {
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
        Support Our Work
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </Button>
  );
}

/** Who the voter is to us: the profile, its e-mail verification and the way to change it. */
export function PersonalInfoCard({ user }: { user: User }) {
  const resend = useMutation({ mutationFn: resendVerification });
  const address = [user.address, user.city, [user.state, user.zip].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");

  return (
    <SectionCard
      title="Personal Information"
      description="The details we use to match you with your legislators."
    >
      <dl className="divide-y divide-slate-100">
        <Row term="Name">{user.name}</Row>
        <Row term="Email">
          <span className="flex flex-wrap items-center gap-2">
            <span>{user.email}</span>
            {user.verified ? <Badge tone="green">Verified</Badge> : <Badge tone="amber">Unverified</Badge>}
            {!user.verified && (
              <Button variant="outline" size="sm" disabled={resend.isPending} onClick={() => resend.mutate()}>
                {resend.isPending ? "Sending..." : "Resend Email"}
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
        <Row term="Address">{address || NOT_PROVIDED}</Row>
        <Row term="Phone">{user.phone ? formatPhone(user.phone) : NOT_PROVIDED}</Row>
        <Row term="Party registration">{user.registeredParty ?? NOT_PROVIDED}</Row>
        {user.districtCode && <Row term="Congressional district">{user.districtCode}</Row>}
      </dl>
      <div className="mt-5 flex flex-wrap gap-3">
        <EditProfileDialog user={user} />
        <SupportButton />
      </div>
    </SectionCard>
  );
}
