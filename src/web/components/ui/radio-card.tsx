import type { ReactNode } from "react";
import { cn } from "#web/lib/cn";

interface RadioCardProps {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  title: ReactNode;
  description?: ReactNode;
  className?: string;
}

/** One choice of a radio group, drawn as a card that is outlined when chosen; the whole card is the label. */
export function RadioCard({ name, value, checked, onChange, title, description, className }: RadioCardProps) {
  return (
    <label
      className={cn(
        "flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3 hover:border-brand-300 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:ring-1 has-[:checked]:ring-brand-600",
        className,
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        className="size-5 shrink-0 accent-brand-700"
      />
      <span className="min-w-0">
        <span className="block font-semibold text-slate-900">{title}</span>
        {description && <span className="block text-sm text-slate-600">{description}</span>}
      </span>
    </label>
  );
}
