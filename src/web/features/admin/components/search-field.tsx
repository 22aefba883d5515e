import SearchIcon from "lucide-react/icons/search";
import { useId } from "react";
import { Input } from "#web/components/ui/input";
import { Label } from "#web/components/ui/label";
import { cn } from "#web/lib/cn";

interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  className?: string;
}

/** A labelled search box; the list below it filters as the admin types (debounced by the caller). */
export function SearchField({ label, value, onChange, placeholder, className }: SearchFieldProps) {
  const id = useId();
  return (
    <div className={cn("w-full sm:max-w-sm", className)}>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative mt-1.5">
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        />
        <Input
          id={id}
          type="search"
          value={value}
          maxLength={100}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
          className="pl-9"
        />
      </div>
    </div>
  );
}
