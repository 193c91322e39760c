import { createHash } from 'node:crypto';

/** A link's secret is kept only as this: a stolen table opens no registration. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
