import type { RateRule } from "./limiter";

/**
 * The abuse limits, documented in docs/security.md. Per-address limits are sized for shared
 * networks (a rally's Wi-Fi, a campus, a canvasser's tablet signing voters up one after another)
 * and can each be set with RATE_LIMIT_<NAME> (configuredRateRules); per-account limits stop
 * password guessing whatever the address, and are fixed. Tests may raise any through buildApp.
 */
export const DEFAULT_RATE_RULES = {
  /** A tablet signs 60 voters in an hour: each registers and then signs in. */
  loginPerAddress: { name: "login-ip", limit: 30, windowSeconds: 60 },
  loginPerAccount: { name: "login-account", limit: 10, windowSeconds: 15 * 60 },
  adminLoginPerAddress: { name: "admin-login-ip", limit: 10, windowSeconds: 60 },
  adminLoginPerAccount: { name: "admin-login-account", limit: 10, windowSeconds: 15 * 60 },
  /** Guessing the current password with a stolen admin token would otherwise be unlimited. */
  adminPasswordChangePerAccount: { name: "admin-password-account", limit: 10, windowSeconds: 15 * 60 },
  /** 60 sign-ups an hour from one tablet, with room for typos and a second device on the same Wi-Fi. */
  registerPerAddress: { name: "register-ip", limit: 120, windowSeconds: 60 * 60 },
  forgotPerAddress: { name: "forgot-ip", limit: 30, windowSeconds: 15 * 60 },
  forgotPerAccount: { name: "forgot-account", limit: 3, windowSeconds: 60 * 60 },
  resendPerAccount: { name: "resend-account", limit: 3, windowSeconds: 60 * 60 },
  contactPerAddress: { name: "contact-ip", limit: 20, windowSeconds: 60 * 60 },
  /** Every sign-up at a rally starts with a lookup, often two (a split ZIP). */
  lookupPerAddress: { name: "lookup-ip", limit: 120, windowSeconds: 60 },
  /** Unsubscribe tokens are 256 random bits: the limit only keeps a flood off the database. */
  unsubscribePerAddress: { name: "unsubscribe-ip", limit: 30, windowSeconds: 60 },
  /** Calendar apps poll a feed every few hours; tokens are 256 random bits. */
  calendarFeedPerAddress: { name: "calendar-feed-ip", limit: 120, windowSeconds: 60 * 60 },
  /** Deleting one's account asks for the password: guessing it is stopped as at sign-in. */
  deleteAccountPerAccount: { name: "delete-account", limit: 10, windowSeconds: 15 * 60 },
  /** A voter withdrawing pledges: more than anyone has, so it only keeps a script off the counters. */
  withdrawPerAccount: { name: "withdraw-account", limit: 60, windowSeconds: 60 * 60 },
  /** Administrators recording or correcting actions: generous, but each one mails every pledger. */
  actionWritesPerAccount: { name: "action-writes-account", limit: 60, windowSeconds: 60 * 60 },
} satisfies Record<string, RateRule>;

export type RateRules = typeof DEFAULT_RATE_RULES;
export type RateRuleKey = keyof RateRules;

/** The limits per client address: the ones an operator may set for their networks. */
export const ADDRESS_RULES = (Object.keys(DEFAULT_RATE_RULES) as RateRuleKey[]).filter((key) =>
  key.endsWith("PerAddress"),
);

/** RATE_LIMIT_REGISTER_PER_ADDRESS for registerPerAddress. */
export function rateLimitVariable(key: RateRuleKey): string {
  return `RATE_LIMIT_${key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
}

const SETTING = /^(\d{1,9})(?:\/(\d{1,9}))?$/;

/**
 * The per-address limits with the operator's settings applied: RATE_LIMIT_<NAME>=N keeps the
 * window and allows N requests in it; N/S sets a window of S seconds. Anything else, or 0, is an
 * error naming the variable, found at start.
 */
export function configuredRateRules(env: NodeJS.ProcessEnv): Partial<RateRules> {
  const rules: Partial<Record<RateRuleKey, RateRule>> = {};
  for (const key of ADDRESS_RULES) {
    const variable = rateLimitVariable(key);
    const value = env[variable]?.trim();
    if (!value) continue;
    const match = SETTING.exec(value);
    const limit = Number(match?.[1]);
    const windowSeconds = match?.[2] ? Number(match[2]) : DEFAULT_RATE_RULES[key].windowSeconds;
    if (!match || limit < 1 || windowSeconds < 1) {
      throw new Error(
        `Invalid configuration: ${variable} must be a number of requests, optionally /seconds (e.g. 120 or 120/3600)`,
      );
    }
    rules[key] = { ...DEFAULT_RATE_RULES[key], limit, windowSeconds };
  }
  return rules as Partial<RateRules>;
}
