import { useQuery } from "@tanstack/react-query";
import BellIcon from "lucide-react/icons/bell";
import CircleCheckBigIcon from "lucide-react/icons/circle-check-big";
import MailIcon from "lucide-react/icons/mail";
import MegaphoneIcon from "lucide-react/icons/megaphone";
import PhoneIcon from "lucide-react/icons/phone";
import { useTranslations } from "use-intl";
import { Link, useSearch } from "wouter";
import { pathInLanguage } from "#shared/language";
import { SocialShareButtons } from "#web/components/social-share-buttons";
import { SupportEmail } from "#web/components/support-email";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { Container } from "#web/components/ui/container";
import { Skeleton } from "#web/components/ui/skeleton";
import { useRecordEngagement } from "#web/entities/engagement/engagement";
import { legislatorQuery } from "#web/entities/legislators/legislators";
import { PledgeTally } from "#web/entities/legislators/pledge-tally-text";
import { useCurrentUser } from "#web/entities/session/current-user";
import { shareLinks } from "#web/lib/display/share";
import { useLanguage } from "#web/lib/i18n/language";
import { paths } from "#web/lib/paths";
import { usePageMeta } from "#web/lib/use-page-meta";
import { thankYouParams } from "./thank-you-params";

const SLUG = /^[A-Za-z0-9-]+$/;

const NEXT_STEPS = ["confirmEmail", "checkPrimary", "watchDate", "bringFriend"] as const;

/** The legislator the voter pledged to, by id or slug; a name passed instead of a slug is used as is. */
function usePledgedLegislator(legislator: string | undefined, legislatorId: number | undefined) {
  const idOrSlug = legislatorId ?? (legislator && SLUG.test(legislator) ? legislator : undefined);
  const query = useQuery({ ...legislatorQuery(String(idOrSlug ?? "")), enabled: idOrSlug !== undefined });
  const found = query.data;
  const name = found
    ? `${found.firstName} ${found.lastName}`
    : legislator && !SLUG.test(legislator)
      ? legislator
      : null;
  return { legislator: found ?? null, name, isLoading: idOrSlug !== undefined && query.isPending };
}

