import { useTranslations } from "use-intl";
import { Container } from "../components/ui/container";
import { Skeleton } from "../components/ui/skeleton";

/** Shown while a page's code loads; a full screen tall so the footer never shows and then jumps. */
export function PageFallback() {
  const t = useTranslations("components.app");
  return (
    <Container className="min-h-dvh py-16" role="status">
      <span className="sr-only">{t("loadingPage")}</span>
      <Skeleton className="h-9 w-2/3 max-w-md" />
      <Skeleton className="mt-6 h-5 w-full max-w-2xl" />
      <Skeleton className="mt-3 h-5 w-5/6 max-w-xl" />
    </Container>
  );
}
