import { guestNightGroups, publicQuote } from '@zamalek/domain/pricing/public-quote';
import { quoteStay } from '@zamalek/domain/pricing/quote';
import { describe, expect, it } from 'vitest';
import { charge, rules, season, UNIT } from './fixtures';

const stay = (checkIn: string, checkOut: string, guests = 2) => ({
  unit: UNIT,
  checkIn,
  checkOut,
  guests,
});

describe('publicQuote', () => {
  it('never sends the name of the season that priced a night', () => {
    const seasons = [season({ name: 'Winter peak (agent rate, do not publish)' })];
    const quote = quoteStay(
      rules({ seasons, charges: [charge()] }),
      stay('2026-12-18', '2026-12-22'),
    );
    expect(quote.nights.some((night) => night.seasonName !== null)).toBe(true);
    const sent = JSON.stringify(publicQuote(quote));
    expect(sent).not.toContain('Winter');
    expect(sent).not.toContain('seasonName');
    expect(sent).not.toContain('season-1');
  });

  it('groups nights by rate, each group with its dates, and the lines still add up', () => {
    const quote = quoteStay(
      rules({ seasons: [season()], charges: [charge()] }),
      stay('2026-12-18', '2026-12-22'),
    );
    const { breakdown, totalCents } = publicQuote(quote);
    expect(breakdown.lines.filter((line) => line.type === 'nights')).toEqual([
      {
        type: 'nights',
        group: {
          from: '2026-12-18',
          to: '2026-12-20',
          nights: 2,
          rateCents: 10_000,
          totalCents: 20_000,
        },
        cents: 20_000,
      },
      {
        type: 'nights',
        group: {
          from: '2026-12-20',
          to: '2026-12-22',
          nights: 2,
          rateCents: 15_000,
          totalCents: 30_000,
        },
        cents: 30_000,
      },
    ]);
    expect(breakdown.lines.at(-1)).toMatchObject({ type: 'charge', charge: { name: 'VAT' } });
    expect(breakdown.lines.reduce((sum, line) => sum + line.cents, 0)).toBe(totalCents);
  });

  it('makes one line of two seasons at the same rate (the guest sees one price)', () => {
    const seasons = [
      season({ id: 'a', name: 'Late autumn', startDate: '2026-12-01', endDate: '2026-12-09' }),
      season({ id: 'b', name: 'Early winter', startDate: '2026-12-10', endDate: '2026-12-20' }),
    ];
    const groups = guestNightGroups(
      quoteStay(rules({ seasons }), stay('2026-12-08', '2026-12-12')),
    );
    expect(groups).toEqual([
      { from: '2026-12-08', to: '2026-12-12', nights: 4, rateCents: 15_000, totalCents: 60_000 },
    ]);
  });

  it('keeps weekend nights at their own rate on their own line', () => {
    const seasons = [season({ weekendCents: 18_000 })];
    // 2026-12-24 is a Thursday: Thursday and Friday nights are the weekend.
    const groups = guestNightGroups(
      quoteStay(rules({ seasons }), stay('2026-12-23', '2026-12-27')),
    );
    expect(groups.map((group) => [group.from, group.to, group.rateCents])).toEqual([
      ['2026-12-23', '2026-12-24', 15_000],
      ['2026-12-24', '2026-12-26', 18_000],
      ['2026-12-26', '2026-12-27', 15_000],
    ]);
  });
});
