import type { TestProject } from "vitest/node";
import { prepareDatabaseTemplates } from "./database-template";

/** Once per run, before any test file: the seeded databases that each file's database copies. */
export default async function setup(project: TestProject) {
  project.provide("databaseTemplates", await prepareDatabaseTemplates(process.env.TEST_DATABASE_URL));
}
