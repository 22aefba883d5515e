import { lazy, Suspense } from "react";
import { Route, Switch, useLocation } from "wouter";
import { HomePage } from "../features/home/home-page";
import { paths } from "../lib/paths";
import { PageFallback } from "./page-fallback";
import { RouteErrorBoundary } from "./route-error-boundary";

// Every page but the home page is loaded on demand. The home page is where most visits start,
// so it ships in the main bundle rather than costing a second round trip before it can render.
const NotFoundPage = lazy(() =>
  import("../features/not-found/not-found-page").then((m) => ({ default: m.NotFoundPage })),
);

export function AppRoutes() {
  const [location] = useLocation();
  return (
    // Keyed by location so that an error on one page is forgotten when the visitor moves on.
    <RouteErrorBoundary key={location}>
      <Suspense fallback={<PageFallback />}>
        <Switch>
          <Route path={paths.home} component={HomePage} />
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </RouteErrorBoundary>
  );
}
