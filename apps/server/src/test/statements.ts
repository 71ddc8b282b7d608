import pg from 'pg';
import type { DatabaseHandle } from '../db/client.js';

type Queryable = { query: (...args: unknown[]) => unknown };
const textOf = (q: unknown) => (typeof q === 'string' ? q : (q as { text: string }).text);

/**
 * Every statement sent to `database` while `run` runs, in order, transactions included (issue 40:
 * statements per request). On PostgreSQL the handle's pool's clients are counted (pool and
 * transaction clients alike); other connections to the same database are not.
 */
export async function statementsOf(database: DatabaseHandle, run: () => Promise<unknown>): Promise<string[]> {
  const texts: string[] = [];
  const restore: (() => void)[] = [];
  const spy = (target: Queryable, counts: (client: unknown) => boolean = () => true) => {
    const original = target.query;
    target.query = function (this: unknown, ...args: unknown[]) {
      if (counts(this)) texts.push(textOf(args[0]));
      return original.apply(this, args);
    };
    restore.push(() => {
      target.query = original;
    });
  };
  if (database.kind === 'pglite') {
    const pglite = database.pglite as unknown as Queryable & { transaction: (run: (tx: Queryable) => Promise<unknown>) => Promise<unknown> };
    spy(pglite);
    const transaction = pglite.transaction;
    pglite.transaction = function (this: unknown, body: (tx: Queryable) => Promise<unknown>) {
      texts.push('BEGIN');
      return transaction.call(this, (tx: Queryable) => {
        const query = tx.query.bind(tx);
        tx.query = (...args: unknown[]) => {
          texts.push(textOf(args[0]));
          return query(...(args as Parameters<typeof query>));
        };
        return body(tx);
      });
    };
    restore.push(() => {
      pglite.transaction = transaction;
    });
  } else {
    // Only this handle's pool: the job queue, the realtime LISTEN connection and a second process's
    // pool are other clients of the same prototype, and their polls must not count as the request's.
    const ours = (database.pool as unknown as { _clients: unknown[] })._clients;
    spy(pg.Client.prototype as unknown as Queryable, (client) => ours.includes(client));
  }
  try {
    await run();
  } finally {
    for (const undo of restore.reverse()) undo();
  }
  return texts;
}
