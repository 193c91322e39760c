/**
 * The wizard's list of free suites as it travels to the browser. Every free room is a suite of its
 * own, but rooms of one kind share their words, photos and facts in both languages, and rooms
 * with the same rates share their quote: sent once each and referred to by position, so a
 * building of 200 rooms answers in tens of kilobytes instead of hundreds. `unpackSuiteOffers`
 * gives back the list `packSuiteOffers` was given.
 */

/** What is a room's own in the list; the rest (but the quote) is its kind's. */
interface OwnFacts {
  id: string;
  size: unknown;
  nightlyRateCents: number | null;
  totalCents: number;
}

type Packable = OwnFacts & { quote: unknown };
type KindOf<S extends Packable> = Omit<S, keyof OwnFacts | 'quote'>;
type OwnOf<S extends Packable> = Pick<S, keyof OwnFacts>;

export interface PackedSuiteOffers<Kind, Quote, Own> {
  kinds: Kind[];
  quotes: Quote[];
  suites: (Own & { kind: number; quote: number })[];
}

/** Equal values (as JSON) kept once, each known by its position. */
class Distinct<T> {
  readonly values: T[] = [];
  private readonly positions = new Map<string, number>();

  positionOf(value: T): number {
    const key = JSON.stringify(value);
    const known = this.positions.get(key);
    if (known !== undefined) return known;
    this.positions.set(key, this.values.length);
    return this.values.push(value) - 1;
  }
}

export function packSuiteOffers<S extends Packable>(
  suites: readonly S[],
): PackedSuiteOffers<KindOf<S>, S['quote'], OwnOf<S>> {
  const kinds = new Distinct<KindOf<S>>();
  const quotes = new Distinct<S['quote']>();
  return {
    kinds: kinds.values,
    quotes: quotes.values,
    suites: suites.map(({ id, size, nightlyRateCents, totalCents, quote, ...kind }) => ({
      id,
      size,
      nightlyRateCents,
      totalCents,
      kind: kinds.positionOf(kind),
      quote: quotes.positionOf(quote),
    })),
  };
}

export function unpackSuiteOffers<Kind, Quote, Own>(
  packed: PackedSuiteOffers<Kind, Quote, Own>,
): (Own & Kind & { quote: Quote })[] {
  return packed.suites.flatMap(({ kind, quote, ...own }) => {
    const facts = packed.kinds[kind];
    const priced = packed.quotes[quote];
    if (facts === undefined || priced === undefined) return [];
    // cast: a packed suite less its two positions is its own facts
    return [{ ...(own as Own), ...facts, quote: priced }];
  });
}
