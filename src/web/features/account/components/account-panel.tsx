import type { ReactNode } from "react";
import { Card } from "#web/components/ui/card";
import { Container } from "#web/components/ui/container";
import { cn } from "#web/lib/cn";

interface AccountPanelProps {
  /** A decorative icon above the heading. */
  icon?: ReactNode;
  title: string;
  description?: ReactNode;
  /** Colours the icon's disc: brand (neutral news), success or danger. */
  tone?: "brand" | "success" | "danger";
  children?: ReactNode;
}

const tones = {
  brand: "bg-brand-50 text-brand-700",
  success: "bg-emerald-50 text-emerald-700",
  danger: "bg-red-50 text-red-700",
};

/** The narrow, centred card that the password and e-mail pages share, with the page's one <h1>. */
export function AccountPanel({ icon, title, description, tone = "brand", children }: AccountPanelProps) {
  return (
    <Container className="flex min-h-[60vh] items-start justify-center py-10 sm:items-center sm:py-16">
      <Card className="w-full max-w-md p-6 sm:p-8">
        {icon && (
          <span
            aria-hidden="true"
            className={cn("mb-5 flex size-12 items-center justify-center rounded-full", tones[tone])}
          >
            {icon}
          </span>
        )}
        <h1 className="text-2xl font-bold tracking-tight text-brand-950">{title}</h1>
        {description && <div className="mt-2 leading-7 text-slate-600">{description}</div>}
        {children && <div className="mt-6">{children}</div>}
      </Card>
    </Container>
  );
}
