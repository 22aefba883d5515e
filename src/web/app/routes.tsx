import { type ComponentType, lazy, Suspense } from "react";
import { Route, Switch, useLocation } from "wouter";
import { matchPageRoute } from "#shared/page-routes";
import { paths, routePatterns } from "../lib/paths";
import { HomeRoute } from "./home-route";
import { PageFallback } from "./page-fallback";
import { RouteErrorBoundary } from "./route-error-boundary";

/**
 * A page's code, loaded on demand or ahead of rendering it (preload). Until it is there the page
 * shows PageFallback. Once loaded the page renders directly, with no Suspense boundary around it:
 * that is how a prerendered page is hydrated, in the same pass as the header and footer, before
 * any of their data can arrive and make the page's first render differ from its markup.
 */
class PageCode {
  #loaded: ComponentType | undefined;
  #loading: Promise<{ default: ComponentType }> | undefined;
  readonly lazy: ComponentType;

  constructor(private readonly load: () => Promise<{ default: ComponentType }>) {
    this.lazy = lazy(() => this.preload());
  }

  preload(): Promise<{ default: ComponentType }> {
    this.#loading ??= this.load().then((module) => {
      this.#loaded = module.default;
      return module;
    });
    return this.#loading;
  }

  get loaded(): ComponentType | undefined {
    return this.#loaded;
  }
}

const lazyPage = (load: () => Promise<{ default: ComponentType }>) => new PageCode(load);

function LazyPage({ code }: { code: PageCode }) {
  const Loaded = code.loaded;
  if (Loaded) return <Loaded />;
  const Lazy = code.lazy;
  return (
    <Suspense fallback={<PageFallback />}>
      <Lazy />
    </Suspense>
  );
}

// Every page but the home page is loaded on demand. The home page is where most visits start,
// so it ships in the main bundle rather than costing a second round trip before it can render.
const NotFoundPage = lazyPage(() =>
  import("../components/layout/not-found-page").then((m) => ({ default: m.NotFoundPage })),
);
const HowItWorksPage = lazyPage(() =>
  import("../features/info-pages/how-it-works-page").then((m) => ({ default: m.HowItWorksPage })),
);
const FaqPage = lazyPage(() =>
  import("../features/info-pages/faq-page").then((m) => ({ default: m.FaqPage })),
);
const AboutPage = lazyPage(() =>
  import("../features/info-pages/about-page").then((m) => ({ default: m.AboutPage })),
);
const ContactPage = lazyPage(() =>
  import("../features/contact/contact-page").then((m) => ({ default: m.ContactPage })),
);
const PrivacyPolicyPage = lazyPage(() =>
  import("../features/info-pages/privacy-policy-page").then((m) => ({ default: m.PrivacyPolicyPage })),
);
const TermsOfServicePage = lazyPage(() =>
  import("../features/info-pages/terms-of-service-page").then((m) => ({ default: m.TermsOfServicePage })),
);
const ThankYouDonationPage = lazyPage(() =>
  import("../features/info-pages/thank-you-donation-page").then((m) => ({ default: m.ThankYouDonationPage })),
);
const LegislatorsPage = lazyPage(() =>
  import("../features/legislators/legislators-page").then((m) => ({ default: m.LegislatorsPage })),
);
const LegislatorProfilePage = lazyPage(() =>
  import("../features/legislator-profile/legislator-profile-page").then((m) => ({
    default: m.LegislatorProfilePage,
  })),
);

const PersuadablesPage = lazyPage(() =>
  import("../features/persuadables/persuadables-page").then((m) => ({ default: m.PersuadablesPage })),
);
const StateInformationPage = lazyPage(() =>
  import("../features/state-information/state-information-page").then((m) => ({
    default: m.StateInformationPage,
  })),
);
const StateDetailPage = lazyPage(() =>
  import("../features/state-information/state-detail-page").then((m) => ({ default: m.StateDetailPage })),
);
const AccountabilityPage = lazyPage(() =>
  import("../features/accountability/accountability-page").then((m) => ({ default: m.AccountabilityPage })),
);

