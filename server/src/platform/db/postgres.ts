import pg from 'pg';
import type { Db, Queryable, Row, SqlParam } from './types.ts';
import { Listeners, type Listener } from './listeners.ts';
import { createStatementNames } from './statement-names.ts';
import { insideTransaction, refuseInsideTransaction } from './transaction-guard.ts';
import { beginStatements, needsOwnTransaction, type WriteContext } from './write-context.ts';

/** How long a lost listening connection waits before it tries again, at most. */
const RELISTEN_MAX_DELAY_MS = 10_000;

export class PostgresDb implements Db {
  readonly driver = 'postgres' as const;
  private readonly listeners = new Listeners();
  /** The connection LISTEN runs on (a pooled one would be handed to other queries): opened by the first listen(). */
  private listening: Promise<pg.Client> | undefined;
  private closed = false;
  private readonly statementName = createStatementNames();

  constructor(
    private readonly pool: pg.Pool,
    private readonly connectionString: string,
  ) {}

  async listen(channel: string, onNotify: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>> {
    const listener: Listener = { channel, onNotify, onReconnect };
    const first = this.listeners.add(listener);
    this.listening ??= this.connectListener(false);
    const client = await this.listening;
    if (first) await client.query(`LISTEN ${channel}`);
    return async () => {
      if (this.listeners.remove(listener) && !this.closed) await (await this.listening)?.query(`UNLISTEN ${channel}`).catch(() => undefined);
    };
  }

  /**
   * Opens the listening connection and LISTENs on every channel listened to. A connection lost
   * later (server restart, network) is reopened with growing waits; listeners are then told.
   */
  private async connectListener(again: boolean): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.connectionString, types: pgTypes });
    client.on('notification', (msg) => {
      this.listeners.deliver(msg.channel, msg.payload ?? '');
    });
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost || this.closed) return;
      lost = true;
      console.warn(`the database connection for live events was lost${err ? `: ${err.message}` : ''}; reconnecting`);
      client.end().catch(() => undefined);
      this.listening = this.reconnectListener();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    await client.connect();
    for (const channel of this.listeners.channels()) await client.query(`LISTEN ${channel}`);
    if (again) this.listeners.reconnected();
    return client;
  }

  private async reconnectListener(): Promise<pg.Client> {
    for (let delay = 250; ; delay = Math.min(delay * 2, RELISTEN_MAX_DELAY_MS)) {
      await new Promise((resolve) => setTimeout(resolve, delay).unref());
      if (this.closed) throw new Error('The database is closed');
      try {
        return await this.connectListener(true);
      } catch (err) {
        console.warn(`live events: could not reconnect (${(err as Error).message}); trying again`);
      }
    }
  }

  async query<T extends Row>(sql: string, params: readonly SqlParam[] = [], context?: WriteContext): Promise<T[]> {
    refuseInsideTransaction(this);
    if (needsOwnTransaction(sql, context)) return this.transaction((tx) => tx.query<T>(sql, params), context);
    const res = await this.pool.query<T>(this.statement(sql, params));
    return res.rows;
  }

  private statement(sql: string, params: readonly SqlParam[]): pg.QueryConfig {
    return { text: sql, values: params as unknown[], name: params.length > 0 ? this.statementName(sql) : undefined };
  }

  async exec(sql: string): Promise<void> {
    refuseInsideTransaction(this);
    await this.pool.query(sql);
  }

  async transaction<T>(fn: (tx: Queryable) => Promise<T>, context?: WriteContext): Promise<T> {
    refuseInsideTransaction(this);
    const client = await this.pool.connect();
    let onRollback = () => undefined as void;
    try {
      await client.query('BEGIN');
      const tx: Queryable = {
        query: async <R extends Row>(sql: string, params: readonly SqlParam[] = []) => (await client.query<R>(this.statement(sql, params))).rows,
      };
      onRollback = await beginStatements(tx, context);
      const result = await insideTransaction(this, () => fn(tx));
      await client.query('COMMIT');
      return result;
    } catch (err) {
      onRollback();
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const listening = this.listening;
    this.listening = undefined;
    await listening?.then((c) => c.end()).catch(() => undefined);
    await this.pool.end();
  }
}

// int8 (bigint: paisa amounts, counts) as JS numbers, like PGlite does; values stay far below 2^53.
export const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === 20 && format !== 'binary') return (v: string) => Number(v);
    return pg.types.getTypeParser(oid, format ?? 'text');
  }) as typeof pg.types.getTypeParser,
};
