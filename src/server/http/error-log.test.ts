import { DrizzleQueryError } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loggableError } from "./error-log";

function postgresError(message: string, fields: Record<string, string>) {
  return Object.assign(new Error(message), { severity: "ERROR", ...fields });
}

describe("loggableError", () => {
  it("keeps a failed query's SQLSTATE and names, and drops its statement, parameters and detail", () => {
    const cause = postgresError('duplicate key value violates unique constraint "users_email_idx"', {
      code: "23505",
      constraint: "users_email_idx",
      table: "users",
      detail: "Key (email)=(pat@example.org) already exists.",
    });
    const error = new DrizzleQueryError(
      "insert into users (email, address) values ($1, $2)",
      ["pat@example.org", "12 Elm Street"],
      cause,
    );
    const logged = loggableError(error);
    expect(logged).toMatchObject({
      type: "DatabaseError",
      code: "23505",
      constraint: "users_email_idx",
      table: "users",
    });
    expect(logged.message).toBeUndefined();
    expect(logged.cause).toBeUndefined();
    const text = JSON.stringify(logged);
    for (const leak of ["pat@example.org", "12 Elm Street", "insert into", "already exists"]) {
      expect(text).not.toContain(leak);
    }
  });

  it("keeps other errors' messages without e-mail addresses, and their causes", () => {
    const error = new TypeError("could not mail pat@example.org", { cause: new RangeError("too far") });
    const logged = loggableError(error);
    expect(logged.type).toBe("TypeError");
    expect(logged.message).toBe("could not mail [address]");
    expect(logged.cause).toMatchObject({ type: "RangeError", message: "too far" });
    expect(logged.stack).toMatch(/^\s+at /);
  });

  it("describes a thrown non-error by its kind only", () => {
    expect(loggableError("pat@example.org")).toEqual({ type: "string" });
  });
});
