import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import { Alert, AlertDescription, AlertTitle } from "./alert";
import { Button } from "./button";

interface LoadFailedAlertProps {
  title?: string;
  children: ReactNode;
  /** The query's refetch; the button is disabled and says so while it runs. */
  onRetry: () => void;
  retrying: boolean;
  className?: string;
}

/** A failed load, announced, with the sentence the page's spec gives and a Retry button. */
export function LoadFailedAlert({ title, children, onRetry, retrying, className }: LoadFailedAlertProps) {
  const t = useTranslations("components.ui");
  return (
    <Alert variant="destructive" role="alert" className={className}>
      {title && <AlertTitle>{title}</AlertTitle>}
      <AlertDescription>
        <p>{children}</p>
        <Button variant="outline" size="sm" className="mt-3" disabled={retrying} onClick={onRetry}>
          {retrying ? t("retrying") : t("retry")}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
