import { formatShortDate } from '@zamalek/domain/dates';
import { type FolioEntry, MOVABLE_CHARGE_KINDS } from '@zamalek/domain/ledger/folio-view';
import { hasCreditNote, receiptSeriesOf } from '@zamalek/domain/ledger/receipt';
import { formatMoney } from '@zamalek/domain/money';
import { Button } from '@/components/ui/button';

/** The folio's entries, oldest first: what moved the balance, and what is held. */
export function FolioEntries({
  entries,
  loading,
  onCorrect,
  onReceipt,
  onMove,
}: {
  entries: readonly FolioEntry[];
  loading: boolean;
  onCorrect: ((entry: FolioEntry) => void) | undefined;
  /**
   * Opens the receipt of money received or paid back, or the credit note of a corrected charge
   * (issued on first opening).
   */
  onReceipt?: ((entry: FolioEntry) => void) | undefined;
  /** Moves a charge to a company's account. */
  onMove?: ((entry: FolioEntry) => void) | undefined;
}) {
  if (loading) return <p className="text-muted-foreground text-sm">Loading the folio...</p>;
  if (entries.length === 0) {
    return <p className="text-muted-foreground text-sm">Nothing posted yet</p>;
  }
  return (
    <ol className="grid gap-2" aria-label="Folio entries" data-testid="folio-entries">
      {entries.map((entry) => {
        const correctable = onCorrect && entry.correctable;
        const corrected = entries.find((other) => other.journalId === entry.reversesJournalId);
        const creditNote = onReceipt && corrected !== undefined && hasCreditNote(corrected.kind);
        const receipt = onReceipt && receiptSeriesOf(entry.kind) !== undefined;
        const movable =
          onMove &&
          MOVABLE_CHARGE_KINDS.has(entry.kind) &&
          entry.reversedBy === null &&
          entry.balanceMinor > 0;
        return (
          <li
            key={entry.journalId}
            className="flex flex-wrap items-start gap-x-3 gap-y-1 border-b pb-2 text-sm last:border-b-0"
          >
            <div className="min-w-0 flex-1">
              <p>
                <span className="font-medium">{entry.label}</span>
                {entry.heldMinor !== 0 && entry.balanceMinor === 0 && (
                  <span className="text-muted-foreground"> (held)</span>
                )}
                {entry.reversedBy !== null && (
                  <span className="text-muted-foreground"> · corrected</span>
                )}
              </p>
              <p className="wrap-anywhere text-muted-foreground text-xs">
                {formatShortDate(entry.businessDate)}
                {entry.by && ` · ${entry.by}`}
                {entry.detail && ` · ${entry.detail}`}
              </p>
            </div>
            <span className="font-mono tabular-nums">{formatMoney(entry.amountMinor)}</span>
            {receipt && (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => onReceipt(entry)}
                aria-label={`Receipt of ${entry.label}, ${formatShortDate(entry.businessDate)}`}
              >
                Receipt
              </Button>
            )}
            {creditNote && (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => onReceipt(entry)}
                aria-label={`Credit note of ${entry.label}, ${formatShortDate(entry.businessDate)}`}
              >
                Credit note
              </Button>
            )}
            {movable && (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => onMove(entry)}
                aria-label={`Move ${entry.label} to a company`}
              >
                Move
              </Button>
            )}
            {correctable && (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => onCorrect(entry)}
                aria-label={`Correct ${entry.label}`}
              >
                Correct
              </Button>
            )}
          </li>
        );
      })}
    </ol>
  );
}
