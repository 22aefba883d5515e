import BellRingIcon from "lucide-react/icons/bell-ring";
import ChartColumnIcon from "lucide-react/icons/chart-column";
import HandshakeIcon from "lucide-react/icons/handshake";
import MapPinIcon from "lucide-react/icons/map-pin";
import { useTranslations } from "use-intl";

const BENEFITS = [
  { Icon: MapPinIcon, key: "represent" },
  { Icon: HandshakeIcon, key: "pledges" },
  { Icon: BellRingIcon, key: "primary" },
  { Icon: ChartColumnIcon, key: "impact" },
] as const;

/** The auth screen's marketing panel: why an account is worth having. */
export function AuthBenefits() {
  const t = useTranslations("auth.benefits");
  return (
    <section
      aria-labelledby="auth-benefits-title"
      className="rounded-2xl bg-brand-900 p-6 text-white shadow-sm sm:p-8"
    >
      <h2 id="auth-benefits-title" className="text-2xl font-bold tracking-tight">
        {t("title")}
      </h2>
      <p className="mt-2 leading-7 text-brand-100">{t("intro")}</p>
      <ul className="mt-6 space-y-5">
        {BENEFITS.map(({ Icon, key }) => (
          <li key={key} className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white/10">
              <Icon aria-hidden="true" className="size-5 text-accent-300" />
            </span>
            <div>
              <p className="font-semibold">{t(`${key}.title`)}</p>
              <p className="mt-0.5 text-sm leading-6 text-brand-100">{t(`${key}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-6 border-t border-white/15 pt-5 text-sm leading-6 text-brand-100">{t("privacy")}</p>
    </section>
  );
}
