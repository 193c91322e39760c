import type * as React from 'react';
import { blockAccessibleName, type CalendarBlock } from '@/features/calendar/calendar-blocks';
import { cn } from '@/lib/utils';

/** Diagonal stripes per kind of block: the words on the bar say what it is, not the colour. */
const HATCH_CLASSES = {
  maintenance:
    'bg-[repeating-linear-gradient(135deg,var(--color-amber-300)_0_6px,var(--color-amber-100)_6px_12px)] border-amber-500',
  owner_use:
    'bg-[repeating-linear-gradient(135deg,var(--color-violet-300)_0_6px,var(--color-violet-100)_6px_12px)] border-violet-500',
  other:
    'bg-[repeating-linear-gradient(135deg,var(--color-slate-300)_0_6px,var(--color-slate-100)_6px_12px)] border-slate-500',
} as const;

function hatchOf(block: CalendarBlock): string {
  return HATCH_CLASSES[block.hold?.kind ?? 'other'];
}

/** What a block's bar is made of, for a screen that draws its own (the Room Calendar's menu). */
export interface BlockBarProps {
  block: CalendarBlock;
  unitName: string;
  /** The accessible name: "Blocked: Maintenance — leaking tap, Room 101, 12 December to 14 December". */
  label: string;
  className: string;
  children: React.ReactNode;
}

/**
 * A run of blocked nights on a calendar row: a hatched bar labelled with the kind and the reason
 * ("Maintenance" / "leaking tap"), its full description for screen readers. `renderBlock` draws
 * it as a control (the Room Calendar's hold menu); otherwise it is read-only.
 */
export function BlockCell({
  block,
  span,
  continuesBefore,
  continuesAfter,
  unitName,
  narrow,
  coversToday,
  renderBlock,
}: {
  block: CalendarBlock;
  span: number;
  continuesBefore: boolean;
  continuesAfter: boolean;
  unitName: string;
  /** A month's short run: the text is for screen readers only. */
  narrow: boolean;
  coversToday: boolean;
  renderBlock?: ((props: BlockBarProps) => React.ReactNode) | undefined;
}) {
  const label = blockAccessibleName(block, unitName);
  const className = cn(
    'flex h-full w-full min-w-0 flex-col items-start justify-center gap-0.5 overflow-hidden border px-1 text-left text-stone-950 leading-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60',
    hatchOf(block),
    continuesBefore ? 'rounded-l-none border-l-0' : 'rounded-l-md',
    continuesAfter ? 'rounded-r-none border-r-0' : 'rounded-r-md',
  );
  const children = (
    <>
      <span
        className={cn(
          'max-w-full truncate rounded-sm bg-white/85 px-1 font-semibold text-[11px]',
          narrow && 'sr-only',
        )}
        aria-hidden="true"
      >
        {block.title}
      </span>{' '}
      <span
        className={cn(
          'max-w-full truncate rounded-sm bg-white/85 px-1 text-[10px] md:text-[11px]',
          narrow && 'sr-only',
        )}
        aria-hidden="true"
      >
        {block.detail}
      </span>
    </>
  );
  return (
    <td
      colSpan={span}
      className={cn('h-12 border-l p-0.5', coversToday && 'bg-brand/10')}
      data-testid="calendar-block"
    >
      {renderBlock ? (
        renderBlock({ block, unitName, label, className, children })
      ) : (
        <div className={className} title={label}>
          {children}
          <span className="sr-only">{label}</span>
        </div>
      )}
    </td>
  );
}
