import { Badge } from '@/components/ui/badge';
import type { ChannexHealth as Health } from './types';

const when = (date: Date | null) =>
  date ? date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : 'Never';

const OUTCOME_LABELS = {
  pushed: 'Sent',
  failed: 'Failed',
  rate_limited: 'Rate limited',
} as const;

/**
 * The connection's state: last push, when bookings were last read, what waits, the failure
 * streak, and the latest pushes.
 */
export function ChannexHealth({ health }: { health: Health }) {
  return (
    <section aria-label="Channex health" className="grid gap-3">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-5">
        <div>
          <dt className="text-muted-foreground text-xs">Last push</dt>
          <dd>{when(health.lastPushedAt)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-xs">Bookings last read</dt>
          <dd>{when(health.lastPulledAt)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-xs">Nights waiting</dt>
          <dd className={health.stale ? 'font-medium text-destructive' : undefined}>
            {health.queuedNights}
            {health.stale && ' (overdue)'}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-xs">Failures in a row</dt>
          <dd className={health.failureStreak > 0 ? 'font-medium text-destructive' : undefined}>
            {health.failureStreak}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-xs">Next try</dt>
          <dd>{health.retryAt ? when(health.retryAt) : 'Now'}</dd>
        </div>
      </dl>
      {health.recent.length > 0 && (
        <ul className="grid gap-1 text-sm" aria-label="Latest pushes to Channex">
          {health.recent.map((push) => (
            <li
              key={`${push.at.toISOString()}-${push.kind}-${push.nightFrom}`}
              className="flex flex-wrap items-center gap-2"
            >
              <Badge variant={push.outcome === 'pushed' ? 'secondary' : 'destructive'}>
                {OUTCOME_LABELS[push.outcome]}
              </Badge>
              <span>
                {push.kind === 'availability' ? 'Availability' : 'Rates and rules'},{' '}
                {push.nightFrom} to {push.nightTo}
              </span>
              <span className="text-muted-foreground text-xs">{when(push.at)}</span>
              {push.problem && <span className="text-destructive text-xs">{push.problem}</span>}
              {push.warningCount > 0 && (
                <span className="text-amber-700 text-xs">
                  {push.warningCount} {push.warningCount === 1 ? 'warning' : 'warnings'}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
