import { type ComponentType, Suspense, use } from "react";
import { Route, Switch, useLocation } from "wouter";
import { LANGUAGES, type Language, pathInLanguage, splitLanguagePath } from "#shared/language";
import { matchPageRoute } from "#shared/page-routes";
import { useLanguage } from "../lib/i18n/language";
import { paths, routePatterns } from "../lib/paths";
import { HomeRoute } from "./home-route";
import { loadNamespaces, type Namespace, SHARED_NAMESPACES } from "./i18n/catalogues";
import { PageFallback } from "./page-fallback";
import { RouteErrorBoundary } from "./route-error-boundary";

/**
 * A page's code and the message catalogues it speaks with, loaded on demand or ahead of rendering
 * it (preload). Until both are there the page shows PageFallback. Once loaded the page renders
 * directly, with no Suspense boundary around it: that is how a prerendered page is hydrated, in
 * the same pass as the header and footer, before any of their data can arrive and make the page's
 * first render differ from its markup.
 */
class PageCode {
  #loaded: ComponentType | undefined;
  #code: Promise<ComponentType> | undefined;
  readonly #ready: Partial<Record<Language, Promise<ComponentType>>> = {};
  readonly #readyIn = new Set<Language>();

  constructor(
    private readonly load: () => Promise<{ default: ComponentType }>,
    private readonly namespaces: readonly Namespace[],
  ) {}

  preload(language: Language): Promise<ComponentType> {
    this.#code ??= this.load().then((module) => {
      this.#loaded = module.default;
      return module.default;
    });
    const code = this.#code;
    this.#ready[language] ??= loadNamespaces(language, [...SHARED_NAMESPACES, ...this.namespaces]).then(
      () => {
        this.#readyIn.add(language);
        return code;
      },
    );
    return this.#ready[language];
  }

  /** The page, when its code and its catalogues in this language are both loaded. */
  loadedIn(language: Language): ComponentType | undefined {
    return this.#readyIn.has(language) ? this.#loaded : undefined;
  }
}

const lazyPage = (load: () => Promise<{ default: ComponentType }>, namespaces: readonly Namespace[] = []) =>
  new PageCode(load, namespaces);

function AwaitedPage({ code, language }: { code: PageCode; language: Language }) {
  const Page = use(code.preload(language));
  return <Page />;
}

function LazyPage({ code }: { code: PageCode }) {
  const language = useLanguage();
  const Loaded = code.loadedIn(language);
  if (Loaded) return <Loaded />;
  return (
    <Suspense fallback={<PageFallback />}>
      <AwaitedPage code={code} language={language} />
    </Suspense>
  );
}

const NotFoundPage = lazyPage(() =>
  import("../components/layout/not-found-page").then((m) => ({ default: m.NotFoundPage })),
);
const HowItWorksPage = lazyPage(
  () => import("../features/info-pages/how-it-works-page").then((m) => ({ default: m.HowItWorksPage })),
  ["info-pages"],
);
const FaqPage = lazyPage(
  () => import("../features/info-pages/faq-page").then((m) => ({ default: m.FaqPage })),
  ["info-pages"],
);
const AboutPage = lazyPage(
  () => import("../features/info-pages/about-page").then((m) => ({ default: m.AboutPage })),
  ["info-pages"],
);
const ContactPage = lazyPage(
  () => import("../features/contact/contact-page").then((m) => ({ default: m.ContactPage })),
  ["contact"],
);
const PrivacyPolicyPage = lazyPage(
  () => import("../features/info-pages/privacy-policy-page").then((m) => ({ default: m.PrivacyPolicyPage })),
  ["info-pages"],
);
const TermsOfServicePage = lazyPage(
  () =>
    import("../features/info-pages/terms-of-service-page").then((m) => ({ default: m.TermsOfServicePage })),
  ["info-pages"],
);
const ThankYouDonationPage = lazyPage(
  () =>
    import("../features/info-pages/thank-you-donation-page").then((m) => ({
      default: m.ThankYouDonationPage,
    })),
  ["info-pages"],
);
const LegislatorsPage = lazyPage(
  () => import("../features/legislators/legislators-page").then((m) => ({ default: m.LegislatorsPage })),
  ["legislators"],
);
const LegislatorProfilePage = lazyPage(
  () =>
    import("../features/legislator-profile/legislator-profile-page").then((m) => ({
      default: m.LegislatorProfilePage,
    })),
  ["legislator-profile"],
);

