import { PGlite, parse, protocol } from "@electric-sql/pglite";
import type { Database } from "./client";

/**
 * A statement the database parses and plans once per connection and afterwards only binds and
 * executes. For the hot writes (the pledge route): planning a statement with several CTEs costs
 * more than running it, on PGlite most of all (docs/performance.md).
 */
export interface PreparedStatement {
  /** Unique per statement text: the database keeps it under this name. */
  readonly name: string;
  /** SQL with $1… parameters. */
  readonly text: string;
}

export function preparedStatement(name: string, text: string): PreparedStatement {
  return { name, text };
}

/** Runs a prepared statement outside any transaction; both engines return the same rows. */
export async function runPrepared<Row>(
  db: Database,
  statement: PreparedStatement,
  params: readonly unknown[],
): Promise<Row[]> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) return runOnPglite<Row>(client, statement, params);
  // node-postgres prepares a named statement on each pooled connection the first time it runs there.
  const pool = client as { query(config: object): Promise<{ rows: Row[] }> };
  const result = await pool.query({ name: statement.name, text: statement.text, values: params });
  return result.rows;
}

/** Parameter type ids of the statements already prepared in each embedded database. */
const preparedInPglite = new WeakMap<PGlite, Map<string, number[]>>();

/**
 * PGlite's own query() parses and plans every time; this speaks the extended protocol with a named
 * statement instead, holding the same two locks query() holds so it never interleaves with a
 * transaction.
 */
function runOnPglite<Row>(pglite: PGlite, statement: PreparedStatement, params: readonly unknown[]) {
  return pglite._runExclusiveTransaction(() =>
    pglite._runExclusiveQuery(async () => {
      let statements = preparedInPglite.get(pglite);
      if (!statements) {
        statements = new Map();
        preparedInPglite.set(pglite, statements);
      }
      let paramTypes = statements.get(statement.name);
      if (!paramTypes) {
        const { messages } = await pglite.execProtocol(
          concat([
            protocol.serialize.parse({ name: statement.name, text: statement.text }),
            protocol.serialize.describe({ type: "S", name: statement.name }),
            protocol.serialize.sync(),
          ]),
          { syncToFs: false },
        );
        paramTypes = parse.parseDescribeStatementResults(messages);
        statements.set(statement.name, paramTypes);
      }
      const types = paramTypes;
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serialize = pglite.serializers[types[i]!];
        return serialize ? serialize(value) : String(value);
      });
      const { messages } = await pglite.execProtocol(
        concat([
          protocol.serialize.bind({ statement: statement.name, values }),
          protocol.serialize.describe({ type: "P" }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ]),
      );
      return (parse.parseResults(messages, pglite.parsers)[0]?.rows ?? []) as Row[];
    }),
  );
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
