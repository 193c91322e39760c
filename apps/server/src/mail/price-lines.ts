import {
  formatGuestMoney,
  GUEST_MAIL_MESSAGES,
  type GuestLanguage,
  INTL_LOCALE,
} from '@zamalek/domain/guest-language';
import { numberFormat } from '@zamalek/domain/intl-formats';
import { formatMoney } from '@zamalek/domain/money';
import type { QuoteBreakdown } from '@zamalek/domain/pricing/lines';

function money(cents: number, language: GuestLanguage): string {
  if (cents < 0) return `-${money(-cents, language)}`;
  return language === 'en' ? formatMoney(cents) : formatGuestMoney(cents, language);
}

function percent(value: number, language: GuestLanguage): string {
  return numberFormat(INTL_LOCALE[language], {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(value / 100);
}

/**
 * The quote's lines for an e-mail, as [label, amount] rows in the guest's language: they add up
 * to the total row that follows them. Tax and fee names are the operator's, as set.
 */
export function priceLinePairs(
  breakdown: QuoteBreakdown,
  language: GuestLanguage,
): Array<[string, string]> {
  const m = GUEST_MAIL_MESSAGES[language];
  const pairs = breakdown.lines.map((line): [string, string] => {
    switch (line.type) {
      case 'nights':
        return [
          m.nightsAtRate(m.nightCount(line.group.nights), money(line.group.rateCents, language)),
          money(line.cents, language),
        ];
      case 'discount':
        return [
          (line.kind === 'weekly' ? m.weeklyDiscount : m.monthlyDiscount)(
            percent(line.percent, language),
          ),
          money(line.cents, language),
        ];
      case 'extraGuests':
        return [m.extraGuests(line.guests), money(line.cents, language)];
      default:
        return [line.charge.name, money(line.cents, language)];
    }
  });
  const included = breakdown.included.map((charge): [string, string] => [
    m.includedCharge(charge.name),
    money(charge.totalCents, language),
  ]);
  return [...pairs, ...included];
}
