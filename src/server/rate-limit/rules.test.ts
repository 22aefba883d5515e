import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { ADDRESS_RULES, configuredRateRules, DEFAULT_RATE_RULES, rateLimitVariable } from "./rules";

describe("per-address limits for shared networks", () => {
  it("let a canvasser's tablet sign up 60 voters in an hour, with a lookup and a sign-in each", () => {
    const perHour = (rule: { limit: number; windowSeconds: number }) =>
      (rule.limit * 3600) / rule.windowSeconds;
    expect(perHour(DEFAULT_RATE_RULES.registerPerAddress)).toBeGreaterThanOrEqual(60);
    expect(perHour(DEFAULT_RATE_RULES.loginPerAddress)).toBeGreaterThanOrEqual(60);
    expect(perHour(DEFAULT_RATE_RULES.lookupPerAddress)).toBeGreaterThanOrEqual(120);
  });

  it("still stop password guessing per account, whatever the address", () => {
    expect(DEFAULT_RATE_RULES.loginPerAccount).toMatchObject({ limit: 10, windowSeconds: 900 });
    expect(DEFAULT_RATE_RULES.adminLoginPerAccount).toMatchObject({ limit: 10, windowSeconds: 900 });
  });

  it("are each a setting named after the rule", () => {
    expect(ADDRESS_RULES.map(rateLimitVariable)).toEqual([
      "RATE_LIMIT_LOGIN_PER_ADDRESS",
      "RATE_LIMIT_ADMIN_LOGIN_PER_ADDRESS",
      "RATE_LIMIT_REGISTER_PER_ADDRESS",
      "RATE_LIMIT_FORGOT_PER_ADDRESS",
      "RATE_LIMIT_CONTACT_PER_ADDRESS",
      "RATE_LIMIT_LOOKUP_PER_ADDRESS",
      "RATE_LIMIT_UNSUBSCRIBE_PER_ADDRESS",
      "RATE_LIMIT_CALENDAR_FEED_PER_ADDRESS",
    ]);
    expect(
      configuredRateRules({ RATE_LIMIT_REGISTER_PER_ADDRESS: "300", RATE_LIMIT_CONTACT_PER_ADDRESS: "5/60" }),
    ).toEqual({
      registerPerAddress: { name: "register-ip", limit: 300, windowSeconds: 3600 },
      contactPerAddress: { name: "contact-ip", limit: 5, windowSeconds: 60 },
    });
    expect(loadConfig({ NODE_ENV: "test", RATE_LIMIT_LOOKUP_PER_ADDRESS: "240" }).rateRules).toEqual({
      lookupPerAddress: { name: "lookup-ip", limit: 240, windowSeconds: 60 },
    });
  });

  it("refuse a setting that is not a count, naming it", () => {
    for (const value of ["0", "lots", "10/0", "-5"]) {
      expect(() => configuredRateRules({ RATE_LIMIT_LOGIN_PER_ADDRESS: value })).toThrow(
        /RATE_LIMIT_LOGIN_PER_ADDRESS must be a number of requests/,
      );
    }
  });
});
