import { Switch as SwitchPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "#web/lib/cn";

/** An on/off control (role="switch") for settings that apply at once, such as reminders. */
export function Switch({ className, ...props }: ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    <SwitchPrimitive.Root
      className={cn(
        "inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent bg-slate-300 transition-colors disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-brand-700",
        className,
      )}
      {...props}
    >
      <SwitchPrimitive.Thumb className="block size-5 rounded-full bg-white shadow-sm motion-safe:transition-transform data-[state=checked]:translate-x-5" />
    </SwitchPrimitive.Root>
  );
}
