import { availabilityValues } from '@zamalek/domain/channels/availability-payload';
import { afterEach, describe, expect, it } from 'vitest';
import { ChannexError, channexClient } from '../src/channex/client';
import { startFakeChannex } from './support/fake-channex';

/**
 * The Channex client against a fake Channex on loopback: the exact body and key reach it, 429
 * says when to try again, and a refusal or a server gone away is a code, never the key.
 */
describe('the Channex client', () => {
  const servers: Array<Awaited<ReturnType<typeof startFakeChannex>>> = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });
  const fake = async (options?: Parameters<typeof startFakeChannex>[0]) => {
    const server = await startFakeChannex(options);
    servers.push(server);
    return server;
  };
  const client = (url: string, apiKey: string, allowPrivate = true) =>
    channexClient({ baseUrl: url, apiKey, allowPrivate, timeoutMs: 2_000 });
  const body = availabilityValues(
    { propertyId: 'cx-property', roomTypes: new Map([['studio', 'cx-studio']]) },
    [
      { roomTypeId: 'studio', date: '2027-05-01', available: 2 },
      { roomTypeId: 'studio', date: '2027-05-02', available: 2 },
    ],
  );

  it('pushes availability with its key, and hands back what Channex warns of', async () => {
    const channex = await fake({ warnings: [{ warning: 'date in the past' }] });
    const result = await client(channex.url, channex.apiKey).pushAvailability(body);
    expect(result.warnings).toEqual([{ warning: 'date in the past' }]);
    expect(channex.calls).toEqual([
      {
        path: '/api/v1/availability',
        apiKey: channex.apiKey,
        body: {
          values: [
            {
              property_id: 'cx-property',
              room_type_id: 'cx-studio',
              date_from: '2027-05-01',
              date_to: '2027-05-02',
              availability: 2,
            },
          ],
        },
      },
    ]);
  });

  it('is told when to try again past the rate limit; a refusal is a code without the key', async () => {
    const channex = await fake({ perMinute: 2 });
    const push = () => client(channex.url, channex.apiKey).pushAvailability(body);
    await push();
    await push();
    const limited = await push().catch((error: unknown) => error);
    expect(limited).toBeInstanceOf(ChannexError);
    expect(limited).toMatchObject({ code: 'CHANNEX_RATE_LIMITED', retryAfterMs: 30_000 });
    expect(channex.calls).toHaveLength(2);
    const refused = await client(channex.url, 'a-wrong-secret-key')
      .pushRestrictions({ values: [] })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 'CHANNEX_HTTP_STATUS' });
    expect(String(refused)).not.toContain('a-wrong-secret-key');
  });

  it('reaches no private address unless allowed, and says so when Channex is gone', async () => {
    const channex = await fake();
    const refused = await client(channex.url, channex.apiKey, false)
      .pushAvailability(body)
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 'CHANNEX_REFUSED_ADDRESS' });
    await channex.close();
    servers.splice(0);
    const gone = await client(channex.url, channex.apiKey)
      .pushAvailability(body)
      .catch((error: unknown) => error);
    expect(gone).toMatchObject({ code: 'CHANNEX_UNREACHABLE' });
    expect(channex.calls).toEqual([]);
  });
});
