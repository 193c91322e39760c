import { useDraggable } from '@dnd-kit/core';
import { Link } from '@tanstack/react-router';
import { CalendarRangeIcon, EyeIcon, LogInIcon, LogOutIcon } from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { StayBarProps } from '@/features/calendar/occupancy-grid';
import type { StayDragKind } from '@/features/calendar/stay-drag';
import type { RoomCalendarStay } from '@/features/calendar/types';
import type { useDeskSteps } from '@/features/front-desk/use-desk-steps';
import { cn } from '@/lib/utils';

/** What a dragged bar carries to the drop. */
export interface StayDragData {
  stay: RoomCalendarStay;
  kind: StayDragKind;
}

/**
 * A Room Calendar bar: a button opening the stay's menu (click, tap, Enter or Space): view it,
 * move it or change its dates, and the desk steps the server offers. Users who may move stays
 * drag the bar to another row or days, or its end edge to change the check-out.
 */
export function StayBar({
  bar,
  canMove,
  desk,
  onMoveDialog,
  justDragged,
}: {
  bar: StayBarProps<RoomCalendarStay>;
  canMove: boolean;
  desk: ReturnType<typeof useDeskSteps>;
  onMoveDialog: (stay: RoomCalendarStay) => void;
  /** A drag just ended: the click that follows it is not a request for the menu. */
  justDragged: () => boolean;
}) {
  const { stay } = bar;
  const [open, setOpen] = useState(false);
  const whole = useDraggable({
    id: `move:${stay.id}`,
    data: { stay, kind: 'move' } satisfies StayDragData,
    disabled: !canMove,
  });
  const edge = useDraggable({
    id: `end:${stay.id}`,
    data: { stay, kind: 'end' } satisfies StayDragData,
    disabled: !canMove || !bar.endShown,
  });
  const dragging = whole.isDragging || edge.isDragging;
  let style: React.CSSProperties | undefined;
  if (whole.transform) {
    style = { transform: `translate3d(${whole.transform.x}px, ${whole.transform.y}px, 0)` };
  } else if (edge.transform) {
    style = { width: `calc(100% + ${edge.transform.x}px)` };
  }

  return (
    <DropdownMenu open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          ref={whole.setNodeRef}
          aria-label={bar.label}
          title={bar.label}
          data-testid="calendar-stay"
          style={style}
          className={cn(
            bar.className,
            'relative w-full touch-manipulation',
            canMove && 'cursor-grab',
            dragging && 'z-30 cursor-grabbing opacity-90 shadow-lg',
          )}
          onPointerDown={(event) => {
            whole.listeners?.onPointerDown?.(event);
            // A press may become a drag: the menu opens on click instead of on press.
            event.preventDefault();
          }}
          onTouchStart={(event) => whole.listeners?.onTouchStart?.(event)}
          onClick={() => !justDragged() && setOpen(true)}
        >
          {bar.children}
          {canMove && bar.endShown && (
            <span
              ref={edge.setNodeRef}
              aria-hidden="true"
              data-testid="calendar-stay-end"
              className="absolute inset-y-0 right-0 w-2.5 cursor-ew-resize rounded-r-md bg-white/25 hover:bg-white/50"
              onPointerDown={(event) => edge.listeners?.onPointerDown?.(event)}
              onTouchStart={(event) => edge.listeners?.onTouchStart?.(event)}
            />
          )}
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="min-w-52">
        <DropdownMenuItem asChild>
          <Link to="/reservation/$id" params={{ id: stay.id }}>
            <EyeIcon aria-hidden="true" />
            View reservation
          </Link>
        </DropdownMenuItem>
        {canMove && (
          <DropdownMenuItem onSelect={() => onMoveDialog(stay)}>
            <CalendarRangeIcon aria-hidden="true" />
            Move / Change dates…
          </DropdownMenuItem>
        )}
        {stay.deskStep === 'checkIn' && (
          <DropdownMenuItem
            disabled={desk.busy}
            onSelect={() => desk.checkIn.mutate({ id: stay.id })}
          >
            <LogInIcon aria-hidden="true" />
            Check in
          </DropdownMenuItem>
        )}
        {(stay.deskStep === 'checkOut' || stay.deskStep === 'earlyCheckOut') && (
          <DropdownMenuItem
            disabled={desk.busy}
            onSelect={() => desk.startCheckOut(stay.id, stay.deskStep === 'earlyCheckOut')}
          >
            <LogOutIcon aria-hidden="true" />
            Check out
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
