import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import MapPinIcon from "lucide-react/icons/map-pin";
import { useId, useState } from "react";
import { useTranslations } from "use-intl";
import type { User } from "#shared/accounts";
import { FIND_YOUR_DISTRICT_URL } from "#shared/find-legislators";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { RadioCard } from "#web/components/ui/radio-card";
import { toast } from "#web/components/ui/use-toast";
import { findLegislators } from "#web/entities/legislators/find-legislators";
import { legislatorKeys } from "#web/entities/legislators/legislators";
import { pledgeKeys } from "#web/entities/pledges/user-pledges";
import { sessionKeys } from "#web/entities/session/current-user";
import { errorMessageFrom } from "#web/lib/api-errors";

type Address = Pick<User, "address" | "city" | "state" | "zip">;

function lookupInput(user: Address) {
  return { address: user.address ?? "", city: user.city ?? "", state: user.state ?? "", zip: user.zip ?? "" };
}

/**
 * For a voter whose ZIP code spans several districts and who has not said which is theirs: until
 * they do, their pledges count as a constituent's for their senators only. Hidden otherwise.
 */
export function DistrictPrompt({ user }: { user: User }) {
  const needsChoice = Boolean(user.state && user.zip && user.address && user.city && !user.districtCode);
  const lookup = useQuery({
    queryKey: ["district-candidates", user.state, user.zip, user.address, user.city],
    queryFn: () => findLegislators(lookupInput(user)),
    enabled: needsChoice,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!needsChoice || !lookup.data || lookup.data.districtCandidates.length < 2) return null;
  return (
    <DistrictChooser
      user={user}
      candidates={lookup.data.districtCandidates}
      representatives={lookup.data.legislators}
    />
  );
}

function DistrictChooser({
  user,
  candidates,
  representatives,
}: {
  user: User;
  candidates: string[];
  representatives: Awaited<ReturnType<typeof findLegislators>>["legislators"];
}) {
  const t = useTranslations("dashboard");
  const queryClient = useQueryClient();
  const headingId = useId();
  const [choice, setChoice] = useState("");
  const [missing, setMissing] = useState(false);
  const save = useMutation({
    mutationFn: (districtCode: string) => findLegislators({ ...lookupInput(user), districtCode }),
    onSuccess: () => {
      for (const queryKey of [
        sessionKeys.currentUser,
        pledgeKeys.mine,
        legislatorKeys.mine,
        legislatorKeys.all,
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
      toast({
        title: t("districtPrompt.saved"),
        description: t("districtPrompt.savedDetail"),
        variant: "success",
      });
    },
    onError: (error) =>
      toast({
        title: t("districtPrompt.failed"),
        description: errorMessageFrom(error, t("common.tryAgain")),
        variant: "destructive",
      }),
  });

  return (
    <Card className="mb-6 border-amber-300 bg-amber-50 p-5 sm:p-6">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-amber-950">
          <MapPinIcon aria-hidden="true" className="size-5 shrink-0" />
          {t("districtPrompt.title")}
        </h2>
        <p className="mt-1 text-sm leading-6 text-amber-950">
          {t("districtPrompt.explanation", { zip: user.zip ?? "", count: candidates.length })}
        </p>
        <form
          noValidate
          className="mt-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!choice) setMissing(true);
            else save.mutate(choice);
          }}
        >
          <fieldset aria-describedby={missing ? `${headingId}-error` : undefined}>
            <legend className="sr-only">{t("districtPrompt.legend")}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {candidates.map((district) => {
                const names = representatives
                  .filter((r) => r.type === "rep" && r.districtCode === district)
                  .map((r) => r.fullName);
                return (
                  <RadioCard
                    key={district}
                    name="district"
                    value={district}
                    checked={choice === district}
                    onChange={() => {
                      setChoice(district);
                      setMissing(false);
                    }}
                    title={t("districtPrompt.district", { district })}
                    description={names.length > 0 ? names.join(", ") : t("districtPrompt.vacant")}
                    className="border-amber-200 px-3 py-2.5"
                  />
                );
              })}
            </div>
            {missing && (
              <p id={`${headingId}-error`} role="alert" className="mt-2 text-sm font-medium text-red-700">
                {t("districtPrompt.missing")}
              </p>
            )}
          </fieldset>
          <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
            <Button type="submit" variant="primary" disabled={save.isPending}>
              {save.isPending ? t("common.saving") : t("districtPrompt.save")}
            </Button>
            <a
              href={FIND_YOUR_DISTRICT_URL}
              target="_blank"
              rel="noopener noreferrer"
              className="text-sm font-medium text-brand-700 underline underline-offset-4"
            >
              {t.rich("districtPrompt.lookUp", {
                hidden: (chunks) => <span className="sr-only">{chunks}</span>,
              })}
            </a>
          </div>
        </form>
      </section>
    </Card>
  );
}
