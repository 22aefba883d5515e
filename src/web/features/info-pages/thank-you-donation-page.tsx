import HeartHandshakeIcon from "lucide-react/icons/heart-handshake";
import { Link } from "wouter";
import { Button } from "#web/components/ui/button";
import { Container } from "#web/components/ui/container";
import { paths } from "#web/lib/paths";
import { usePageMeta } from "#web/lib/use-page-meta";

const NEXT_STEPS = [
  {
    href: paths.pledge,
    title: "Make your pledge",
    text: "If you have not yet, pledge your primary vote to the legislators who represent you.",
  },
  {
    href: paths.stateInformation(),
    title: "Check your primary date",
    text: "See when your state votes and the deadline to register or change your party.",
  },
  {
    href: paths.legislators,
    title: "Contact your legislators",
    text: "Tell your senators and representative that voters are watching how they act.",
  },
] as const;

/** Where the donation page sends a donor back to. */
export function ThankYouDonationPage() {
  usePageMeta({
    title: "Thank you for your donation",
    description: "Thank you for supporting Pledge Watch.",
  });
  return (
    <Container className="py-16 sm:py-24">
      <div className="mx-auto max-w-2xl text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-accent-100 text-accent-700">
          <HeartHandshakeIcon aria-hidden="true" className="size-7" />
        </span>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-balance text-brand-950 sm:text-4xl">
          Thank you for your donation
        </h1>
        <p className="mt-5 text-lg leading-8 text-pretty text-slate-600">
          Your support keeps Pledge Watch running: the servers, the work of keeping legislators' records and
          primary dates current, and the reminders that help pledgers get to the polls.
        </p>
        <p className="mt-3 leading-7 text-slate-600">
          Any receipt comes from the service that processed your payment. If something about your donation
          needs our attention,{" "}
          <Link
            href={paths.contact}
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            write to us
          </Link>
          .
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild variant="primary" size="lg">
            <Link href={paths.home}>Return to Home</Link>
          </Button>
          <Button asChild variant="outline" size="lg">
            <Link href={paths.dashboard()}>Go to Your Dashboard</Link>
          </Button>
        </div>
      </div>

      <section aria-labelledby="next-title" className="mx-auto mt-16 max-w-4xl">
        <h2 id="next-title" className="text-center text-xl font-semibold text-slate-900">
          While you are here
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {NEXT_STEPS.map((step) => (
            <li key={step.title}>
              <Link
                href={step.href}
                className="block h-full rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50"
              >
                <span className="font-semibold text-brand-900">{step.title}</span>
                <span className="mt-2 block text-sm leading-6 text-slate-600">{step.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </Container>
  );
}
