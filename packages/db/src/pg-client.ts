import pg from 'pg';

const INT8_OID = 20;

/**
 * int8 (`count(*)`, bigint columns and sums of integers) as a JS number, the way PGlite returns it;
 * a BigInt past 2^53 rather than a silently rounded number.
 */
export function parseInt8(text: string): number | bigint {
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : BigInt(text);
}

type TypeParsers = pg.CustomTypesConfig;

function withInt8AsNumber(types: TypeParsers): TypeParsers {
  const getTypeParser = (oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary' ? parseInt8 : types.getTypeParser(oid, format);
  // cast: pg types getTypeParser as generic overloads that a plain function cannot spell
  return { getTypeParser: getTypeParser as TypeParsers['getTypeParser'] };
}

/** A query config that brings its own parsers (Drizzle's do, falling back to pg's global ones). */
function hasOwnTypes(config: unknown): config is { types: TypeParsers } {
  return (
    typeof config === 'object' &&
    config !== null &&
    !('submit' in config) &&
    'types' in config &&
    typeof config.types === 'object' &&
    config.types !== null
  );
}

/**
 * The pg client of every connection this app opens. It differs from pg's in two ways, both scoped
 * to this app's connections rather than set globally on the pg module:
 * - int8 comes back as a number, also for queries that bring their own type parsers;
 * - an 'error' event can never crash the process. A connection killed while a pool client is
 *   checked out between two queries (inside a transaction) emits one, and the pool listens only to
 *   idle clients; the next query on that client fails instead, and the pool drops it on release.
 */
export class AppPgClient extends pg.Client {
  constructor(config: pg.ClientConfig = {}) {
    super({ ...config, types: withInt8AsNumber(config.types ?? pg.types) });
    this.on('error', () => {});
    // cast: pg.Client's query is a set of overloads; the wrapper passes any call through as is
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    // cast: and answers what pg answers, so it keeps every overload
    this.query = ((config: unknown, ...rest: unknown[]) =>
      query(
        hasOwnTypes(config) ? { ...config, types: withInt8AsNumber(config.types) } : config,
        ...rest,
      )) as pg.Client['query'];
  }
}

/**
 * Gives a checked-out client back to the pool (to be discarded) as soon as its connection dies,
 * and makes a later `release()` by its user harmless.
 */
function releasedWhenConnectionDies(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  const giveBack = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.off('error', onError);
    client.off('end', onEnd);
    release(error);
  };
  const onError = (error: Error) => giveBack(error);
  const onEnd = () => giveBack(new Error('Connection terminated'));
  client.on('error', onError);
  client.on('end', onEnd);
  client.release = giveBack;
  return client;
}

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * The pool of this app's connections (of `AppPgClient`s). A client checked out by hand (Drizzle's
 * `transaction()` does) returns to the pool by itself when its connection dies: Drizzle runs
 * BEGIN before the try/finally that releases the client (drizzle-orm#6241), so a connection lost
 * at BEGIN would otherwise hold its pool slot forever, and a few outages would exhaust the pool.
 */
export class AppPgPool extends pg.Pool {
  constructor(config: Omit<pg.PoolConfig, 'Client'>) {
    super({ ...config, Client: AppPgClient });
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    // pool.query checks out with a callback and handles a dying client itself.
    if (!callback) return super.connect().then(releasedWhenConnectionDies);
    super.connect(callback);
    return undefined;
  }
}
