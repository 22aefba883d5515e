import type { ComponentProps } from "react";
import { cn } from "#web/lib/cn";
import { controlClasses } from "./input";

export function Textarea({ className, rows = 5, ...props }: ComponentProps<"textarea">) {
  return <textarea rows={rows} className={cn(controlClasses, "py-2.5 leading-6", className)} {...props} />;
}
