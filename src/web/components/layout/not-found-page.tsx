import { useTranslations } from "use-intl";
import { Link } from "wouter";
import { paths } from "#web/lib/paths";
import { usePageMeta } from "#web/lib/use-page-meta";
import { Button } from "../ui/button";
import { Container } from "../ui/container";

export function NotFoundPage() {
  const t = useTranslations("components.notFound");
  usePageMeta({ title: t("meta.title"), description: t("meta.description") });
  return (
    <Container className="flex min-h-[60vh] flex-col items-start justify-center py-16 sm:items-center sm:text-center">
      <p className="text-sm font-semibold tracking-wider text-accent-700 uppercase">{t("eyebrow")}</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">{t("title")}</h1>
      <p className="mt-4 max-w-xl text-lg leading-8 text-slate-600">{t("text")}</p>
      {/* The buttons wrap where a row has no room for all three (the Spanish ones are longer). */}
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:flex-wrap sm:justify-center">
        <Button asChild variant="primary" size="lg">
          <Link href={paths.home}>{t("home")}</Link>
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link href={paths.legislators}>{t("legislators")}</Link>
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link href={paths.pledge}>{t("pledge")}</Link>
        </Button>
      </div>
    </Container>
  );
}
