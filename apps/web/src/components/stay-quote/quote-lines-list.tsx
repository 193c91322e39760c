import { formatMoney } from '@zamalek/domain/money';
import type { QuoteBreakdown } from '@zamalek/domain/pricing/lines';
import { includedLabel, quoteLineLabel } from '@/components/stay-quote/quote-lines';

/** A quote's lines, which add up to its total, and the charges already inside the prices. */
export function QuoteLinesList({ breakdown }: { breakdown: QuoteBreakdown }) {
  return (
    <>
      <dl className="grid gap-1">
        {breakdown.lines.map((line, index) => (
          <div
            // The lines have no identity of their own; their order never changes for one quote.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            className="flex justify-between gap-4"
            data-testid="quote-line"
          >
            <dt className="text-muted-foreground">{quoteLineLabel(line)}</dt>
            <dd className="shrink-0 tabular-nums">{formatMoney(line.cents)}</dd>
          </div>
        ))}
      </dl>
      {breakdown.included.map((charge) => (
        <p key={charge.id} className="text-muted-foreground text-xs">
          {includedLabel(charge)}
        </p>
      ))}
    </>
  );
}
