import { formatMoney } from '@zamalek/domain/money';
import { TriangleAlertIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { EgpEquivalent } from '@/components/egp-equivalent';
import { quoteErrorText } from '@/components/stay-quote/quote-errors';
import { QuoteLinesList } from '@/components/stay-quote/quote-lines-list';
import type { StaffQuote } from '@/components/stay-quote/use-stay-quote';
import { Badge } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/spinner';
import { appErrorCode, refusalMessage } from '@/lib/errors';

/** A quote as the dialogs show it; stays priced before quotes have no breakdown. */
type QuoteView = Omit<StaffQuote, 'breakdown'> & { breakdown: StaffQuote['breakdown'] | null };

export const MANAGER_PRICE = "Manager's nightly price";

/**
 * The server's price for the stay as the form stands: its lines, total, average nightly price and
 * the stay rules it breaks (staff may still book). `children`: rows the form adds (commission).
 */
export function StayQuotePanel({
  ready,
  quote,
  canOverride,
  children,
  idleText = 'Choose a room and dates to see the price.',
}: {
  /** Room and dates are chosen (otherwise there is nothing to price). */
  ready: boolean;
  quote: { data: QuoteView | undefined; error: unknown; isFetching: boolean };
  canOverride: boolean;
  children?: ReactNode;
  idleText?: string;
}) {
  const data = ready && !quote.error ? quote.data : undefined;
  return (
    <section
      aria-label="Price"
      aria-busy={ready && quote.isFetching}
      className="grid gap-2 rounded-md border bg-muted/40 p-3 text-sm"
      data-testid="stay-quote"
    >
      <div className="flex items-center gap-2">
        <h4 className="font-semibold text-muted-foreground text-xs uppercase tracking-wide">
          Price
        </h4>
        {ready && quote.isFetching && <Spinner className="size-3.5" label="Pricing the stay" />}
        {data?.overridden && <Badge variant="accent">{MANAGER_PRICE}</Badge>}
      </div>
      <div aria-live="polite" className="grid gap-2">
        {!ready ? (
          <p className="text-muted-foreground">{idleText}</p>
        ) : quote.error ? (
          <p className="text-destructive" data-testid="quote-error">
            {quoteErrorText(appErrorCode(quote.error), refusalMessage(quote.error), canOverride)}
          </p>
        ) : !data ? (
          <p className="text-muted-foreground">Pricing the stay…</p>
        ) : (
          <>
            {data.breakdown && <QuoteLinesList breakdown={data.breakdown} />}
            <dl className="grid gap-1 border-t pt-2">
              <div className="flex justify-between gap-4 font-semibold">
                <dt>Total</dt>
                <dd className="text-end tabular-nums" data-testid="quote-total">
                  {formatMoney(data.totalCents)}
                  <EgpEquivalent cents={data.totalCents} className="block font-normal" />
                </dd>
              </div>
              <div className="flex justify-between gap-4 text-muted-foreground">
                <dt>Average per night</dt>
                <dd className="tabular-nums" data-testid="quote-average">
                  {formatMoney(data.averageNightlyCents)}
                </dd>
              </div>
              {data.taxesCents > 0 && (
                <div className="flex justify-between gap-4 text-muted-foreground">
                  <dt>Taxes (in the total)</dt>
                  <dd className="tabular-nums">{formatMoney(data.taxesCents)}</dd>
                </div>
              )}
              {children}
            </dl>
            {data.warnings.length > 0 && (
              <ul className="grid gap-1 text-amber-700 text-xs" data-testid="quote-warnings">
                {data.warnings.map((warning) => (
                  <li key={warning} className="flex items-start gap-1.5">
                    <TriangleAlertIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
                    <span>{warning} Staff may still book it.</span>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </section>
  );
}
