import { CheckIcon } from 'lucide-react';
import { type MessageId, t } from '@/lib/i18n/i18n';
import { cn } from '@/lib/utils';
import type { BookStep } from './search-params';

const STEPS: { step: BookStep; label: MessageId }[] = [
  { step: 1, label: 'steps.dates' },
  { step: 2, label: 'steps.guests' },
  { step: 3, label: 'steps.review' },
];

/** 1 Dates & Suite, 2 Guest Details, 3 Review: where the guest is, and what is done. */
export function Stepper({ current }: { current: BookStep }) {
  return (
    <nav aria-label={t('steps.nav')}>
      <ol className="flex items-center gap-2 sm:gap-4">
        {STEPS.map(({ step, label }, index) => {
          const done = step < current;
          const active = step === current;
          return (
            <li
              key={step}
              aria-current={active ? 'step' : undefined}
              className="flex min-w-0 flex-1 items-center gap-2 sm:gap-3"
            >
              <span
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-full border-2 font-semibold text-sm',
                  active && 'border-primary bg-primary text-primary-foreground',
                  done && 'border-brand bg-brand text-brand-foreground',
                  !active && !done && 'border-border bg-card text-muted-foreground',
                )}
              >
                {done ? <CheckIcon className="size-4" aria-hidden="true" /> : step}
                {done && <span className="sr-only">{step}</span>}
              </span>
              <span
                className={cn(
                  'min-w-0 text-xs leading-tight sm:text-sm',
                  active ? 'font-medium text-primary' : 'text-muted-foreground',
                )}
              >
                {t(label)}
                {done && <span className="sr-only"> {t('steps.done')}</span>}
              </span>
              {index < STEPS.length - 1 && (
                <span aria-hidden="true" className="hidden h-px flex-1 bg-border sm:block" />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
