import CircleAlertIcon from "lucide-react/icons/circle-alert";
import CircleCheckIcon from "lucide-react/icons/circle-check";
import InfoIcon from "lucide-react/icons/info";
import TriangleAlertIcon from "lucide-react/icons/triangle-alert";
import type { ComponentProps } from "react";
import { cn } from "#web/lib/cn";

const variants = {
  info: { classes: "border-brand-200 bg-brand-50 text-brand-900", Icon: InfoIcon },
  success: { classes: "border-emerald-200 bg-emerald-50 text-emerald-900", Icon: CircleCheckIcon },
  warning: { classes: "border-amber-300 bg-amber-50 text-amber-900", Icon: TriangleAlertIcon },
  destructive: { classes: "border-red-200 bg-red-50 text-red-900", Icon: CircleAlertIcon },
} as const;

type AlertProps = ComponentProps<"div"> & { variant?: keyof typeof variants };

/**
 * A boxed message with an icon. It is plain content by default; pass role="alert" when it appears
 * in answer to something the visitor did (a failed load, a rejected form) so it is announced.
 */
export function Alert({ variant = "info", className, children, ...props }: AlertProps) {
  const { classes, Icon } = variants[variant];
  return (
    <div className={cn("flex gap-3 rounded-lg border px-4 py-3", classes, className)} {...props}>
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1 space-y-1">{children}</div>
    </div>
  );
}

export function AlertTitle({ className, ...props }: ComponentProps<"p">) {
  return <p className={cn("font-semibold", className)} {...props} />;
}

export function AlertDescription({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("text-sm leading-6", className)} {...props} />;
}
