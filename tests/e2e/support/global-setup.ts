import { ensureClientBuilt } from "../../../scripts/client-build";
import { prepareDatabaseTemplates } from "../../support/database-template";

export const TEMPLATES_VARIABLE = "E2E_DATABASE_TEMPLATES";

/**
 * Once per run, before any worker starts: the built client the server serves, and the seeded
 * database each test file's server copies. Workers inherit the environment, so the templates
 * travel to them in a variable.
 */
export default async function globalSetup() {
  ensureClientBuilt();
  const templates = await prepareDatabaseTemplates(process.env.TEST_DATABASE_URL);
  process.env[TEMPLATES_VARIABLE] = JSON.stringify(templates);
}