/** /thank-you: what the pledge does next, how to spread it, and where to go from here. */
export function ThankYouPage() {
  const t = useTranslations("thank-you.thankYouPage");
  const language = useLanguage();
  usePageMeta({ title: t("meta.title"), description: t("meta.description") });
  const params = thankYouParams(useSearch());
  const { count } = params;
  const plural = count > 1;
  const { legislator, name, isLoading } = usePledgedLegislator(params.legislator, params.legislatorId);
  const { user } = useCurrentUser();
  const record = useRecordEngagement();

  const text = legislator
    ? t("share.messageForLegislator", { name: legislator.fullName })
    : t("share.message");
  const url =
    typeof window === "undefined"
      ? ""
      : new URL(
          pathInLanguage(legislator ? paths.legislator(legislator.slug) : paths.pledge, language),
          window.location.origin,
        ).toString();
  const links = shareLinks({ text, url });
  const mailto = `mailto:?${new URLSearchParams({
    subject: t("share.emailSubject"),
    body: `${text}\n\n${url}`,
  })
    .toString()
    .replace(/\+/g, "%20")}`;
  const shared = () => {
    if (user) record.mutate(["hasSharedOnSocial"]);
  };
  const state = legislator?.state ?? user?.state ?? undefined;
  const legislatorLabel = name ?? t("yourLegislators", { count });

  return (
    <Container className="py-10 sm:py-16">
      <div className="mx-auto max-w-3xl">
        <div className="text-center">
          <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
            <CircleCheckBigIcon aria-hidden="true" className="size-8" />
          </span>
          <h1 className="mt-5 text-3xl font-bold tracking-tight text-balance text-brand-950 sm:text-4xl">
            {t("title", { count })}
          </h1>
          <p className="mt-4 text-lg leading-8 text-pretty text-slate-600">
            {isLoading ? (
              <Skeleton className="mx-auto h-6 w-3/4" />
            ) : (
              t("lead", { count, legislator: legislatorLabel })
            )}
          </p>
        </div>

        <Card className="mt-10 p-6 sm:p-8">
          <h2 className="text-xl font-bold text-brand-950">{t("whatHappensNext.title")}</h2>
          <ul className="mt-4 space-y-4 leading-7 text-slate-700">
            <li className="flex gap-3">
              <MegaphoneIcon aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-600" />
              <span>
                {t.rich("whatHappensNext.publicCount", {
                  count,
                  legislator: legislatorLabel,
                  tally: () =>
                    legislator && !plural
                      ? t.rich("whatHappensNext.countNow", {
                          tally: () => <PledgeTally counts={legislator} />,
                        })
                      : null,
                })}
              </span>
            </li>
            <li className="flex gap-3">
              <BellIcon aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-600" />
              <span>{t("whatHappensNext.conditional", { count, legislator: legislatorLabel })}</span>
            </li>
            <li className="flex gap-3">
              <PhoneIcon aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-600" />
              <span>{t("whatHappensNext.contact", { legislator: legislatorLabel })}</span>
            </li>
            <li className="flex gap-3">
              <MailIcon aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-600" />
              <span>
                {t.rich("whatHappensNext.questions", {
                  email: () => (
                    <SupportEmail
                      before={t("whatHappensNext.emailAt")}
                      className="font-semibold text-brand-700 underline underline-offset-4"
                      fallback={t.rich("whatHappensNext.byContactPage", {
                        link: (chunks) => (
                          <Link
                            href={paths.contact}
                            className="font-semibold text-brand-700 underline underline-offset-4"
                          >
                            {chunks}
                          </Link>
                        ),
                      })}
                    />
                  ),
                })}
              </span>
            </li>
          </ul>
        </Card>

        <Card className="mt-6 p-6 sm:p-8">
          <h2 className="text-xl font-bold text-brand-950">{t("share.title")}</h2>
          <p className="mt-2 leading-7 text-slate-600">{t("share.text", { count })}</p>
          <div className="mt-5 grid gap-3 sm:grid-cols-3">
            <SocialShareButtons links={links} onShared={shared} />
            <Button asChild variant="outline">
              <a href={mailto} onClick={shared}>
                <MailIcon aria-hidden="true" className="size-4" />
                {t("share.byEmail")}
              </a>
            </Button>
          </div>
        </Card>

        <Card className="mt-6 p-6 sm:p-8">
          <h2 className="text-xl font-bold text-brand-950">{t("nextSteps.title")}</h2>
          <ol className="mt-4 space-y-4">
            {NEXT_STEPS.map((step, index) => (
              <li key={step} className="flex gap-4">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800">
                  {index + 1}
                </span>
                <div>
                  <p className="font-semibold text-slate-900">{t(`nextSteps.${step}.title`)}</p>
                  <p className="mt-0.5 leading-7 text-slate-600">{t(`nextSteps.${step}.text`)}</p>
                </div>
              </li>
            ))}
          </ol>
        </Card>

        <div className="mt-8 grid gap-3 sm:grid-cols-2">
          {legislator && (
            <Button asChild variant="primary" size="lg">
              <Link href={paths.legislator(legislator.slug)}>{t("legislatorProfile")}</Link>
            </Button>
          )}
          <Button asChild variant={legislator ? "outline" : "primary"} size="lg">
            <Link href={paths.stateInformation(state)}>{t("primaryInfo")}</Link>
          </Button>
          <Button asChild variant="outline" size="lg">
            <Link href={paths.dashboard()}>{t("dashboard")}</Link>
          </Button>
          <Button asChild variant="ghost" size="lg">
            <Link href={paths.home}>{t("home")}</Link>
          </Button>
        </div>
      </div>
    </Container>
  );
}
