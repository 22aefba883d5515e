import { useTranslations } from "use-intl";
import { Card } from "#web/components/ui/card";
import { Container } from "#web/components/ui/container";
import { Skeleton } from "#web/components/ui/skeleton";

/** The profile's outline while the legislator loads: the same columns and card sizes, so nothing jumps. */
export function ProfileSkeleton() {
  const t = useTranslations("legislator-profile.skeleton");
  return (
    <Container className="py-8 sm:py-10" role="status">
      {/* The page keeps its one h1 while the name is not known yet. */}
      <h1 className="sr-only">{t("title")}</h1>
      <span className="sr-only">{t("loading")}</span>
      <div aria-hidden="true">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Skeleton className="h-9 w-20" />
          <div className="flex gap-2">
            <Skeleton className="h-9 w-20" />
            <Skeleton className="h-9 w-20" />
            <Skeleton className="h-9 w-24" />
          </div>
        </div>
        <Skeleton className="mt-6 h-10 w-72 max-w-full sm:h-11" />
        <Skeleton className="mt-3 h-6 w-96 max-w-full" />
        <Skeleton className="mt-6 h-36 w-full rounded-xl sm:h-28" />
        <div className="mt-8 grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] xl:grid-cols-[22rem_minmax(0,1fr)]">
          <div className="space-y-6">
            <Card className="p-5 sm:flex sm:items-start sm:gap-8 sm:p-6 lg:block">
              <div className="flex shrink-0 flex-col items-center">
                <Skeleton className="h-[216px] w-[176px] rounded-xl" />
                <Skeleton className="mt-4 h-5 w-36 rounded-full" />
              </div>
              <div className="min-w-0 flex-1">
                <div className="mt-6 space-y-4 border-t border-slate-100 pt-5 sm:mt-0 sm:border-t-0 sm:pt-0 lg:mt-6 lg:border-t lg:pt-5">
                  <Skeleton className="h-4 w-28" />
                  <Skeleton className="h-7 w-40" />
                  <Skeleton className="h-4 w-16" />
                  <Skeleton className="h-7 w-32" />
                </div>
                <Skeleton className="mt-5 h-12 w-full" />
              </div>
            </Card>
            <Card className="h-[34rem] p-6">
              <Skeleton className="h-6 w-32" />
            </Card>
          </div>
          <div className="space-y-6">
            <div className="grid gap-6 md:grid-cols-2">
              <Card className="h-56 p-6">
                <Skeleton className="h-6 w-48" />
              </Card>
              <Card className="h-56 p-6">
                <Skeleton className="h-6 w-44" />
              </Card>
            </div>
            <Card className="h-44 p-6">
              <Skeleton className="h-6 w-56" />
            </Card>
            <Card className="h-96 p-6">
              <Skeleton className="h-6 w-40" />
            </Card>
          </div>
        </div>
      </div>
    </Container>
  );
}
