import { Tooltip as TooltipPrimitive } from "radix-ui";
import { createContext, type ReactElement, type ReactNode, useContext, useRef, useState } from "react";
import { cn } from "#web/lib/cn";

const InsideProvider = createContext(false);

/**
 * The timing every tip shares: it opens after 700 ms of hover, and once one has been open, moving
 * to another within 300 ms opens that one at once. Wrap a page or table with several tooltips in
 * it; a lone Tooltip brings its own, so the home page's bundle does not carry tooltips.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={700} skipDelayDuration={300}>
      <InsideProvider.Provider value={true}>{children}</InsideProvider.Provider>
    </TooltipPrimitive.Provider>
  );
}

interface TooltipProps {
  content: ReactNode;
  /** One focusable element (a button, usually): hovering it, focusing it or tapping it shows the tip. */
  children: ReactElement;
  side?: "top" | "right" | "bottom" | "left";
  className?: string;
}

/**
 * A short explanation for the element it wraps. It opens on hover and on keyboard focus, as Radix
 * does, and also on a tap, which Radix leaves out: on a touch screen there is no hover, and the
 * explanation must still be reachable. Keep essential information out of tooltips all the same.
 */
export function Tooltip(props: TooltipProps) {
  if (useContext(InsideProvider)) return <TooltipRoot {...props} />;
  return (
    <TooltipProvider>
      <TooltipRoot {...props} />
    </TooltipProvider>
  );
}

function TooltipRoot({ content, children, side = "top", className }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const tap = useRef<{ touch: boolean; wasOpen: boolean }>({ touch: false, wasOpen: false });
  const trigger = useRef<HTMLButtonElement>(null);
  const escaped = useRef(false);

  const changeOpen = (next: boolean) => {
    // Radix closes a tip on any scroll around its trigger, and the browser scrolls a button it
    // focuses into view: a keyboard visitor's tip would shut as it opens. While the trigger has
    // the keyboard's focus, only Escape or moving on closes it.
    if (!next && !escaped.current && trigger.current?.matches(":focus-visible")) return;
    escaped.current = false;
    setOpen(next);
  };

  return (
    <TooltipPrimitive.Root open={open} onOpenChange={changeOpen}>
      <TooltipPrimitive.Trigger
        ref={trigger}
        asChild
        onPointerDown={(event) => {
          tap.current = { touch: event.pointerType === "touch", wasOpen: open };
        }}
        onClick={(event) => {
          // A link must still follow on a tap; only other triggers toggle the tip.
          if (!tap.current.touch || event.currentTarget instanceof HTMLAnchorElement) return;
          // Stops Radix's close-on-click so that the tap toggles the tip instead.
          event.preventDefault();
          setOpen(!tap.current.wasOpen);
        }}
      >
        {children}
      </TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          side={side}
          sideOffset={6}
          collisionPadding={8}
          onEscapeKeyDown={() => {
            escaped.current = true;
          }}
          className={cn(
            "z-50 max-w-xs rounded-md bg-brand-950 px-3 py-2 text-sm leading-5 text-white shadow-lg motion-safe:animate-fade-in",
            className,
          )}
        >
          {content}
          <TooltipPrimitive.Arrow className="fill-brand-950" />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}
