import BellRingIcon from "lucide-react/icons/bell-ring";
import ChartColumnIcon from "lucide-react/icons/chart-column";
import HandshakeIcon from "lucide-react/icons/handshake";
import MapPinIcon from "lucide-react/icons/map-pin";

const BENEFITS = [
  {
    Icon: MapPinIcon,
    title: "Know who represents you",
    text: "Your senators and representative, found from your ZIP code and kept on your dashboard.",
  },
  {
    Icon: HandshakeIcon,
    title: "Make pledges that count",
    text: "Tell legislators that voters will back them in their primary if they defend the Constitution.",
  },
  {
    Icon: BellRingIcon,
    title: "Know your primary",
    text: "Your state's primary rules and the year of its next primary; the exact date once the state announces it.",
  },
  {
    Icon: ChartColumnIcon,
    title: "See your impact",
    text: "Follow pledge counts, contact your legislators in a click and earn engagement badges.",
  },
];

/** The auth screen's marketing panel: why an account is worth having. */
export function AuthBenefits() {
  return (
    <section
      aria-labelledby="auth-benefits-title"
      className="rounded-2xl bg-brand-900 p-6 text-white shadow-sm sm:p-8"
    >
      <h2 id="auth-benefits-title" className="text-2xl font-bold tracking-tight">
        Why join Pledge Watch?
      </h2>
      <p className="mt-2 leading-7 text-brand-100">
        A free, non-partisan account for voters who want Congress to uphold the Supreme Court.
      </p>
      <ul className="mt-6 space-y-5">
        {BENEFITS.map(({ Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white/10">
              <Icon aria-hidden="true" className="size-5 text-accent-300" />
            </span>
            <div>
              <p className="font-semibold">{title}</p>
              <p className="mt-0.5 text-sm leading-6 text-brand-100">{text}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-6 border-t border-white/15 pt-5 text-sm leading-6 text-brand-100">
        We never share your personal information. Legislators only see how many people pledged.
      </p>
    </section>
  );
}
