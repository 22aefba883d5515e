import RotateCwIcon from "lucide-react/icons/rotate-cw";
import { useTranslations } from "use-intl";
import { Alert, AlertDescription, AlertTitle } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";

/** A failed load, in the spec's words, with a way to try again; the rest of the page stays usable. */
export function LoadError({ title, detail, onRetry }: { title: string; detail?: string; onRetry(): void }) {
  const t = useTranslations("dashboard.common");
  return (
    <Alert variant="destructive" role="alert">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription className="flex flex-wrap items-center justify-between gap-3">
        <span>{detail ?? t("checkConnection")}</span>
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RotateCwIcon aria-hidden="true" className="size-4" />
          {t("retry")}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
