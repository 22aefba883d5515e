import CheckIcon from "lucide-react/icons/check";
import CopyIcon from "lucide-react/icons/copy";
import { useTranslations } from "use-intl";
import { Button, type ButtonStyle } from "./button";
import { useCopyToClipboard } from "./use-copy-to-clipboard";

type CopyButtonProps = ButtonStyle & {
  /** What goes to the clipboard. */
  text: string;
  /** The button's words before a copy: "Copy" unless told. */
  label?: string;
  /** Runs after a successful copy (e.g. to record engagement). */
  onCopied?: () => void;
  className?: string;
};

/** A button that copies `text` and reads "Copied" for 2 seconds after it worked. */
export function CopyButton({
  text,
  label,
  onCopied,
  variant = "outline",
  size = "sm",
  className,
}: CopyButtonProps) {
  const t = useTranslations("components.ui");
  const { copied, copy } = useCopyToClipboard();
  const Icon = copied ? CheckIcon : CopyIcon;
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      onClick={async () => {
        if (await copy(text)) onCopied?.();
      }}
    >
      <Icon aria-hidden="true" className="size-4" />
      {copied ? t("copied") : (label ?? t("copy"))}
    </Button>
  );
}
