import BellRingIcon from "lucide-react/icons/bell-ring";
import HandshakeIcon from "lucide-react/icons/handshake";
import MapPinIcon from "lucide-react/icons/map-pin";
import { Link } from "wouter";
import { Button } from "#web/components/ui/button";
import { Container } from "#web/components/ui/container";
import { paths } from "#web/lib/paths";

const STEPS = [
  {
    Icon: MapPinIcon,
    title: "Find your legislators",
    text: "Enter your address: we look up your district from your ZIP code (where a ZIP code spans several districts, you choose yours) and show your two senators and your representative.",
  },
  {
    Icon: HandshakeIcon,
    title: "Make your pledge",
    text: "Promise your primary vote to the legislators you choose, on one condition: that they act to impeach or convict.",
  },
  {
    Icon: BellRingIcon,
    title: "Stay informed",
    text: "Check your state's primary rules and the year of its next primary. States announce the exact dates; we show each one once it is announced.",
  },
];

export function HowItWorksSteps() {
  return (
    <section aria-labelledby="steps-title" className="py-16 sm:py-20">
      <Container>
        <div className="max-w-2xl">
          <h2 id="steps-title" className="text-3xl font-bold tracking-tight text-brand-950">
            How it works
          </h2>
          <p className="mt-3 text-lg leading-8 text-slate-600">
            For many members of Congress the primary, not the general election, is the race that decides their
            seat. Your pledge tells them that acting on the Constitution can win them votes there.
          </p>
        </div>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {STEPS.map(({ Icon, title, text }, index) => (
            <li key={title} className="relative rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-full bg-brand-900 text-white">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="text-sm font-semibold text-slate-500">Step {index + 1}</span>
              </div>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 leading-7 text-slate-600">{text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-10">
          <Button asChild variant="primary" size="lg" className="w-full sm:w-auto">
            <Link href={paths.pledge}>Start Your Pledge</Link>
          </Button>
        </div>
      </Container>
    </section>
  );
}
