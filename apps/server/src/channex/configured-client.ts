import type { Env } from '../env';
import { channexClient } from './client';

export type ChannexClient = ReturnType<typeof channexClient>;

/** This server's Channex client, or null when no channel manager is configured. */
export function configuredChannexClient(env: Env): ChannexClient | null {
  if (!env.CHANNEX_URL || !env.CHANNEX_API_KEY) return null;
  return channexClient({
    baseUrl: env.CHANNEX_URL,
    apiKey: env.CHANNEX_API_KEY,
    allowPrivate: env.CHANNEX_ALLOW_PRIVATE,
    timeoutMs: 30_000,
  });
}
