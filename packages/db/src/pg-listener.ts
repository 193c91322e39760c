import type pg from 'pg';

const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 5_000;
/** A silently dead connection (no RST, e.g. a dropped network path) is noticed by this probe. */
const HEARTBEAT_MS = 30_000;
const HEARTBEAT_TIMEOUT_MS = 5_000;

interface Subscriber {
  onPayload(payload: string): void;
  onResync: (() => void) | undefined;
  /** Set once its `listen` resolved: only then can it have missed anything. */
  armed: boolean;
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * LISTEN on any number of channels over one dedicated connection. When that connection errors or
 * ends it is opened again (100 ms back-off doubling to 5 s), every channel is listened again, and
 * each subscriber's `onResync` runs: NOTIFY is not queued for absent listeners, so whatever was
 * sent in between is lost and the subscriber must refetch.
 */
export class PgNotificationListener {
  private readonly channels = new Map<string, Set<Subscriber>>();
  private client: pg.Client | undefined;
  private started: Promise<void> | undefined;
  private reconnecting: Promise<void> | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private wakeUp: (() => void) | undefined;
  private closed = false;

  constructor(
    private readonly newClient: () => pg.Client,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Whether every channel is being listened to right now. */
  get connected(): boolean {
    return !this.closed && (this.channels.size === 0 || this.client !== undefined);
  }

  /**
   * Resolves once LISTEN is in place, or once the first connection attempt failed (the listener
   * keeps trying; `onResync` runs when it gets through). Resolves to the unsubscribe function.
   */
  async listen(
    channel: string,
    onPayload: (payload: string) => void,
    onResync?: () => void,
  ): Promise<() => Promise<void>> {
    if (this.closed) throw new Error('The notification listener is closed.');
    const subscriber: Subscriber = { onPayload, onResync, armed: false };
    const subscribers = this.channels.get(channel) ?? new Set();
    subscribers.add(subscriber);
    this.channels.set(channel, subscribers);

    this.started ??= this.connect().catch((error: unknown) => {
      this.onError(error);
      this.reconnect();
    });
    await this.started;
    // LISTEN is idempotent; a failure here means the connection is going, and reconnecting
    // listens on every channel again.
    await this.client?.query(`LISTEN ${quoteIdentifier(channel)}`).catch(() => {});
    subscriber.armed = true;

    return async () => {
      subscribers.delete(subscriber);
      if (subscribers.size > 0 || this.channels.get(channel) !== subscribers) return;
      this.channels.delete(channel);
      await this.client?.query(`UNLISTEN ${quoteIdentifier(channel)}`).catch(() => {});
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.wakeUp?.();
    clearInterval(this.heartbeat);
    const client = this.client;
    this.client = undefined;
    await this.reconnecting;
    await client?.end().catch(() => {});
  }

  private async connect(): Promise<void> {
    const client = this.newClient();
    client.on('notification', (message) => this.dispatch(message.channel, message.payload ?? ''));
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, undefined));
    try {
      await client.connect();
      for (const channel of this.channels.keys()) {
        await client.query(`LISTEN ${quoteIdentifier(channel)}`);
      }
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.startHeartbeat(client);
    for (const subscribers of this.channels.values()) {
      for (const subscriber of subscribers) if (subscriber.armed) this.notify(subscriber.onResync);
    }
  }

  private lost(client: pg.Client, error: unknown): void {
    if (client !== this.client) return;
    this.client = undefined;
    clearInterval(this.heartbeat);
    if (error !== undefined) this.onError(error);
    client.end().catch(() => {});
    this.reconnect();
  }

  private reconnect(): void {
    if (this.closed || this.reconnecting) return;
    this.reconnecting = this.retryUntilConnected().finally(() => {
      this.reconnecting = undefined;
    });
  }

  private async retryUntilConnected(): Promise<void> {
    for (let delay = FIRST_RETRY_MS; !this.closed; delay = Math.min(delay * 2, MAX_RETRY_MS)) {
      await this.sleep(delay);
      if (this.closed) return;
      try {
        await this.connect();
        return;
      } catch (error) {
        this.onError(error);
      }
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  private startHeartbeat(client: pg.Client): void {
    clearInterval(this.heartbeat);
    this.heartbeat = setInterval(() => {
      const timeout = setTimeout(
        () => this.lost(client, new Error('The listening connection stopped answering.')),
        HEARTBEAT_TIMEOUT_MS,
      );
      client
        .query('select 1')
        .catch((error: unknown) => this.lost(client, error))
        .finally(() => clearTimeout(timeout));
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  private dispatch(channel: string, payload: string): void {
    for (const subscriber of this.channels.get(channel) ?? []) {
      this.notify(() => subscriber.onPayload(payload));
    }
  }

  /** A subscriber's failure is reported, never allowed to stop the others or the listener. */
  private notify(callback: (() => void) | undefined): void {
    try {
      callback?.();
    } catch (error) {
      this.onError(error);
    }
  }
}
