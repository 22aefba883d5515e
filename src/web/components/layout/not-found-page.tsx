import { Link } from "wouter";
import { paths } from "#web/lib/paths";
import { usePageMeta } from "#web/lib/use-page-meta";
import { Button } from "../ui/button";
import { Container } from "../ui/container";

export function NotFoundPage() {
  usePageMeta({ title: "Page not found", description: "There is no page at this address." });
  return (
    <Container className="flex min-h-[60vh] flex-col items-start justify-center py-16 sm:items-center sm:text-center">
      <p className="text-sm font-semibold tracking-wider text-accent-700 uppercase">Error 404</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">
        404 Page Not Found
      </h1>
      <p className="mt-4 max-w-xl text-lg leading-8 text-slate-600">
        There is no page at this address. It may be mistyped, or the page may have moved.
      </p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button asChild variant="primary" size="lg">
          <Link href={paths.home}>Back to the home page</Link>
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link href={paths.legislators}>Find your legislators</Link>
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link href={paths.pledge}>Make a pledge</Link>
        </Button>
      </div>
    </Container>
  );
}
