import { toSearchString } from "./search-params";

export const DASHBOARD_TABS = ["profile", "pledges", "legislators", "notifications"] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export interface ThankYouParams {
  /** The legislator's slug (or name). */
  legislator?: string;
  legislatorId?: number;
  /** How many pledges were made; the page reads 1 when absent. */
  count?: number;
}

/** Every client route the app links to, so a path is spelled in one place only. */
export const paths = {
  home: "/",
  pledge: "/pledge",
  /** The pledge wizard with one legislator chosen in advance. */
  pledgeWithLegislator: (id: number) => `/pledge${toSearchString({ legislator: id })}`,
  legislators: "/legislators",
  legislator: (idOrSlug: string | number) => `/legislators/${encodeURIComponent(String(idOrSlug))}`,
  thankYou: (params: ThankYouParams = {}) => `/thank-you${toSearchString({ ...params })}`,
  thankYouDonation: "/thank-you-donation",
  auth: "/auth",
  /** The same screen as /auth. */
  login: "/login",
  forgotPassword: "/forgot-password",
  /** Reached from the e-mailed link, which carries ?token=…. */
  resetPassword: "/reset-password",
  /** Reached from the e-mailed link, which carries ?token=…. */
  verifyEmail: "/verify-email",
  /** Reached from a reminder's or notice's link, which carries ?token=…. */
  unsubscribe: "/unsubscribe",
  dashboard: (tab?: DashboardTab) => `/dashboard${toSearchString({ tab })}`,
  /** The index of states, or one state's page (codes are case-insensitive; links use lower case). */
  stateInformation: (state?: string) =>
    state ? `/state-information/${encodeURIComponent(state.toLowerCase())}` : "/state-information",
  howItWorks: "/how-it-works",
  dischargeImpeachment: "/discharge-impeachment",
  persuadableRepublicans: "/persuadable-republicans",
  faq: "/faq",
  about: "/about",
  contact: "/contact",
  privacyPolicy: "/privacy-policy",
  disclaimer: "/privacy-policy#disclaimer",
  termsOfService: "/terms-of-service",
  adminLogin: "/admin/login",
  admin: "/admin",
} as const;

/** wouter patterns of the routes that take a parameter (the others use their `paths` entry). */
export const routePatterns = {
  legislator: "/legislators/:idOrSlug",
  stateInformation: "/state-information/:state",
} as const;
