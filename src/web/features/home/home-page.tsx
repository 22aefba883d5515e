import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import { usePageMeta } from "#web/lib/use-page-meta";
import { Hero } from "./components/hero";
import { HowItWorksSteps } from "./components/how-it-works-steps";
import { LegislatorsSection } from "./components/legislators-section";
import { PledgeSection } from "./components/pledge-section";
import { StatsBanner } from "./components/stats-banner";
import { StatsBlock } from "./components/stats-block";

/**
 * The spec's home page, in its order: hero, stats, the three-step explanation, the pledge wizard's
 * anchor (#pledge-form), the legislators section and the stats banner. Everything here ships in the
 * main bundle, so anything heavy (the wizard) must be loaded lazily from inside its section.
 * `pledgeForm` is that section's form: the app passes the pledge wizard (app/home-route.tsx), as
 * one feature does not import another.
 */
export function HomePage({ pledgeForm }: { pledgeForm: ReactNode }) {
  const t = useTranslations("home");
  usePageMeta({ description: t("meta.description") });
  return (
    <>
      <Hero />
      <StatsBlock />
      <HowItWorksSteps />
      <PledgeSection>{pledgeForm}</PledgeSection>
      <LegislatorsSection />
      <StatsBanner />
    </>
  );
}
