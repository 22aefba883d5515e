import { Component, type ReactNode } from "react";
import { useTranslations } from "use-intl";
import { Button } from "../components/ui/button";
import { Container } from "../components/ui/container";

interface Props {
  children: ReactNode;
}

/**
 * Catches a page that fails to render, most often a route chunk that no longer exists after a
 * new release, and offers a reload instead of a blank screen. The header and footer stay usable.
 */
export class RouteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <PageFailed />;
  }
}

/** What the boundary shows instead of the page: a function, for the page's language. */
function PageFailed() {
  const t = useTranslations("components.app.pageFailed");
  return (
    <Container className="flex min-h-[60vh] flex-col items-start justify-center py-16 sm:items-center sm:text-center">
      <h1 className="text-3xl font-bold tracking-tight text-brand-950">{t("title")}</h1>
      <p className="mt-4 max-w-xl text-lg leading-8 text-slate-600">{t("text")}</p>
      <Button variant="primary" size="lg" className="mt-8" onClick={() => window.location.reload()}>
        {t("reload")}
      </Button>
    </Container>
  );
}
