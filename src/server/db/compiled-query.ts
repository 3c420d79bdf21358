import { CompiledQuery, type Compilable, type Kysely } from 'kysely';

/** Stands for the i-th argument while the query is compiled; no real value looks like it. */
const marker = (index: number) => `\u0000compiled-query-argument-${index}\u0000`;

/**
 * A query that Kysely builds and compiles once, then runs with new arguments each call. Building
 * and compiling a query (operation nodes, the CamelCase transform, SQL text) cost about a fifth
 * of the CPU of a hot API route — more than SQLite took to run it. (On PostgreSQL every statement
 * with parameters is also prepared once per connection: postgres-prepared-pool.ts.)
 *
 * `build` is called once with placeholder strings and must put each argument into the query
 * unchanged, as a parameter (a `where` or inserted value, never something derived from it). An
 * argument may be null at run time: it is then a null parameter, as Kysely would have made it
 * (`= null` matches nothing, an inserted null is NULL). Results still go through the database's
 * plugins (CamelCase names).
 */
export function compileOnce<Schema, Row, Args extends (string | null)[]>(
  db: Kysely<Schema>,
  arity: Args['length'],
  build: (...args: Args) => Compilable<Row>,
) {
  const markers = Array.from({ length: arity }, (_, index) => marker(index));
  const compiled = build(...(markers as Args)).compile();
  const slots = compiled.parameters.map((value) =>
    typeof value === 'string' ? markers.indexOf(value) : -1,
  );
  const used = new Set(slots.filter((slot) => slot >= 0));
  if (used.size !== arity) {
    throw new Error(`compileOnce: ${arity - used.size} argument(s) never reached the parameters`);
  }

  return {
    async execute(...args: Args): Promise<Row[]> {
      const parameters = compiled.parameters.map((value, index) => {
        const slot = slots[index] ?? -1;
        return slot >= 0 ? args[slot] : value;
      });
      const query = CompiledQuery.raw(compiled.sql, parameters) as CompiledQuery<Row>;
      const result = await db.executeQuery(query);
      return result.rows;
    },
  };
}
