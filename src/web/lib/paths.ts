/** Every client route the app links to, so a path is spelled in one place only. */
export const paths = {
  home: "/",
  pledge: "/pledge",
  legislators: "/legislators",
  legislator: (idOrSlug: string | number) => `/legislators/${encodeURIComponent(String(idOrSlug))}`,
  auth: "/auth",
  stateInformation: "/state-information",
  howItWorks: "/how-it-works",
  dischargeImpeachment: "/discharge-impeachment",
  persuadableRepublicans: "/persuadable-republicans",
  faq: "/faq",
  about: "/about",
  contact: "/contact",
  privacyPolicy: "/privacy-policy",
  disclaimer: "/privacy-policy#disclaimer",
  termsOfService: "/terms-of-service",
} as const;
