import { lazy, Suspense } from "react";
import { Route, Switch, useLocation } from "wouter";
import { HomePage } from "../features/home/home-page";
import { paths, routePatterns } from "../lib/paths";
import { PageFallback } from "./page-fallback";
import { RouteErrorBoundary } from "./route-error-boundary";

// Every page but the home page is loaded on demand. The home page is where most visits start,
// so it ships in the main bundle rather than costing a second round trip before it can render.
const NotFoundPage = lazy(() =>
  import("../features/not-found/not-found-page").then((m) => ({ default: m.NotFoundPage })),
);
const HowItWorksPage = lazy(() =>
  import("../features/info-pages/how-it-works-page").then((m) => ({ default: m.HowItWorksPage })),
);
const FaqPage = lazy(() => import("../features/info-pages/faq-page").then((m) => ({ default: m.FaqPage })));
const AboutPage = lazy(() =>
  import("../features/info-pages/about-page").then((m) => ({ default: m.AboutPage })),
);
const ContactPage = lazy(() =>
  import("../features/contact/contact-page").then((m) => ({ default: m.ContactPage })),
);
const PrivacyPolicyPage = lazy(() =>
  import("../features/info-pages/privacy-policy-page").then((m) => ({ default: m.PrivacyPolicyPage })),
);
const TermsOfServicePage = lazy(() =>
  import("../features/info-pages/terms-of-service-page").then((m) => ({ default: m.TermsOfServicePage })),
);
const ThankYouDonationPage = lazy(() =>
  import("../features/info-pages/thank-you-donation-page").then((m) => ({ default: m.ThankYouDonationPage })),
);
const LegislatorsPage = lazy(() =>
  import("../features/legislators/legislators-page").then((m) => ({ default: m.LegislatorsPage })),
);
const LegislatorProfilePage = lazy(() =>
  import("../features/legislator-profile/legislator-profile-page").then((m) => ({
    default: m.LegislatorProfilePage,
  })),
);

const PersuadablesPage = lazy(() =>
  import("../features/persuadables/persuadables-page").then((m) => ({ default: m.PersuadablesPage })),
);
const StateInformationPage = lazy(() =>
  import("../features/state-information/state-information-page").then((m) => ({
    default: m.StateInformationPage,
  })),
);
const StateDetailPage = lazy(() =>
  import("../features/state-information/state-detail-page").then((m) => ({ default: m.StateDetailPage })),
);
const AccountabilityPage = lazy(() =>
  import("../features/accountability/accountability-page").then((m) => ({ default: m.AccountabilityPage })),
);

const AdminLoginPage = lazy(() =>
  import("../features/admin/admin-login-page").then((m) => ({ default: m.AdminLoginPage })),
);
const AdminPage = lazy(() => import("../features/admin/admin-page").then((m) => ({ default: m.AdminPage })));

const PledgePage = lazy(() =>
  import("../features/pledge-wizard/pledge-page").then((m) => ({ default: m.PledgePage })),
);
const AuthPage = lazy(() => import("../features/auth/auth-page").then((m) => ({ default: m.AuthPage })));
const ForgotPasswordPage = lazy(() =>
  import("../features/account/forgot-password-page").then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import("../features/account/reset-password-page").then((m) => ({ default: m.ResetPasswordPage })),
);
const VerifyEmailPage = lazy(() =>
  import("../features/account/verify-email-page").then((m) => ({ default: m.VerifyEmailPage })),
);
const ThankYouPage = lazy(() =>
  import("../features/thank-you/thank-you-page").then((m) => ({ default: m.ThankYouPage })),
);
const DashboardPage = lazy(() =>
  import("../features/dashboard/dashboard-page").then((m) => ({ default: m.DashboardPage })),
);

export function AppRoutes() {
  const [location] = useLocation();
  return (
    // Keyed by location so that an error on one page is forgotten when the visitor moves on.
    <RouteErrorBoundary key={location}>
      <Suspense fallback={<PageFallback />}>
        <Switch>
          <Route path={paths.home} component={HomePage} />
          <Route path={paths.howItWorks} component={HowItWorksPage} />
          <Route path={paths.faq} component={FaqPage} />
          <Route path={paths.about} component={AboutPage} />
          <Route path={paths.contact} component={ContactPage} />
          <Route path={paths.privacyPolicy} component={PrivacyPolicyPage} />
          <Route path={paths.termsOfService} component={TermsOfServicePage} />
          <Route path={paths.thankYouDonation} component={ThankYouDonationPage} />
          <Route path={paths.legislators} component={LegislatorsPage} />
          <Route path={routePatterns.legislator} component={LegislatorProfilePage} />
          <Route path={paths.persuadableRepublicans} component={PersuadablesPage} />
          <Route path={paths.stateInformation()} component={StateInformationPage} />
          <Route path={routePatterns.stateInformation} component={StateDetailPage} />
          <Route path={paths.dischargeImpeachment} component={AccountabilityPage} />
          <Route path={paths.adminLogin} component={AdminLoginPage} />
          <Route path={paths.admin} component={AdminPage} />
          <Route path={paths.pledge} component={PledgePage} />
          <Route path={paths.auth} component={AuthPage} />
          <Route path={paths.login} component={AuthPage} />
          <Route path={paths.forgotPassword} component={ForgotPasswordPage} />
          <Route path={paths.resetPassword} component={ResetPasswordPage} />
          <Route path={paths.verifyEmail} component={VerifyEmailPage} />
          <Route path={paths.thankYou()} component={ThankYouPage} />
          <Route path={paths.dashboard()} component={DashboardPage} />
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </RouteErrorBoundary>
  );
}
