import type { PublicQuote } from '@zamalek/domain/pricing/public-quote';
import type { UnsellableReason } from '@zamalek/domain/pricing/types';
import { formatDate, formatPrice, longDate } from '@/lib/i18n/format';
import { currentLang, INTL_LOCALE, t } from '@/lib/i18n/i18n';

function percent(value: number): string {
  return new Intl.NumberFormat(INTL_LOCALE[currentLang()], {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(value / 100);
}

/** Why a stay cannot be booked, in the page's language (the server sends the reason's code). */
export function unsellableText(reason: UnsellableReason): string {
  switch (reason.code) {
    case 'MIN_STAY':
      return t('reason.MIN_STAY', { count: reason.minNights });
    case 'MAX_STAY':
      return t('reason.MAX_STAY', { count: reason.maxNights });
    case 'CLOSED_TO_ARRIVAL':
      return t('reason.CLOSED_TO_ARRIVAL', { date: longDate(reason.date) });
    case 'CLOSED_TO_DEPARTURE':
      return t('reason.CLOSED_TO_DEPARTURE', { date: longDate(reason.date) });
    default:
      return t('reason.NO_RATE');
  }
}

type Line = PublicQuote['breakdown']['lines'][number];

const shortDate = (date: string) => formatDate(date, { day: 'numeric', month: 'short' });

/** Nights at one rate; when the stay has several rates, each line says which nights it is. */
function lineLabel(line: Line, severalRates: boolean): string {
  switch (line.type) {
    case 'nights': {
      const values = {
        nights: t('nights.count', { count: line.group.nights }),
        rate: formatPrice(line.group.rateCents),
      };
      return severalRates
        ? t('price.nightsDates', {
            ...values,
            from: shortDate(line.group.from),
            to: shortDate(line.group.to),
          })
        : t('price.nights', values);
    }
    case 'discount':
      return t(line.kind === 'weekly' ? 'price.weeklyDiscount' : 'price.monthlyDiscount', {
        percent: percent(line.percent),
      });
    case 'extraGuests':
      return t('price.extraGuests', { count: line.guests });
    default:
      return line.charge.name;
  }
}

/** Each line's words, in the order of the quote's lines. */
export function priceLineLabels(quote: PublicQuote): string[] {
  const severalRates = quote.breakdown.lines.filter((line) => line.type === 'nights').length > 1;
  return quote.breakdown.lines.map((line) => lineLabel(line, severalRates));
}

/** The server's quote as lines (`dt`/`dd` pairs) that add up to the total. */
export function PriceBreakdown({ quote }: { quote: PublicQuote }) {
  const labels = priceLineLabels(quote);
  return (
    <>
      {quote.breakdown.lines.map((line, index) => (
        <div
          // The lines have no identity of their own; their order never changes for one quote.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          className="flex justify-between gap-4"
          data-testid="price-line"
        >
          <dt className="text-secondary-foreground/80">
            <bdi>{labels[index]}</bdi>
          </dt>
          <dd className="shrink-0 tabular-nums">{formatPrice(line.cents)}</dd>
        </div>
      ))}
    </>
  );
}

/** The charges already inside the prices above ("Includes VAT: $12.28"), under the total. */
export function IncludedCharges({ quote }: { quote: PublicQuote }) {
  return quote.breakdown.included.map((charge) => (
    <p key={charge.id} className="mt-1 text-secondary-foreground/70 text-xs">
      {t('price.includes', { name: charge.name, amount: formatPrice(charge.totalCents) })}
    </p>
  ));
}
