import { cn } from '@/lib/utils';

/** The Zamalek Suites mark and word mark. Wrap it in a link where it should navigate. */
export function Logo({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <path
          d="M10 10h12L10 22h12"
          fill="none"
          className="stroke-sand"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={cn('flex flex-col leading-none', compact && 'sr-only')}>
        <span className="font-semibold font-serif text-[1.35rem] tracking-tight">Zamalek</span>
        <span className="text-[0.6rem] text-muted-foreground uppercase tracking-[0.32em]">
          Suites
        </span>
      </span>
    </span>
  );
}
