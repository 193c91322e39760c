import { dayCloseDue, ledgerNights } from '@zamalek/domain/ledger/day-close';
import { isBalanced } from '@zamalek/domain/ledger/lines';
import { receiptCharges, receiptNumberText, receiptSeriesOf } from '@zamalek/domain/ledger/receipt';
import { roomNightLines, roomNightsTotal, stayNights } from '@zamalek/domain/ledger/room-nights';
import type { Quote } from '@zamalek/domain/pricing/types';
import { describe, expect, it } from 'vitest';

const folio = { id: 'f1', currency: 'USD' };

/** Two nights at $120 with 14 % VAT added, a 12 % service fee included and a $20 stay fee. */
const quote: Quote = {
  checkIn: '2026-03-10',
  checkOut: '2026-03-12',
  guests: 2,
  overridden: false,
  nights: [
    {
      date: '2026-03-10',
      rateCents: 12_000,
      seasonId: null,
      seasonName: null,
      weekend: false,
      discountCents: 0,
      extraGuestCents: 0,
      chargeCents: [1_680, 1_286, 2_000],
      totalCents: 15_680,
    },
    {
      date: '2026-03-11',
      rateCents: 12_000,
      seasonId: null,
      seasonName: null,
      weekend: false,
      discountCents: 0,
      extraGuestCents: 0,
      chargeCents: [1_680, 1_286, 0],
      totalCents: 13_680,
    },
  ],
  roomCents: 24_000,
  discount: null,
  extraGuests: null,
  roomRevenueCents: 24_000,
  charges: [
    charge('vat', 'VAT', 'tax', false),
    charge('svc', 'Service', 'fee', true),
    charge('stay', 'Stay fee', 'fee', false),
  ],
  taxesCents: 3_360,
  totalCents: 29_360,
  totalBeforeTaxesCents: 26_000,
  averageNightlyCents: 12_000,
  unsellable: [],
};

function charge(id: string, name: string, kind: 'tax' | 'fee', included: boolean) {
  return {
    id,
    name,
    kind,
    basis: 'percent' as const,
    percent: 14,
    amountCents: null,
    minPerNightCents: null,
    maxPerNightCents: null,
    included,
    totalCents: 0,
  };
}

const stay = { checkInDate: '2026-03-10', checkOutDate: '2026-03-12', quote };
const unquoted = (pricePerNightCents: number | null, totalPriceCents: number | null) => ({
  checkInDate: '2026-03-10',
  checkOutDate: '2026-03-13',
  quote: null,
  pricePerNightCents,
  totalPriceCents,
});

describe('room nights in the ledger', () => {
  it("charges a night's total to the folio and credits the room, each tax and each fee", () => {
    const lines = roomNightLines(
      { ...stay, pricePerNightCents: null, totalPriceCents: null },
      '2026-03-10',
      folio,
    );
    expect(lines.map((line) => [line.account, line.amountMinor, line.code ?? null])).toEqual([
      ['receivable', 15_680, null],
      // The included service fee is taken out of the room price, as the quote did.
      ['room_revenue', -10_714, null],
      ['taxes_payable', -1_680, 'vat'],
      ['fee_revenue', -1_286, 'svc'],
      ['fee_revenue', -2_000, 'stay'],
    ]);
    expect(isBalanced(lines)).toBe(true);
    expect(lines.every((line) => line.night === '2026-03-10')).toBe(true);
    expect(lines[0]?.folioId).toBe('f1');
  });

  it("adds up to the quote's total over the stay, and charges nothing outside it", () => {
    const priced = { ...stay, pricePerNightCents: null, totalPriceCents: null };
    expect(roomNightsTotal(priced, stayNights(priced), folio)).toBe(quote.totalCents);
    expect(roomNightLines(priced, '2026-03-12', folio)).toEqual([]);
  });

  it('splits a total without a quote over the nights as Analytics does', () => {
    const channel = unquoted(null, 10_000);
    expect(
      stayNights(channel).map((night) => roomNightLines(channel, night, folio)[0]?.amountMinor),
    ).toEqual([3_333, 3_334, 3_333]);
    const nightly = unquoted(9_000, null);
    expect(roomNightsTotal(nightly, stayNights(nightly), folio)).toBe(27_000);
    expect(roomNightLines(unquoted(null, null), '2026-03-10', folio)).toEqual([]);
  });
});

