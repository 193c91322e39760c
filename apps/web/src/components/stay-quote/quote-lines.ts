import { type Cents, formatMoney } from '@zamalek/domain/money';
import type { QuoteLine } from '@zamalek/domain/pricing/lines';
import type { QuoteCharge } from '@zamalek/domain/pricing/types';
import { formatRate } from '@/lib/format';

/** A breakdown line in the back office's words: "3 nights × $120.00 (Winter)". */
export function quoteLineLabel(line: QuoteLine): string {
  switch (line.type) {
    case 'nights': {
      const { nights, rateCents, seasonName } = line.group;
      const label = `${nights} ${nights === 1 ? 'night' : 'nights'} × ${formatMoney(rateCents)}`;
      return seasonName ? `${label} (${seasonName})` : label;
    }
    case 'discount':
      return `${line.kind === 'weekly' ? 'Weekly' : 'Monthly'} discount (${formatRate(line.percent)})`;
    case 'extraGuests':
      return `${line.guests} extra ${line.guests === 1 ? 'guest' : 'guests'}`;
    case 'charge':
      return line.charge.basis === 'percent' && line.charge.percent !== null
        ? `${line.charge.name} (${formatRate(line.charge.percent)})`
        : line.charge.name;
  }
}

/** A charge already inside the prices: "Includes VAT (14%): $12.28". */
export function includedLabel(charge: QuoteCharge): string {
  const name =
    charge.basis === 'percent' && charge.percent !== null
      ? `${charge.name} (${formatRate(charge.percent)})`
      : charge.name;
  return `Includes ${name}: ${formatMoney(charge.totalCents)}`;
}

/** The override field's starting text: whole dollars (create, walk-in) or cents kept (edit). */
export function priceFieldText(cents: Cents, decimals: 0 | 2): string {
  if (decimals === 0) return String(Math.max(1, Math.round(cents / 100)));
  const dollars = cents / 100;
  return Number.isInteger(dollars) ? String(dollars) : dollars.toFixed(2);
}
