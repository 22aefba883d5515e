import CheckIcon from "lucide-react/icons/check";
import { useFormatter, useTranslations } from "use-intl";
import type { Legislator } from "#shared/legislator";
import { Badge } from "#web/components/ui/badge";
import { cn } from "#web/lib/cn";
import { pledgeImpact } from "#web/lib/display/impact";
import { splitKeyFact } from "#web/lib/display/key-facts";
import { persuadabilityLabel, type ScoreTone } from "#web/lib/display/persuadability";
import { useLanguage } from "#web/lib/i18n/language";
import { GAUGE_CIRCUMFERENCE, GAUGE_RADIUS, gaugeDashOffset } from "../lib/gauge";
import { impactSteps } from "../lib/profile-text";
import { ProfileCard } from "./profile-card";

const ARC_COLOURS: Record<ScoreTone, string> = {
  green: "text-emerald-600",
  blue: "text-sky-600",
  amber: "text-amber-600",
  orange: "text-orange-600",
  neutral: "text-slate-500",
};

type PersuadabilityLegislator = Pick<
  Legislator,
  | "firstName"
  | "lastName"
  | "persuadabilityScore"
  | "keyFacts"
  | "pledgeCount"
  | "constituentPledgeCount"
  | "pledgeThresholds"
  | "isDelegate"
>;