describe("a night's commission", () => {
  const sold = (source: string) => ({
    ...unquoted(null, 30_000),
    commissionAmountCents: 4_501,
    source,
  });
  const commission = (stay: ReturnType<typeof sold>) =>
    stayNights(stay).map((night) =>
      roomNightLines(stay, night, folio)
        .filter((line) => line.amountMinor > 0 && line.account !== 'receivable')
        .map((line) => [line.account, line.amountMinor, line.code]),
    );

  it("is owed to the sales source under its name, the nights' shares adding up to it", () => {
    expect(commission(sold('Karim (agent)'))).toEqual([
      [['commission_expense', 1_500, 'Karim (agent)']],
      [['commission_expense', 1_501, 'Karim (agent)']],
      [['commission_expense', 1_500, 'Karim (agent)']],
    ]);
    for (const night of stayNights(sold('Karim (agent)'))) {
      expect(isBalanced(roomNightLines(sold('Karim (agent)'), night, folio))).toBe(true);
    }
  });

  it("is the channel's own when Booking.com, Airbnb or Expedia sold the stay", () => {
    expect(
      commission(sold('Booking.com'))
        .flat()
        .map(([account]) => account),
    ).toEqual(['channel_commission', 'channel_commission', 'channel_commission']);
    const credited = roomNightLines(sold('airbnb'), '2026-03-10', folio).at(-1);
    expect([credited?.account, credited?.amountMinor]).toEqual(['channel_clearing', -1_500]);
    expect(roomNightLines(sold('Expedia'), '2026-03-10', folio).at(-1)?.account).toBe(
      'channel_clearing',
    );
    expect(
      roomNightLines({ ...sold('Direct'), commissionAmountCents: 0 }, '2026-03-10', folio),
    ).toHaveLength(2);
  });
});

describe('the day close', () => {
  it('closes a day from its hour the next morning, and any day left open before at once', () => {
    const at = (today: string, time: string) => ({ today, time });
    expect(dayCloseDue(at('2026-03-10', '23:59'), '2026-03-10', 2)).toBe(false);
    expect(dayCloseDue(at('2026-03-11', '01:59'), '2026-03-10', 2)).toBe(false);
    expect(dayCloseDue(at('2026-03-11', '02:00'), '2026-03-10', 2)).toBe(true);
    expect(dayCloseDue(at('2026-03-12', '00:10'), '2026-03-10', 2)).toBe(true);
    expect(dayCloseDue(at('2026-03-11', '00:00'), '2026-03-10', 0)).toBe(true);
  });

  it("charges a stay's nights up to the day, from the ledger's first day on", () => {
    const long = { checkInDate: '2026-03-08', checkOutDate: '2026-03-12' };
    expect(ledgerNights(long, { upTo: '2026-03-10', ledgerStart: '2026-03-09' })).toEqual([
      '2026-03-09',
      '2026-03-10',
    ]);
    expect(ledgerNights(long, { upTo: '2026-03-20', ledgerStart: '2026-03-01' })).toEqual([
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
    ]);
    expect(ledgerNights(long, { upTo: '2026-03-07', ledgerStart: '2026-03-01' })).toEqual([]);
  });
});

describe("a receipt's charges", () => {
  it('sums each kind and code over the stay, in the language of the receipt, without zeros', () => {
    const lines = [
      { account: 'receivable', amountMinor: 11_400, code: null, description: 'Room night' },
      { account: 'room_revenue', amountMinor: -10_000, code: null, description: 'Room' },
      { account: 'taxes_payable', amountMinor: -1_400, code: 'vat', description: 'VAT' },
      { account: 'room_revenue', amountMinor: -10_000, code: null, description: 'Room' },
      { account: 'taxes_payable', amountMinor: -1_400, code: 'vat', description: 'VAT' },
      { account: 'extras_revenue', amountMinor: -3_000, code: 'laundry', description: '' },
      { account: 'extras_revenue', amountMinor: 3_000, code: 'laundry', description: '' },
      {
        account: 'extras_revenue',
        amountMinor: -2_000,
        code: 'late_checkout',
        description: 'Late check-out',
      },
      { account: 'room_revenue', amountMinor: 500, code: 'allowance', description: '' },
      { account: 'cash', amountMinor: 5_000, code: null, description: '' },
    ] as const;
    const extras = [{ code: 'late_checkout', label: 'Late check-out', labelAr: 'مغادرة متأخرة' }];
    expect(receiptCharges(lines, 'en', extras)[2]?.label).toBe('Late check-out');
    expect(receiptCharges(lines, 'ar', extras)).toEqual([
      { kind: 'room', code: null, label: 'Room', amountMinor: 20_000 },
      { kind: 'tax', code: 'vat', label: 'VAT', amountMinor: 2_800 },
      { kind: 'extra', code: 'late_checkout', label: 'مغادرة متأخرة', amountMinor: 2_000 },
      { kind: 'allowance', code: 'allowance', label: 'Allowance', amountMinor: -500 },
    ]);
    expect(receiptSeriesOf('deposit')).toBe('receipt');
    expect(receiptSeriesOf('security_returned')).toBe('refund');
    expect(receiptSeriesOf('charge')).toBeUndefined();
    expect(receiptNumberText('refund', 42)).toBe('RF-000042');
    expect(receiptNumberText('invoice', 7)).toBe('INV-000007');
    expect(receiptNumberText('credit_note', 3)).toBe('CN-000003');
  });
});
