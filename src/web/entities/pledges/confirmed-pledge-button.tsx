import { useState } from "react";
import { useTranslations } from "use-intl";
import { stateNameIn } from "#shared/i18n/states";
import type { Legislator } from "#shared/legislator";
import { seatLabel } from "#shared/legislator-label";
import { constituencyStanding } from "#shared/rules/constituency";
import { Alert, AlertDescription } from "#web/components/ui/alert";
import { Button, type ButtonStyle } from "#web/components/ui/button";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog";
import { useLanguage } from "#web/lib/i18n/language";
import { useCurrentUser } from "../session/current-user";
import { useCreatePledge } from "./create-pledge";
import { type PledgeLegislator, PledgeText } from "./pledge-text";

export type ConfirmedPledgeLegislator = PledgeLegislator & Pick<Legislator, "id" | "districtCode">;

interface ConfirmedPledgeButtonProps extends ButtonStyle {
  legislator: ConfirmedPledgeLegislator;
  label: string;
  className?: string;
  /** After the pledge is recorded (the toast and the counts are taken care of). */
  onPledged?: () => void;
}

/**
 * A signed-in voter's pledge button: it shows the words of the pledge in a dialog first, and
 * pledges when the voter confirms them, so nobody makes a promise they have not read.
 */
export function ConfirmedPledgeButton({
  legislator,
  label,
  variant,
  size,
  className,
  onPledged,
}: ConfirmedPledgeButtonProps) {
  const [open, setOpen] = useState(false);
  const createPledge = useCreatePledge();
  const { user } = useCurrentUser();
  const t = useTranslations("entities.confirmedPledge");
  const language = useLanguage();
  const name = legislator.fullName;
  // seatName in the page's language: the state's name for a senator, "TX-12" for a House seat.
  const seat = legislator.type === "sen" ? stateNameIn(legislator.state, language) : seatLabel(legislator);
  const standing = user ? constituencyStanding(user, legislator) : "constituent";
  const busy = createPledge.isPending || createPledge.isSuccess;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant={variant} size={size} className={className} disabled={busy}>
          {createPledge.isPending ? t("pending") : label}
          <span className="sr-only">
            {" "}
            {createPledge.isPending ? t("pendingForWhom", { name }) : t("forWhom", { name })}
          </span>
        </Button>
      }
      title={t("title", { name })}
      description={t("description")}
      cancelLabel={t("cancel")}
      confirmLabel={t("confirm")}
      pendingLabel={t("pending")}
      pending={createPledge.isPending}
      confirmVariant="accent"
      onConfirm={() =>
        createPledge.mutate(legislator.id, {
          // Closed either way, so the toast that follows is not hidden behind the dialog.
          onSettled: () => setOpen(false),
          onSuccess: () => onPledged?.(),
        })
      }
    >
      {standing === "outside" && (
        <Alert variant="info" className="mb-4">
          <AlertDescription>{t("outside", { seat, name })}</AlertDescription>
        </Alert>
      )}
      {standing === "district-unknown" && (
        <Alert variant="info" className="mb-4">
          <AlertDescription>{t("districtUnknown")}</AlertDescription>
        </Alert>
      )}
      <PledgeText legislators={[legislator]} voter={user} />
    </ConfirmDialog>
  );
}
