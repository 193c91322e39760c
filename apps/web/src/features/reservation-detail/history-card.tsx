import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { ReservationDetail } from '@/features/reservation-detail/types';
import { DetailCard } from '@/features/reservation-detail/view-cards';
import { formatMoment } from '@/lib/format';

type Entry = ReservationDetail['history'][number];
type Change = Entry['changes'][number];

/** Entries shown before "Show all". */
const FIRST_ENTRIES = 10;

/** "Check-out 12 Dec 2026 → 14 Dec 2026", "Checked in 24 Nov 2026, 14:05", as the server words it. */
function ChangeLine({ change }: { change: Change }) {
  const { label, from, to } = change;
  return (
    <li className="wrap-anywhere">
      <span className="text-muted-foreground">{label}</span>
      {from !== null && <> {from}</>}
      {from !== null && to !== null && ' →'}
      {to !== null && <> {to}</>}
    </li>
  );
}

function HistoryEntry({ entry }: { entry: Entry }) {
  return (
    <li className="grid min-w-0 gap-1 border-brand/40 border-l-2 pl-3 text-sm">
      <span>
        <span className="font-medium">{entry.actionLabel}</span>
        {' by '}
        {entry.actorName ?? entry.actorEmail ?? 'a former user'}
      </span>
      <span className="text-muted-foreground text-xs">{formatMoment(entry.createdAt)}</span>
      {entry.changes.length > 0 && (
        <ul className="grid gap-0.5" aria-label="Changes">
          {entry.changes.map((change) => (
            <ChangeLine key={change.field} change={change} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** Every audited change of the stay, newest first: the first ten, then all on request. */
export function HistoryCard({ history }: { history: ReservationDetail['history'] }) {
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? history : history.slice(0, FIRST_ENTRIES);
  return (
    <DetailCard title="History">
      {history.length === 0 ? (
        <p className="text-muted-foreground text-sm">No changes recorded</p>
      ) : (
        <div className="grid gap-3">
          <ol className="grid gap-3" id="reservation-history" data-testid="history">
            {shown.map((entry) => (
              <HistoryEntry key={entry.id} entry={entry} />
            ))}
          </ol>
          {history.length > FIRST_ENTRIES && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="justify-self-start"
              aria-expanded={showAll}
              aria-controls="reservation-history"
              onClick={() => setShowAll((all) => !all)}
            >
              {showAll ? 'Show fewer' : `Show all ${history.length} changes`}
            </Button>
          )}
        </div>
      )}
    </DetailCard>
  );
}
