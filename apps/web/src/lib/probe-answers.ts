// The landing's two GETs read without the tRPC client: shared by its React hooks and by the
// pre-rendered landing's own script (landing/enhance-landing.ts), so free of React.

/**
 * Reads tRPC's answer to GET /trpc/auth.session, `{ result: { data: { json: session } } }`
 * (superjson's envelope): a session with a user means someone is signed in.
 */
export function isSignedInAnswer(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !('result' in body)) return false;
  const { result } = body;
  if (typeof result !== 'object' || result === null || !('data' in result)) return false;
  const { data } = result;
  if (typeof data !== 'object' || data === null || !('json' in data)) return false;
  const { json } = data;
  return typeof json === 'object' && json !== null && 'user' in json && Boolean(json.user);
}

/** Reads tRPC's answer to GET /trpc/public.today, `{ result: { data: { json: { today } } } }`. */
export function todayOfAnswer(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('result' in body)) return undefined;
  const { result } = body;
  if (typeof result !== 'object' || result === null || !('data' in result)) return undefined;
  const { data } = result;
  if (typeof data !== 'object' || data === null || !('json' in data)) return undefined;
  const { json } = data;
  if (typeof json !== 'object' || json === null || !('today' in json)) return undefined;
  return typeof json.today === 'string' ? json.today : undefined;
}
