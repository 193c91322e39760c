import { useNavigate } from '@tanstack/react-router';
import { SearchIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import {
  DEFAULT_GUESTS,
  earliestCheckOut,
  MAX_GUESTS,
  type QuickSearch as QuickSearchState,
  quickSearchTarget,
  withCheckIn,
} from '@/features/booking/search-params';
import { currentLang, t } from '@/lib/i18n/i18n';
import { pathIn } from '@/lib/i18n/language';
import { useServerToday } from '@/lib/today-probe';

const fieldClass =
  'h-11 w-full min-w-0 rounded-md border border-input bg-card px-3 text-base text-foreground shadow-xs outline-none transition-[color,box-shadow] focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50';
const labelClass =
  'mb-1.5 block font-medium text-muted-foreground text-xs uppercase tracking-wider';

const GUEST_CHOICES = Array.from({ length: MAX_GUESTS }, (_, i) => i + 1);

/**
 * The landing page's search bar: native date inputs (the phone's own picker), 1 to 5+ guests.
 * Search opens /book with the choices in the address. Plain elements on purpose: the landing
 * ships without the form libraries and the ui kit's tailwind-merge. It is a working HTML form
 * too (GET /book with named fields): the pre-rendered landing runs no React, and its own small
 * script (`landing/enhance-landing.ts`) gives it the same behaviour from `data-quick-search`.
 */
export function QuickSearch() {
  const id = useId();
  const today = useServerToday();
  const [search, setSearch] = useState<QuickSearchState>({
    checkIn: '',
    checkOut: '',
    guests: DEFAULT_GUESTS,
  });
  const navigate = useNavigate();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate({ to: '/book', search: quickSearchTarget(search, today) });
  };

  return (
    <search aria-label={t('search.label')}>
      <form
        action={pathIn(currentLang(), '/book')}
        method="get"
        data-quick-search=""
        onSubmit={submit}
        className="grid grid-cols-2 gap-3 rounded-xl bg-card p-4 text-card-foreground shadow-xl sm:p-5 md:grid-cols-[1fr_1fr_0.8fr_auto] md:items-end"
      >
        <div>
          <label htmlFor={`${id}-in`} className={labelClass}>
            {t('search.checkIn')}
          </label>
          <input
            id={`${id}-in`}
            name="checkIn"
            type="date"
            className={fieldClass}
            min={today}
            value={search.checkIn}
            onChange={(event) => setSearch((current) => withCheckIn(current, event.target.value))}
          />
        </div>
        <div>
          <label htmlFor={`${id}-out`} className={labelClass}>
            {t('search.checkOut')}
          </label>
          <input
            id={`${id}-out`}
            name="checkOut"
            type="date"
            className={fieldClass}
            min={today && earliestCheckOut(search.checkIn, today)}
            value={search.checkOut}
            onChange={(event) =>
              setSearch((current) => ({ ...current, checkOut: event.target.value }))
            }
          />
        </div>
        <div>
          <label htmlFor={`${id}-guests`} className={labelClass}>
            {t('search.guests')}
          </label>
          <select
            id={`${id}-guests`}
            name="guests"
            className={fieldClass}
            value={search.guests}
            onChange={(event) =>
              setSearch((current) => ({ ...current, guests: Number(event.target.value) }))
            }
          >
            {GUEST_CHOICES.map((guests) => (
              <option key={guests} value={guests}>
                {guests === MAX_GUESTS
                  ? t('guests.countPlus', { count: guests })
                  : t('guests.count', { count: guests })}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className={buttonVariants({ variant: 'brand', size: 'lg', className: 'h-11 self-end' })}
        >
          <SearchIcon aria-hidden="true" />
          {t('search.submit')}
        </button>
      </form>
    </search>
  );
}
