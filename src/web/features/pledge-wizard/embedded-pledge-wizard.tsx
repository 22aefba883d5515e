import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useTranslations } from "use-intl";
import { Skeleton } from "#web/components/ui/skeleton";

// The wizard's code (forms, validation, steps) loads only when its section nears the screen, so the
// home page's hero renders without it.
const PledgeWizard = lazy(() =>
  import("./components/pledge-wizard").then((m) => ({ default: m.PledgeWizard })),
);

/** How far below the screen the section may still be when the code starts loading. */
const PRELOAD_MARGIN = "600px 0px";

function WizardPlaceholder() {
  const t = useTranslations("pledge-wizard");
  return (
    <div role="status" className="min-h-[30rem]">
      <span className="sr-only">{t("loadingForm")}</span>
      <div className="grid grid-cols-4 gap-4" aria-hidden="true">
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} className="h-9" />
        ))}
      </div>
      <Skeleton className="mt-8 h-8 w-64 max-w-full" />
      <Skeleton className="mt-3 h-5 w-full max-w-lg" />
      <Skeleton className="mt-8 h-11 w-full" />
      <Skeleton className="mt-5 h-11 w-full" />
    </div>
  );
}

/** The pledge wizard inside the home page (#pledge-form), its step titles under the section's <h2>. */
export function EmbeddedPledgeWizard() {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = anchor.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return (
    <div ref={anchor}>
      {near ? (
        <Suspense fallback={<WizardPlaceholder />}>
          <PledgeWizard headingLevel={3} />
        </Suspense>
      ) : (
        <WizardPlaceholder />
      )}
    </div>
  );
}
