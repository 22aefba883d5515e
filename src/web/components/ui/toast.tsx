import CircleAlertIcon from "lucide-react/icons/circle-alert";
import CircleCheckIcon from "lucide-react/icons/circle-check";
import XIcon from "lucide-react/icons/x";
import { Toast as ToastPrimitive } from "radix-ui";
import { useEffect } from "react";
import { useTranslations } from "use-intl";
import { cn } from "#web/lib/cn";
import {
  dismissToast,
  dismissToastsOfLeftPage,
  noteVisitorAction,
  type ToastEntry,
  type ToastVariant,
  useToastEntries,
} from "./use-toast";

/** wouter announces its moves with these window events; the browser's Back and Forward with popstate. */
const SITE_MOVES = ["pushState", "replaceState"] as const;
const VISITOR_ACTS = ["pointerdown", "keydown"] as const;

/** A toast leaves with its page, so it never covers the next page's buttons. */
function useDismissOnPageChange() {
  useEffect(() => {
    let pathname = window.location.pathname;
    const moved = (byHistory: boolean) => () => {
      if (window.location.pathname === pathname) return;
      pathname = window.location.pathname;
      dismissToastsOfLeftPage({ byHistory });
    };
    const onSiteMove = moved(false);
    const onHistoryMove = moved(true);
    for (const type of SITE_MOVES) window.addEventListener(type, onSiteMove);
    window.addEventListener("popstate", onHistoryMove);
    for (const type of VISITOR_ACTS) window.addEventListener(type, noteVisitorAction, { capture: true });
    return () => {
      for (const type of SITE_MOVES) window.removeEventListener(type, onSiteMove);
      window.removeEventListener("popstate", onHistoryMove);
      for (const type of VISITOR_ACTS) window.removeEventListener(type, noteVisitorAction, { capture: true });
    };
  }, []);
}

const variants: Record<ToastVariant, { classes: string; Icon: typeof CircleCheckIcon | null }> = {
  default: { classes: "border-slate-200 bg-white text-slate-900", Icon: null },
  success: { classes: "border-emerald-200 bg-emerald-50 text-emerald-950", Icon: CircleCheckIcon },
  destructive: { classes: "border-red-200 bg-red-50 text-red-950", Icon: CircleAlertIcon },
};

function ToastItem({ entry }: { entry: ToastEntry }) {
  const t = useTranslations("components.ui");
  const { classes, Icon } = variants[entry.variant ?? "default"];
  return (
    <ToastPrimitive.Root
      open={entry.open}
      onOpenChange={(open) => {
        if (!open) dismissToast(entry.id);
      }}
      duration={entry.duration}
      // Failures interrupt the screen reader; other news waits for a pause.
      type={entry.variant === "destructive" ? "foreground" : "background"}
      className={cn(
        "relative flex w-full items-start gap-3 rounded-lg border p-4 pr-12 shadow-lg",
        "data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) motion-safe:data-[swipe=cancel]:transition-transform",
        "motion-safe:data-[state=closed]:animate-fade-out motion-safe:data-[state=open]:animate-sheet-in",
        classes,
      )}
    >
      {Icon && <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />}
      <div className="min-w-0 flex-1">
        <ToastPrimitive.Title className="font-semibold">{entry.title}</ToastPrimitive.Title>
        {entry.description && (
          <ToastPrimitive.Description className="mt-1 text-sm leading-6 opacity-90">
            {entry.description}
          </ToastPrimitive.Description>
        )}
      </div>
      <ToastPrimitive.Close
        aria-label={t("dismissNotification")}
        className="absolute top-2.5 right-2.5 inline-flex size-8 items-center justify-center rounded-md opacity-70 hover:bg-black/5 hover:opacity-100"
      >
        <XIcon aria-hidden="true" className="size-4" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

/**
 * Where toasts appear: bottom right on wider screens; on phones across the top, under the header,
 * where they cover no form's buttons. Mounted once in the app's providers.
 * Each closes after 5 seconds, on its close button, on a swipe right of 50 px or on Escape; F8
 * moves focus to the notification area.
 */
export function Toaster() {
  const t = useTranslations("components.ui");
  const entries = useToastEntries();
  useDismissOnPageChange();
  return (
    <ToastPrimitive.Provider
      duration={5000}
      swipeDirection="right"
      swipeThreshold={50}
      label={t("notification")}
    >
      {entries.map((entry) => (
        <ToastItem key={entry.id} entry={entry} />
      ))}
      <ToastPrimitive.Viewport
        hotkey={["F8"]}
        // Radix puts the hotkey in place of "{hotkey}".
        label={`${t("notifications")} ({hotkey})`}
        className="fixed top-16 right-0 z-[100] m-0 flex w-full list-none flex-col gap-2 p-4 outline-none sm:top-auto sm:bottom-0 sm:max-w-sm"
      />
    </ToastPrimitive.Provider>
  );
}
