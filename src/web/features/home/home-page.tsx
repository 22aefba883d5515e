import { usePageMeta } from "../../lib/use-page-meta";
import { Hero } from "./components/hero";
import { HowItWorksSteps } from "./components/how-it-works-steps";
import { LegislatorsSection } from "./components/legislators-section";
import { PledgeSection } from "./components/pledge-section";
import { StatsBlock } from "./components/stats-block";

export function HomePage() {
  usePageMeta({});
  return (
    <>
      <Hero />
      <StatsBlock />
      <HowItWorksSteps />
      <PledgeSection />
      <LegislatorsSection />
    </>
  );
}
