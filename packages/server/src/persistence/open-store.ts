/**
 * The one place that picks the database from the environment:
 * DATABASE_URL (postgres://...) -> PostgreSQL, shared by every server process;
 * otherwise SQLite in DATA_DIR (default ./data), for a single process with no external service.
 */
import type { GameStore } from './game-store';
import { PostgresGameStore } from './postgres-store';
import { SqliteGameStore } from './sqlite-store';

export interface StoreEnv {
  DATABASE_URL?: string;
  DATA_DIR?: string;
}

export type StoreKind = 'postgres' | 'sqlite';

export function storeKind(env: StoreEnv = process.env): StoreKind {
  return env.DATABASE_URL && env.DATABASE_URL.trim() ? 'postgres' : 'sqlite';
}

export async function openStore(env: StoreEnv = process.env): Promise<GameStore> {
  const url = env.DATABASE_URL?.trim();
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url)) throw new Error('DATABASE_URL must be a postgres:// or postgresql:// URL');
    return PostgresGameStore.open(url);
  }
  return new SqliteGameStore(env.DATA_DIR?.trim() || './data');
}
