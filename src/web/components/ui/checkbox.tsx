import CheckIcon from "lucide-react/icons/check";
import { Checkbox as CheckboxPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "#web/lib/cn";

/**
 * A checkbox (role="checkbox", Space toggles it). With react-hook-form, wire it through a
 * Controller: `checked={field.value} onCheckedChange={field.onChange}`. Give it a <Label htmlFor>
 * beside it: the label is then part of the click target.
 */
export function Checkbox({ className, ...props }: ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      className={cn(
        "inline-flex size-5 shrink-0 items-center justify-center rounded border border-slate-400 bg-white text-white transition-colors hover:border-brand-600 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-red-600 data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-700",
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator>
        <CheckIcon aria-hidden="true" className="size-4" strokeWidth={3} />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
