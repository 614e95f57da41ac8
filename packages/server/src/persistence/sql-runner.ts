/**
 * The plain SQL door both stores open for the tables beyond games (account-store.ts): queries are
 * written once with `?` placeholders and the store runs them in its dialect (PostgreSQL numbers
 * them). Nothing here knows a table.
 */
/** The SQL flavour a store speaks. */
export type Dialect = 'sqlite' | 'postgres';

export interface SqlStatement {
  sql: string;
  params: unknown[];
}

export interface SqlRunner {
  readonly dialect: Dialect;
  /** Every row the query returns. */
  all<T>(sql: string, ...params: unknown[]): Promise<T[]>;
  /** A write; resolves with the number of rows it changed. */
  run(sql: string, ...params: unknown[]): Promise<number>;
  /** Writes that all happen or none does (in one transaction); resolves with each one's changed-row count. */
  atomic(statements: SqlStatement[]): Promise<number[]>;
}

/** A store that opens the door (both GameStores do). */
export interface HasSqlRunner {
  sql(): SqlRunner;
}
