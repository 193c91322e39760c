import { EventEmitter, on } from 'node:events';
import type { DatabaseClient } from '@zamalek/db/client';
import { LIVE_CHANNEL, type LiveChange, liveChangeSchema } from '@zamalek/domain/live';

/**
 * Fans the database's NOTIFY messages out to this instance's subscribers. Every instance listens,
 * so a change committed through any instance reaches clients connected to all of them.
 */
export class LiveHub {
  private readonly emitter = new EventEmitter();
  private unlisten: (() => Promise<void>) | undefined;

  constructor(private readonly log: { warn(details: object, message: string): void }) {
    // Each open subscription adds a listener; hundreds of staff tabs are normal.
    this.emitter.setMaxListeners(0);
  }

  async start(client: DatabaseClient): Promise<void> {
    this.unlisten = await client.listen(LIVE_CHANNEL, (payload) => this.receive(payload));
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    this.unlisten = undefined;
    this.emitter.removeAllListeners();
  }

  async *changes(signal: AbortSignal | undefined): AsyncGenerator<LiveChange> {
    for await (const [change] of on(this.emitter, 'change', { signal })) {
      yield change as LiveChange;
    }
  }

  private receive(payload: string): void {
    try {
      const change = liveChangeSchema.parse(JSON.parse(payload));
      this.emitter.emit('change', change);
    } catch (error) {
      this.log.warn({ err: error }, 'ignored malformed live change');
    }
  }
}