/** Score, label, gauge, the key facts behind them and how far the pledges have come (Republicans only). */
export function PersuadabilityCard({ legislator }: { legislator: PersuadabilityLegislator }) {
  const t = useTranslations("legislator-profile.persuadability");
  const language = useLanguage();
  const score = legislator.persuadabilityScore;
  const { label, tone } = persuadabilityLabel(score, language);
  return (
    <ProfileCard title={t("title")} titleId="persuadability-title">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <Gauge score={score} tone={tone} />
        <div className="min-w-0">
          <Badge tone={tone} className="text-sm">
            {label}
          </Badge>
          <p className="mt-2 text-sm leading-6 text-slate-600">
            {t("explanation", { name: `${legislator.firstName} ${legislator.lastName}` })}
          </p>
        </div>
      </div>

      <h3 className="mt-6 font-semibold text-slate-900">{t("keyFactors")}</h3>
      {legislator.keyFacts.length > 0 ? (
        <ul className="mt-2 space-y-2.5">
          {legislator.keyFacts.map((fact) => {
            const { text, source } = splitKeyFact(fact);
            return (
              <li key={fact} className="flex gap-2.5 text-sm leading-6">
                <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-brand-500" />
                <span>
                  <span className="text-slate-800">{text}</span>
                  {source && (
                    <span className="block text-xs leading-5 text-slate-600">
                      <span className="sr-only">{t("source")}</span>
                      {source}
                    </span>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{t("noKeyFacts")}</p>
      )}

      <ImpactMeter legislator={legislator} />
    </ProfileCard>
  );
}

function Gauge({ score, tone }: { score: number; tone: ScoreTone }) {
  const t = useTranslations("legislator-profile.persuadability");
  return (
    <svg
      viewBox="0 0 100 100"
      width={112}
      height={112}
      role="img"
      aria-label={t("gaugeLabel", { score: String(score) })}
      className="shrink-0"
    >
      <circle cx="50" cy="50" r={GAUGE_RADIUS} fill="none" strokeWidth="10" className="stroke-slate-200" />
      <circle
        cx="50"
        cy="50"
        r={GAUGE_RADIUS}
        fill="none"
        stroke="currentColor"
        strokeWidth="10"
        strokeLinecap={score > 0 ? "round" : "butt"}
        strokeDasharray={GAUGE_CIRCUMFERENCE}
        strokeDashoffset={gaugeDashOffset(score)}
        transform="rotate(-90 50 50)"
        className={ARC_COLOURS[tone]}
        data-testid="gauge-arc"
      />
      <text
        x="50"
        y="47"
        textAnchor="middle"
        dominantBaseline="central"
        className="fill-slate-900 text-[26px] font-bold"
      >
        {score}
      </text>
      <text
        x="50"
        y="67"
        textAnchor="middle"
        dominantBaseline="central"
        className="fill-slate-600 text-[10px]"
      >
        {t("outOf100")}
      </text>
    </svg>
  );
}

function ImpactMeter({ legislator }: { legislator: PersuadabilityLegislator }) {
  // The thresholds are shares of the seat's own primary electorate: only constituents count.
  const t = useTranslations("legislator-profile.persuadability");
  const language = useLanguage();
  const impact = pledgeImpact(legislator.constituentPledgeCount, legislator.pledgeThresholds, language);
  return (
    <div className="mt-6 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <h3 className="font-semibold text-slate-900">{t("impactTitle")}</h3>
      {!impact.available || !legislator.pledgeThresholds ? (
        <p className="mt-1 text-sm leading-6 text-slate-600">
          {legislator.isDelegate
            ? t("impactUnavailableDelegate", { label: impact.label })
            : t("impactUnavailable", { label: impact.label })}
        </p>
      ) : (
        <ImpactScale
          label={impact.label}
          meterPercent={impact.meterPercent}
          constituents={legislator.constituentPledgeCount}
          others={legislator.pledgeCount - legislator.constituentPledgeCount}
          thresholds={legislator.pledgeThresholds}
        />
      )}
    </div>
  );
}

function ImpactScale({
  label,
  meterPercent,
  constituents,
  others,
  thresholds,
}: {
  label: string;
  meterPercent: number;
  constituents: number;
  others: number;
  thresholds: NonNullable<Legislator["pledgeThresholds"]>;
}) {
  const t = useTranslations("legislator-profile.persuadability");
  const format = useFormatter();
  const language = useLanguage();
  const steps = impactSteps(thresholds, constituents, language);
  return (
    <>
      <p className="mt-1 text-sm text-slate-700">
        <strong className="font-semibold text-brand-900">{label}</strong>
        <span aria-hidden="true" className="max-sm:hidden">
          {" "}
          ·{" "}
        </span>
        <span className="max-sm:block">{t("progress", { count: constituents, safe: thresholds.safe })}</span>
      </p>
      {/* biome-ignore lint/a11y/useSemanticElements: a native <meter> cannot carry the step ticks and the marker */}
      <div
        role="meter"
        aria-label={t("meterLabel")}
        aria-valuemin={0}
        aria-valuemax={thresholds.safe}
        aria-valuenow={Math.min(constituents, thresholds.safe)}
        aria-valuetext={t("meterValue", { count: constituents, label })}
        className="relative mt-4 h-3 rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-600"
          style={{ width: `${meterPercent}%` }}
          data-testid="impact-fill"
        />
        {steps.slice(0, -1).map((step) => (
          <span
            key={step.level}
            aria-hidden="true"
            className="absolute top-0 h-3 w-0.5 -translate-x-1/2 bg-white"
            style={{ left: `${step.percent}%` }}
          />
        ))}
        <span
          aria-hidden="true"
          data-testid="impact-marker"
          className="absolute top-1/2 size-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-[3px] border-white bg-brand-800 shadow"
          style={{ left: `${meterPercent}%` }}
        />
      </div>
      <ol className="mt-4 grid grid-cols-5 gap-0.5 text-center text-[11px] leading-4 sm:gap-1 sm:text-xs">
        {steps.map((step) => (
          <li
            key={step.level}
            className={cn("rounded-md px-0.5 py-1", step.reached ? "text-brand-900" : "text-slate-600")}
          >
            <span className="flex items-center justify-center gap-0.5 font-semibold">
              {step.reached && <CheckIcon aria-hidden="true" className="size-3 max-sm:hidden" />}
              {step.label}
            </span>
            <span className="block tabular-nums">{format.number(step.pledges)}</span>
            {step.reached && <span className="sr-only">{t("reached")}</span>}
          </li>
        ))}
      </ol>
      <p className="mt-3 text-xs leading-5 text-slate-600">
        {others > 0 ? t("stepsNoteOthers", { others }) : t("stepsNote")}
      </p>
    </>
  );
}