const AdminLoginPage = lazyPage(() =>
  import("../features/admin/admin-login-page").then((m) => ({ default: m.AdminLoginPage })),
);
const AdminPage = lazyPage(() =>
  import("../features/admin/admin-page").then((m) => ({ default: m.AdminPage })),
);

const PledgePage = lazyPage(() =>
  import("../features/pledge-wizard/pledge-page").then((m) => ({ default: m.PledgePage })),
);
const AuthPage = lazyPage(() => import("../features/auth/auth-page").then((m) => ({ default: m.AuthPage })));
const ForgotPasswordPage = lazyPage(() =>
  import("../features/account/forgot-password-page").then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazyPage(() =>
  import("../features/account/reset-password-page").then((m) => ({ default: m.ResetPasswordPage })),
);
const VerifyEmailPage = lazyPage(() =>
  import("../features/account/verify-email-page").then((m) => ({ default: m.VerifyEmailPage })),
);
const UnsubscribePage = lazyPage(() =>
  import("../features/account/unsubscribe-page").then((m) => ({ default: m.UnsubscribePage })),
);
const ThankYouPage = lazyPage(() =>
  import("../features/thank-you/thank-you-page").then((m) => ({ default: m.ThankYouPage })),
);
const DashboardPage = lazyPage(() =>
  import("../features/dashboard/dashboard-page").then((m) => ({ default: m.DashboardPage })),
);

interface PageRoute {
  path: string;
  /** The home page ships in the main bundle; every other page is PageCode. */
  page: ComponentType | PageCode;
}

const ROUTES: readonly PageRoute[] = [
  { path: paths.home, page: HomeRoute },
  { path: paths.howItWorks, page: HowItWorksPage },
  { path: paths.faq, page: FaqPage },
  { path: paths.about, page: AboutPage },
  { path: paths.contact, page: ContactPage },
  { path: paths.privacyPolicy, page: PrivacyPolicyPage },
  { path: paths.termsOfService, page: TermsOfServicePage },
  { path: paths.thankYouDonation, page: ThankYouDonationPage },
  { path: paths.legislators, page: LegislatorsPage },
  { path: routePatterns.legislator, page: LegislatorProfilePage },
  { path: paths.persuadableRepublicans, page: PersuadablesPage },
  { path: paths.stateInformation(), page: StateInformationPage },
  { path: routePatterns.stateInformation, page: StateDetailPage },
  { path: paths.dischargeImpeachment, page: AccountabilityPage },
  { path: paths.adminLogin, page: AdminLoginPage },
  { path: paths.admin, page: AdminPage },
  { path: paths.pledge, page: PledgePage },
  { path: paths.auth, page: AuthPage },
  { path: paths.login, page: AuthPage },
  { path: paths.forgotPassword, page: ForgotPasswordPage },
  { path: paths.resetPassword, page: ResetPasswordPage },
  { path: paths.verifyEmail, page: VerifyEmailPage },
  { path: paths.unsubscribe, page: UnsubscribePage },
  { path: paths.thankYou(), page: ThankYouPage },
  { path: paths.dashboard(), page: DashboardPage },
];

/** The patterns of every page's address, for the server's 404s (scripts/prerender-pages.ts). */
export const PAGE_ROUTE_PATTERNS: readonly string[] = ROUTES.map((route) => route.path);

export function AppRoutes() {
  const [location] = useLocation();
  return (
    // Keyed by location so that an error on one page is forgotten when the visitor moves on.
    <RouteErrorBoundary key={location}>
      <Switch>
        {ROUTES.map(({ path, page: Page }) => (
          <Route key={path} path={path}>
            {Page instanceof PageCode ? <LazyPage code={Page} /> : <Page />}
          </Route>
        ))}
        <Route>
          <LazyPage code={NotFoundPage} />
        </Route>
      </Switch>
    </RouteErrorBoundary>
  );
}

/**
 * Loads the code of the page at this path before it is rendered ahead of time (at build time, or
 * a profile on the server) and before React takes over its markup in the browser.
 */
export function preloadPage(pathname: string): Promise<unknown> {
  const page = ROUTES.find((route) => matchPageRoute(route.path, pathname))?.page;
  return page instanceof PageCode ? page.preload() : Promise.resolve();
}
