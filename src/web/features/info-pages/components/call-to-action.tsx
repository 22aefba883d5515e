import type { ReactNode } from "react";
import { Container } from "#web/components/ui/container";

/** A closing band that asks for the next step: a heading, a sentence and one or two buttons. */
export function CallToAction({
  id,
  title,
  children,
  actions,
}: {
  id: string;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="py-16 sm:py-20">
      <Container>
        <div className="relative overflow-hidden rounded-2xl bg-brand-900 px-6 py-10 text-white shadow-sm [--focus-ring:var(--color-accent-300)] sm:px-12 sm:py-14">
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-[radial-gradient(40rem_20rem_at_100%_0%,rgba(244,183,62,0.18),transparent)]"
          />
          <div className="relative flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
            <div className="max-w-2xl">
              <h2 id={id} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
                {title}
              </h2>
              <div className="mt-3 text-lg leading-8 text-brand-100">{children}</div>
            </div>
            <div className="flex shrink-0 flex-col gap-3 sm:flex-row">{actions}</div>
          </div>
        </div>
      </Container>
    </section>
  );
}
