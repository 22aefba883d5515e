import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "#web/lib/cn";

const variants = {
  primary: "bg-brand-800 text-white shadow-sm hover:bg-brand-900",
  accent: "bg-accent-400 text-brand-950 shadow-sm hover:bg-accent-300",
  outline: "border border-slate-300 bg-white text-brand-900 hover:border-brand-300 hover:bg-brand-50",
  "outline-inverse": "border border-white/40 text-white hover:border-white hover:bg-white/10",
  ghost: "text-slate-700 hover:bg-slate-100 hover:text-brand-900",
  destructive: "bg-red-700 text-white shadow-sm hover:bg-red-800",
} as const;

const sizes = {
  sm: "h-9 px-3 text-sm",
  md: "h-10 px-4 text-sm",
  lg: "h-12 px-6 text-base",
  icon: "size-10",
} as const;

export interface ButtonStyle {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
}

/** The button look, for elements that are not a Button (e.g. a link styled as one). */
export function buttonClasses({ variant = "primary", size = "md" }: ButtonStyle = {}): string {
  return cn(
    "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60",
    variants[variant],
    sizes[size],
  );
}

type ButtonProps = ComponentProps<"button"> &
  ButtonStyle & {
    /** Renders the single child (e.g. a Link) with the button's look instead of a <button>. */
    asChild?: boolean;
  };

export function Button({ variant, size, asChild = false, className, type, ...props }: ButtonProps) {
  const classes = cn(buttonClasses({ variant, size }), className);
  if (asChild) return <Slot.Root className={classes} {...props} />;
  return <button type={type ?? "button"} className={classes} {...props} />;
}
