import { clsx } from 'clsx';

/** A caller's display utility (`hidden md:inline-flex`) replaces the default `inline-flex`. */
const DISPLAY_CLASS =
  /(?:^|\s)(?:hidden|block|inline|inline-block|flex|inline-flex|grid|contents)(?:\s|$)/;

/**
 * The Zamalek Suites mark and word mark. Wrap it in a link where it should navigate.
 * `tone="inverse"` is for dark (navy) backgrounds; `compact` keeps only the mark. It is on every
 * page, so it uses clsx rather than `cn` (tailwind-merge stays out of the first download).
 */
export function Logo({
  className,
  compact = false,
  tone = 'default',
}: {
  className?: string;
  compact?: boolean;
  tone?: 'default' | 'inverse';
}) {
  const inverse = tone === 'inverse';
  return (
    <span
      className={clsx(
        !DISPLAY_CLASS.test(className ?? '') && 'inline-flex',
        'items-center gap-2.5',
        className,
      )}
    >
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="8" className={inverse ? 'fill-sand' : 'fill-primary'} />
        <path
          d="M10 10h12L10 22h12"
          fill="none"
          className={inverse ? 'stroke-primary' : 'stroke-sand'}
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={clsx('flex flex-col leading-none', compact && 'sr-only')}>
        <span className="font-semibold font-serif text-[1.35rem] tracking-tight">Zamalek</span>{' '}
        <span
          className={clsx(
            'text-[0.6rem] uppercase tracking-[0.32em]',
            inverse ? 'text-primary-foreground/70' : 'text-muted-foreground',
          )}
        >
          Suites
        </span>
      </span>
    </span>
  );
}
