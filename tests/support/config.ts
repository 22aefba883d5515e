import { type AppConfig, loadConfig } from "#server/config";

/** The app's configuration in tests: quiet, with an administrator password; `overrides` win. */
export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: "test",
    PORT: "0",
    LOG_LEVEL: "silent",
    ADMIN_PASSWORD: "correct horse battery staple",
    PUBLIC_URL: "http://localhost:5000",
    ...(process.env.CLIENT_DIR ? { CLIENT_DIR: process.env.CLIENT_DIR } : {}),
    ...overrides,
  });
}
