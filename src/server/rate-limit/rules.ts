import type { RateRule } from "./limiter";

/** The abuse limits, documented in docs/security.md. Tests may raise them through buildApp. */
export const DEFAULT_RATE_RULES = {
  loginPerAddress: { name: "login-ip", limit: 10, windowSeconds: 60 },
  loginPerAccount: { name: "login-account", limit: 10, windowSeconds: 15 * 60 },
  adminLoginPerAddress: { name: "admin-login-ip", limit: 10, windowSeconds: 60 },
  adminLoginPerAccount: { name: "admin-login-account", limit: 10, windowSeconds: 15 * 60 },
  /** Guessing the current password with a stolen admin token would otherwise be unlimited. */
  adminPasswordChangePerAccount: { name: "admin-password-account", limit: 10, windowSeconds: 15 * 60 },
  registerPerAddress: { name: "register-ip", limit: 10, windowSeconds: 60 * 60 },
  forgotPerAddress: { name: "forgot-ip", limit: 10, windowSeconds: 15 * 60 },
  forgotPerAccount: { name: "forgot-account", limit: 3, windowSeconds: 60 * 60 },
  resendPerAccount: { name: "resend-account", limit: 3, windowSeconds: 60 * 60 },
  contactPerAddress: { name: "contact-ip", limit: 5, windowSeconds: 60 * 60 },
  lookupPerAddress: { name: "lookup-ip", limit: 60, windowSeconds: 60 },
  /** Unsubscribe tokens are 256 random bits: the limit only keeps a flood off the database. */
  unsubscribePerAddress: { name: "unsubscribe-ip", limit: 30, windowSeconds: 60 },
  /** Calendar apps poll a feed every few hours; tokens are 256 random bits. */
  calendarFeedPerAddress: { name: "calendar-feed-ip", limit: 120, windowSeconds: 60 * 60 },
  /** Administrators recording or correcting actions: generous, but each one mails every pledger. */
  actionWritesPerAccount: { name: "action-writes-account", limit: 60, windowSeconds: 60 * 60 },
} satisfies Record<string, RateRule>;

export type RateRules = typeof DEFAULT_RATE_RULES;
