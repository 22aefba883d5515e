import CircleAlertIcon from "lucide-react/icons/circle-alert";
import { Slot } from "radix-ui";
import { type ReactElement, type ReactNode, useId } from "react";
import { localizeMessage } from "#shared/i18n/validation-messages";
import { cn } from "#web/lib/cn";
import { useLanguage } from "#web/lib/i18n/language";
import { Label } from "./label";

interface FormFieldProps {
  label: ReactNode;
  /**
   * The field's message, e.g. `formState.errors.email?.message`; shown under the control. The
   * shared schemas' messages are in English and are shown in the page's language.
   */
  error?: string;
  /** Guidance read with the field, shown between the label and the control. */
  hint?: ReactNode;
  /** The control's id, when it needs a particular one; otherwise one is made up. */
  id?: string;
  className?: string;
  /** Exactly one control (Input, Textarea, Select, StateSelect, Checkbox…). */
  children: ReactElement;
}

/**
 * A label, an optional hint, one control and its error message, wired together: the label names
 * the control, and the hint and error are announced with it (aria-describedby, aria-invalid).
 */
export function FormField({ label, error, hint, id, className, children }: FormFieldProps) {
  const generatedId = useId();
  const language = useLanguage();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");

  return (
    <div className={cn("space-y-1.5", className)}>
      <Label htmlFor={controlId}>{label}</Label>
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <Slot.Root
        id={controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      >
        {children}
      </Slot.Root>
      {error && (
        <p id={errorId} className="flex items-start gap-1.5 text-sm font-medium text-red-700">
          <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {localizeMessage(error, language)}
        </p>
      )}
    </div>
  );
}
