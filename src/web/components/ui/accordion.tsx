import ChevronDownIcon from "lucide-react/icons/chevron-down";
import { Accordion as AccordionPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "#web/lib/cn";

/** Questions and answers that open in place (e.g. an FAQ). Pass `type="single" collapsible` or `type="multiple"`. */
export const Accordion = AccordionPrimitive.Root;

export function AccordionItem({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Item>) {
  return <AccordionPrimitive.Item className={cn("border-b border-slate-200", className)} {...props} />;
}

/** The question: a button inside an <h3>, so the questions also appear in the page's outline. */
export function AccordionTrigger({
  className,
  children,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Trigger>) {
  return (
    <AccordionPrimitive.Header className="flex">
      <AccordionPrimitive.Trigger
        className={cn(
          "group flex min-h-12 flex-1 items-center justify-between gap-4 py-4 text-left text-base font-semibold text-slate-900 hover:text-brand-800",
          className,
        )}
        {...props}
      >
        {children}
        <ChevronDownIcon
          aria-hidden="true"
          className="size-5 shrink-0 text-slate-500 group-data-[state=open]:rotate-180 motion-safe:transition-transform"
        />
      </AccordionPrimitive.Trigger>
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({
  className,
  children,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content {...props}>
      <div className={cn("pb-5 leading-7 text-slate-700", className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
