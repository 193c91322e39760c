import { otaCollectedJournal, otaCollectedMinor } from '@zamalek/domain/channels/ota-collected';
import { describe, expect, it } from 'vitest';

const room = {
  collect: 'ota' as const,
  cancelled: false,
  totalMinor: 30_000,
  currency: 'USD',
};
const folio = { id: 'folio-1', currency: 'USD' };

describe('money a channel collected', () => {
  it('is the room total while the channel holds it; nothing when the guest pays here or it is cancelled', () => {
    expect(otaCollectedMinor(room, 'USD')).toBe(30_000);
    expect(otaCollectedMinor({ ...room, collect: 'property' }, 'USD')).toBe(0);
    expect(otaCollectedMinor({ ...room, cancelled: true }, 'USD')).toBe(0);
  });

  it('cannot be shown in another currency than the folio, nor without a total', () => {
    expect(otaCollectedMinor({ ...room, currency: 'EUR' }, 'USD')).toBeNull();
    expect(otaCollectedMinor({ ...room, totalMinor: null }, 'USD')).toBeNull();
  });

  it('is posted as the difference: a payment by the channel, or money paid back through it', () => {
    expect(otaCollectedJournal(folio, 30_000, 30_000)).toBeNull();
    expect(otaCollectedJournal(folio, 30_000, 45_000)).toEqual({
      kind: 'payment',
      amountMinor: 15_000,
      lines: [
        { account: 'channel_clearing', amountMinor: 15_000, currency: 'USD' },
        { account: 'receivable', folioId: 'folio-1', amountMinor: -15_000, currency: 'USD' },
      ],
    });
    expect(otaCollectedJournal(folio, 45_000, 0)).toEqual({
      kind: 'refund',
      amountMinor: 45_000,
      lines: [
        { account: 'channel_clearing', amountMinor: -45_000, currency: 'USD' },
        { account: 'receivable', folioId: 'folio-1', amountMinor: 45_000, currency: 'USD' },
      ],
    });
  });
});
