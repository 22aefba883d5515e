import ArrowRightIcon from "lucide-react/icons/arrow-right";
import LockIcon from "lucide-react/icons/lock";
import { Link } from "wouter";
import { Button } from "../../../components/ui/button";
import { Container } from "../../../components/ui/container";
import { paths } from "../../../lib/paths";

const WIZARD_STEPS = ["Your address", "Select legislators", "Your info", "Confirm"];

/** The home page's pledge anchor (#pledge-form): what the pledge asks of you, and the way in. */
export function PledgeSection() {
  return (
    <section id="pledge-form" aria-labelledby="pledge-title" className="bg-brand-50 py-16 sm:py-20">
      <Container>
        <div className="grid gap-10 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm sm:p-10 lg:grid-cols-2 lg:items-center">
          <div>
            <h2 id="pledge-title" className="text-3xl font-bold tracking-tight text-brand-950">
              Make your pledge
            </h2>
            <p className="mt-3 text-lg leading-8 text-slate-600">
              Start with your address. We find the legislators who represent you, you choose whom to back, and
              you confirm your pledge.
            </p>
            <p className="mt-4 flex items-start gap-2 text-sm leading-6 text-slate-600">
              <LockIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
              We never share your personal information. Legislators only ever see how many people pledged.
            </p>
          </div>
          <div>
            <ol className="grid gap-3 sm:grid-cols-2">
              {WIZARD_STEPS.map((step, index) => (
                <li
                  key={step}
                  className="flex items-center gap-3 rounded-lg border border-slate-200 px-4 py-3 text-sm font-medium text-slate-800"
                >
                  <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800">
                    {index + 1}
                  </span>
                  {step}
                </li>
              ))}
            </ol>
            <Button asChild variant="accent" size="lg" className="mt-6 w-full sm:w-auto">
              <Link href={paths.pledge}>
                Begin with your address
                <ArrowRightIcon aria-hidden="true" className="size-5" />
              </Link>
            </Button>
          </div>
        </div>
      </Container>
    </section>
  );
}
