import path from "node:path";
import { z } from "zod";
import { DEFAULT_DATABASE_TIMEOUTS } from "#db/client";
import { configuredRateRules, type RateRules } from "./rate-limit/rules";

const optionalUrl = z.preprocess((v) => (v === "" ? undefined : v), z.url().optional());
/** A duration in milliseconds; 0 turns the limit off. */
const milliseconds = (fallback: number) =>
  z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce.number().int().min(0).max(3_600_000).default(fallback),
  );

/** A whole number in a range, with one message that says so for any mistake. */
const wholeNumber = ({
  min,
  max,
  fallback,
  unit,
}: {
  min: number;
  max: number;
  fallback: number;
  unit: string;
}) => {
  const message = `must be a whole number of ${unit} from ${min} to ${max}`;
  return z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).default(fallback),
  );
};

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default("127.0.0.1"),
  DATA_DIR: z.string().default("./.data"),
  DATABASE_URL: z.preprocess((v) => (v === "" ? undefined : v), z.string().startsWith("postgres").optional()),
  DATABASE_CONNECT_TIMEOUT_MS: milliseconds(DEFAULT_DATABASE_TIMEOUTS.connectTimeoutMs),
  DATABASE_STATEMENT_TIMEOUT_MS: milliseconds(DEFAULT_DATABASE_TIMEOUTS.statementTimeoutMs),
  PUBLIC_URL: optionalUrl,
  ADMIN_USERNAME: z.string().min(1).default("admin"),
  ADMIN_PASSWORD: z.preprocess((v) => (v === "" ? undefined : v), z.string().min(8).optional()),
  ADMIN_EMAIL: z.preprocess((v) => (v === "" ? undefined : v), z.email().optional()),
  SESSION_SECRET: z.preprocess((v) => (v === "" ? undefined : v), z.string().min(32).optional()),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default("Pledge Watch <no-reply@localhost>"),
  CONTACT_EMAIL: z.preprocess((v) => (v === "" ? undefined : v), z.email().optional()),
  DONATION_URL: optionalUrl,
  SOCIAL_TWITTER_URL: optionalUrl,
  SOCIAL_FACEBOOK_URL: optionalUrl,
  SOCIAL_BLUESKY_URL: optionalUrl,
  TRUST_PROXY: z.preprocess((v) => (v === "" ? undefined : v), z.string().optional()),
  CLIENT_DIR: z.string().default("dist/client"),
  SNAPSHOT_DIR: z.preprocess((v) => (v === "" ? undefined : v), z.string().optional()),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_CONCURRENCY: wholeNumber({ min: 1, max: 64, fallback: 1, unit: "processes" }),
  REMINDER_SCAN_SECONDS: wholeNumber({ min: 1, max: 86_400, fallback: 300, unit: "seconds" }),
});

export interface AppConfig {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Waits toward the database: a connection (PostgreSQL) and one statement; 0 is no limit. */
  databaseTimeouts: { connectTimeoutMs: number; statementTimeoutMs: number };
  publicUrl: string;
  admin: { username: string; password: string | undefined; email: string | undefined };
  sessionSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** CONTACT_EMAIL: receives contact-form messages and is shown as the support address. */
  contactEmail: string | undefined;
  links: { donation?: string; twitter?: string; facebook?: string; bluesky?: string };
  trustProxy: string | undefined;
  logLevel: string;
  /** Folder of the built web client, served in production. */
  clientDir: string;
  /** How often the server looks for e-mail reminders that are due (it also looks at start). */
  reminderScanSeconds: number;
  /** The data snapshot applied at start; the committed data/snapshot when unset. */
  snapshotDir: string | undefined;
  /** Server processes sharing the port (WEB_CONCURRENCY); more than one needs PostgreSQL. */
  webConcurrency: number;
  /** The per-address abuse limits set with RATE_LIMIT_<NAME> (rate-limit/rules.ts). */
  rateRules: Partial<RateRules>;
}

/** Reads the environment once at start-up and fails fast with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === "production") {
    const missing = [
      !e.ADMIN_PASSWORD && "ADMIN_PASSWORD",
      !e.SESSION_SECRET && "SESSION_SECRET (at least 32 characters)",
    ].filter(Boolean);
    if (missing.length > 0) throw new Error(`Production needs ${missing.join(" and ")}`);
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseTimeouts: {
      connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    },
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    admin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD, email: e.ADMIN_EMAIL },
    sessionSecret: e.SESSION_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    contactEmail: e.CONTACT_EMAIL,
    links: {
      donation: e.DONATION_URL,
      twitter: e.SOCIAL_TWITTER_URL,
      facebook: e.SOCIAL_FACEBOOK_URL,
      bluesky: e.SOCIAL_BLUESKY_URL,
    },
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    clientDir: path.resolve(e.CLIENT_DIR),
    reminderScanSeconds: e.REMINDER_SCAN_SECONDS,
    snapshotDir: e.SNAPSHOT_DIR ? path.resolve(e.SNAPSHOT_DIR) : undefined,
    webConcurrency: e.WEB_CONCURRENCY,
    rateRules: configuredRateRules(env),
  };
}
