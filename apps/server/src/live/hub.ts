import { EventEmitter, on } from 'node:events';
import type { DatabaseClient } from '@zamalek/db/client';
import {
  LIVE_CHANNEL,
  type LiveChange,
  type LiveMessage,
  liveChangeSchema,
} from '@zamalek/domain/live';

interface Log {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/**
 * Fans the database's NOTIFY messages out to this instance's subscribers. Every instance listens,
 * so a change committed through any instance reaches clients connected to all of them. When the
 * listening connection comes back after a drop, subscribers get a `resync`: changes in between
 * were not announced.
 */
export class LiveHub {
  private readonly emitter = new EventEmitter();
  private database: DatabaseClient | undefined;
  private unlisten: (() => Promise<void>) | undefined;

  constructor(private readonly log: Log) {
    // Each open subscription adds a listener; hundreds of staff tabs are normal.
    this.emitter.setMaxListeners(0);
  }

  async start(database: DatabaseClient): Promise<void> {
    this.database = database;
    this.unlisten = await database.listen(
      LIVE_CHANNEL,
      (payload) => this.receive(payload),
      () => this.resync(),
    );
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    this.unlisten = undefined;
    this.database = undefined;
    this.emitter.removeAllListeners();
  }

  /** Whether changes are being received (for readiness). */
  get connected(): boolean {
    return this.database?.listenerConnected() ?? false;
  }

  /**
   * The changes of one property and of the organisation (a subscriber at no property hears only
   * the organisation's), and every resync.
   */
  async *changes(
    signal: AbortSignal | undefined,
    propertyId: string | null,
  ): AsyncGenerator<LiveMessage> {
    for await (const [event] of on(this.emitter, 'message', { signal })) {
      // cast: events.on yields any[]; this emitter carries only what emit() below sends
      const message = event as LiveMessage;
      if (
        message.kind === 'change' &&
        message.property !== null &&
        message.property !== propertyId
      ) {
        continue;
      }
      yield message;
    }
  }

  /** Calls `listener` with every change of every property (server-side work, not clients). */
  onChange(listener: (change: LiveChange) => void): () => void {
    const forward = (message: LiveMessage) => {
      if (message.kind === 'change') listener(message);
    };
    this.emitter.on('message', forward);
    return () => this.emitter.off('message', forward);
  }

  private receive(payload: string): void {
    try {
      const change = liveChangeSchema.parse(JSON.parse(payload));
      this.emit({ kind: 'change', ...change });
    } catch (error) {
      this.log.warn({ err: error }, 'ignored malformed live change');
    }
  }

  private resync(): void {
    this.log.info(
      { subscribers: this.emitter.listenerCount('message') },
      'live listener reconnected; subscribers refetch',
    );
    this.emit({ kind: 'resync' });
  }

  private emit(message: LiveMessage): void {
    this.emitter.emit('message', message);
  }
}
