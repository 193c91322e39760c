import type { DatabaseClient } from '@zamalek/db/client';
import type { DocumentStore } from './documents/store';
import type { Env } from './env';
import type { LiveHub } from './live/hub';
import type { AppMetrics } from './metrics/app-metrics';
import type { PhotoStore } from './presentations/photo-store';

/** What the app hands every entry point: tRPC procedures and the plain HTTP routes alike. */
export interface AppServices {
  database: DatabaseClient;
  env: Env;
  live: LiveHub;
  /** Wakes the outbox worker after a commit that queued mail. */
  mail: { kick(): void };
  /** Whether a channel manager is configured, and a push run asked for after a mapping change. */
  channex: { configured: boolean; kick(): void };
  documents: DocumentStore;
  /** Public suite photos, beside the documents. */
  photos: PhotoStore;
  /** What `/metrics` shows; null when metrics are not configured (METRICS_TOKEN / METRICS_PORT). */
  metrics: AppMetrics | null;
}
