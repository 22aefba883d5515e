import type { ReactNode } from "react";
import { Container } from "#web/components/ui/container";
import { cn } from "#web/lib/cn";

interface PageHeaderProps {
  /** A short label above the title. */
  eyebrow: string;
  title: ReactNode;
  /** One or two sentences under the title. */
  lead?: ReactNode;
  /** Navy for the campaign pages, a quiet grey for the legal ones. */
  tone?: "brand" | "plain";
  /** Anything under the lead (e.g. the legal pages' "Last updated" line). */
  children?: ReactNode;
  /** Lines the header up with a single narrow, centred column of content below it. */
  narrow?: boolean;
}

/** The top of an information page: an eyebrow, the page's only <h1> and its lead paragraph. */
export function PageHeader({
  eyebrow,
  title,
  lead,
  tone = "brand",
  children,
  narrow = false,
}: PageHeaderProps) {
  const brand = tone === "brand";
  return (
    <header
      className={cn(
        "relative overflow-hidden",
        brand
          ? "bg-brand-900 text-white [--focus-ring:var(--color-accent-300)]"
          : "border-b border-slate-200 bg-slate-50",
      )}
    >
      {brand && (
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(50rem_24rem_at_90%_-20%,rgba(90,130,199,0.35),transparent)]"
        />
      )}
      <Container className="relative py-12 sm:py-16">
        <div className={cn(narrow && "mx-auto max-w-3xl")}>
          <p
            className={cn(
              "text-sm font-semibold tracking-wider uppercase",
              brand ? "text-accent-300" : "text-accent-700",
            )}
          >
            {eyebrow}
          </p>
          <h1
            className={cn(
              "mt-3 max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl",
              brand ? "text-white" : "text-brand-950",
            )}
          >
            {title}
          </h1>
          {lead && (
            <p
              className={cn(
                "mt-5 max-w-2xl text-lg leading-8 text-pretty",
                brand ? "text-brand-100" : "text-slate-600",
              )}
            >
              {lead}
            </p>
          )}
          {children}
        </div>
      </Container>
    </header>
  );
}
