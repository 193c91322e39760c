import { CircleCheckIcon } from 'lucide-react';
import { longDate } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/i18n';
import { ArrivalTimeForm } from './arrival-time-form';
import { LinkGuestCard } from './link-guest-card';
import type { LinkAccess, LinkStay } from './types';

/** The stay's guests, each to register and sign, and the arrival time. */
export function StayRegistration({
  access,
  stay,
  refresh,
}: {
  access: LinkAccess;
  stay: LinkStay;
  refresh: () => void;
}) {
  const signed = stay.guests.filter((guest) => guest.status === 'signed').length;
  return (
    <div className="mt-8 grid gap-6">
      <section className="rounded-xl border bg-card p-4 shadow-xs sm:p-6">
        <p className="font-medium">
          {t('register.stay', {
            checkIn: longDate(stay.checkIn),
            checkOut: longDate(stay.checkOut),
          })}
        </p>
        <p className="mt-1 text-muted-foreground text-sm" data-testid="registration-progress">
          {t('register.progress', { done: signed, total: stay.guests.length })}
        </p>
        {stay.complete && (
          <p
            role="status"
            className="mt-3 flex items-center gap-2 font-medium text-success"
            data-testid="registration-complete"
          >
            <CircleCheckIcon className="size-5 shrink-0" aria-hidden="true" />
            {t('register.complete')}
          </p>
        )}
      </section>
      <ol className="grid gap-4">
        {stay.guests.map((guest) => (
          <li key={guest.guestNo}>
            <LinkGuestCard access={access} guest={guest} rules={stay.rules} onChange={refresh} />
          </li>
        ))}
      </ol>
      <ArrivalTimeForm access={access} saved={stay.arrivalTime} onSaved={refresh} />
    </div>
  );
}
