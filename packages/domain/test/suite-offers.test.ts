import { describe, expect, it } from 'vitest';
import { packSuiteOffers, unpackSuiteOffers } from '../src/suite-offers';

const studio = { name: { en: 'Studio', ar: 'استوديو' }, photos: ['a.webp'], facts: { beds: 1 } };
const loft = { name: { en: 'Loft', ar: 'لوفت' }, photos: [], facts: { beds: 2 } };
const weekQuote = { totalCents: 70_000, breakdown: { lines: [{ type: 'nights', cents: 70_000 }] } };
const cornerQuote = {
  totalCents: 80_500,
  breakdown: { lines: [{ type: 'nights', cents: 80_500 }] },
};

function room(id: string, kind: typeof studio, quote: typeof weekQuote, size: number | null) {
  return { id, ...kind, size, nightlyRateCents: 10_000, totalCents: quote.totalCents, quote };
}

describe('the free suites on the wire', () => {
  const rooms = [
    room('r1', studio, weekQuote, 30),
    room('r2', studio, weekQuote, 32),
    room('r3', loft, weekQuote, null),
    room('r4', studio, cornerQuote, 30),
  ];

  it('sends each kind of suite and each quote once, every room by position', () => {
    const packed = packSuiteOffers(rooms);
    expect(packed.kinds).toEqual([
      { name: studio.name, photos: studio.photos, facts: studio.facts },
      { name: loft.name, photos: loft.photos, facts: loft.facts },
    ]);
    expect(packed.quotes).toEqual([weekQuote, cornerQuote]);
    expect(packed.suites.map(({ id, kind, quote }) => [id, kind, quote])).toEqual([
      ['r1', 0, 0],
      ['r2', 0, 0],
      ['r3', 1, 0],
      ['r4', 0, 1],
    ]);
  });

  it('unpacks to the list it was given, in order', () => {
    expect(unpackSuiteOffers(packSuiteOffers(rooms))).toEqual(rooms);
    expect(unpackSuiteOffers(packSuiteOffers([]))).toEqual([]);
  });

  it('drops a room that names a kind or quote the answer does not hold', () => {
    const packed = packSuiteOffers(rooms);
    const stray = { id: 'x', size: null, nightlyRateCents: null, totalCents: 0, kind: 9, quote: 0 };
    const broken = { ...packed, suites: [...packed.suites, stray] };
    expect(unpackSuiteOffers(broken).map((suite) => suite.id)).toEqual(['r1', 'r2', 'r3', 'r4']);
  });
});