const PersuadablesPage = lazyPage(
  () => import("../features/persuadables/persuadables-page").then((m) => ({ default: m.PersuadablesPage })),
  ["persuadables"],
);
const StateInformationPage = lazyPage(
  () =>
    import("../features/state-information/state-information-page").then((m) => ({
      default: m.StateInformationPage,
    })),
  ["state-information"],
);
const StateDetailPage = lazyPage(
  () =>
    import("../features/state-information/state-detail-page").then((m) => ({ default: m.StateDetailPage })),
  ["state-information"],
);
const AccountabilityPage = lazyPage(
  () =>
    import("../features/accountability/accountability-page").then((m) => ({ default: m.AccountabilityPage })),
  ["accountability"],
);

const AdminLoginPage = lazyPage(() =>
  import("../features/admin/admin-login-page").then((m) => ({ default: m.AdminLoginPage })),
);
const AdminPage = lazyPage(() =>
  import("../features/admin/admin-page").then((m) => ({ default: m.AdminPage })),
);

const PledgePage = lazyPage(
  () => import("../features/pledge-wizard/pledge-page").then((m) => ({ default: m.PledgePage })),
  ["pledge-wizard"],
);
const AuthPage = lazyPage(
  () => import("../features/auth/auth-page").then((m) => ({ default: m.AuthPage })),
  ["auth"],
);
const ForgotPasswordPage = lazyPage(
  () => import("../features/account/forgot-password-page").then((m) => ({ default: m.ForgotPasswordPage })),
  ["account"],
);
const ResetPasswordPage = lazyPage(
  () => import("../features/account/reset-password-page").then((m) => ({ default: m.ResetPasswordPage })),
  ["account"],
);
const VerifyEmailPage = lazyPage(
  () => import("../features/account/verify-email-page").then((m) => ({ default: m.VerifyEmailPage })),
  ["account"],
);
const UnsubscribePage = lazyPage(
  () => import("../features/account/unsubscribe-page").then((m) => ({ default: m.UnsubscribePage })),
  ["account"],
);
const ThankYouPage = lazyPage(
  () => import("../features/thank-you/thank-you-page").then((m) => ({ default: m.ThankYouPage })),
  ["thank-you"],
);
const DashboardPage = lazyPage(
  () => import("../features/dashboard/dashboard-page").then((m) => ({ default: m.DashboardPage })),
  ["dashboard"],
);

// The home page ships in the main bundle: most visits start there, so it does not cost a second
// round trip before it can render. Only its messages load on demand.
const HomePage = lazyPage(async () => ({ default: HomeRoute }), ["home", "pledge-wizard"]);

interface PageRoute {
  path: string;
  page: PageCode;
  /** The administrator console stays in English: it has no Spanish address. */
  englishOnly?: boolean;
}

const ROUTES: readonly PageRoute[] = [
  { path: paths.home, page: HomePage },
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
  { path: paths.adminLogin, page: AdminLoginPage, englishOnly: true },
  { path: paths.admin, page: AdminPage, englishOnly: true },
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

const routesIn = (language: Language) =>
  language === "en" ? ROUTES : ROUTES.filter((route) => !route.englishOnly);

/**
 * The patterns of every page's address in every language, for the server's 404s
 * (scripts/prerender-pages.ts): `/faq` and `/es/faq`.
 */
export const PAGE_ROUTE_PATTERNS: readonly string[] = LANGUAGES.flatMap((language) =>
  routesIn(language).map((route) => pathInLanguage(route.path, language)),
);

export function AppRoutes() {
  const [location] = useLocation();
  const language = useLanguage();
  return (
    // Keyed by location so that an error on one page is forgotten when the visitor moves on.
    <RouteErrorBoundary key={location}>
      <Switch>
        {routesIn(language).map(({ path, page }) => (
          <Route key={path} path={path}>
            <LazyPage code={page} />
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
 * Loads the code and the messages of the page at this address (`/faq`, `/es/faq`) before it is
 * rendered ahead of time (at build time, or a profile on the server) and before React takes over
 * its markup in the browser.
 */
export function preloadPage(pathname: string): Promise<unknown> {
  const { language, path } = splitLanguagePath(pathname);
  const page = routesIn(language).find((route) => matchPageRoute(route.path, path))?.page ?? NotFoundPage;
  return page.preload(language);
}
