import LockIcon from "lucide-react/icons/lock";
import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import { Container } from "#web/components/ui/container";

/**
 * ─── MOUNT POINT: the pledge wizard ───────────────────────────────────────────────────────────────
 * The home page's #pledge-form section: its heading and promise, then the pledge wizard (`children`,
 * the app passes `EmbeddedPledgeWizard`), keeping:
 *   - the section's id "pledge-form" (the spec names it; links may point at /#pledge-form) and its <h2>;
 *   - the wizard behind React.lazy + Suspense (with a skeleton of its first step), so its code is
 *     not in the home page's first load (budget: 180 KB gzip; `npx tsx scripts/check-bundle-budget.ts`).
 * ────────────────────────────────────────────────────────────────────────────────────────────────
 */
export function PledgeSection({ children }: { children: ReactNode }) {
  const t = useTranslations("home");
  return (
    <section id="pledge-form" aria-labelledby="pledge-title" className="bg-brand-50 py-16 sm:py-20">
      <Container>
        <div className="rounded-2xl border border-brand-100 bg-white p-5 shadow-sm sm:p-10">
          <div className="max-w-3xl">
            <h2 id="pledge-title" className="text-3xl font-bold tracking-tight text-brand-950">
              {t("makeYourPledge")}
            </h2>
            <p className="mt-3 text-lg leading-8 text-slate-600">{t("pledgeSection.intro")}</p>
            <p className="mt-4 flex items-start gap-2 text-sm leading-6 text-slate-600">
              <LockIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
              {t("pledgeSection.privacy")}
            </p>
          </div>
          <div className="mt-8 border-t border-slate-200 pt-8">{children}</div>
        </div>
      </Container>
    </section>
  );
}
