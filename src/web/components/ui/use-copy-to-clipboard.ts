import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslations } from "use-intl";
import { toast } from "./use-toast";

/** How long a copy button says "Copied". */
const COPIED_MS = 2000;

/**
 * Copies text and tells the visitor how it went: `copied` is true for 2 seconds after a success,
 * and a toast confirms it or asks them to copy by hand. `copy` resolves to whether it worked.
 */
export function useCopyToClipboard() {
  const t = useTranslations("components.ui");
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string): Promise<boolean> => {
      try {
        // Not available outside secure contexts: that throws, and lands in the failure below.
        await navigator.clipboard.writeText(text);
      } catch {
        toast({
          title: t("copyFailed"),
          description: t("copyFailedHint"),
          variant: "destructive",
        });
        return false;
      }
      toast({ title: t("copiedToClipboard"), variant: "success" });
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
      return true;
    },
    [t],
  );

  return { copied, copy };
}
