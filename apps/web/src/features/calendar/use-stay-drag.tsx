import {
  DndContext,
  type DragEndEvent,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { MoveTarget } from '@zamalek/domain/stay-move';
import type * as React from 'react';
import { useRef } from 'react';
import { eventPoint, gridPositionAt } from '@/features/calendar/grid-position';
import type { StayDragData } from '@/features/calendar/stay-bar';
import { draggedStay } from '@/features/calendar/stay-drag';
import type { RoomCalendarStay } from '@/features/calendar/types';

/** Mouse and pen drag after a few pixels; touch is left to the touch sensor below. */
class MousePointerSensor extends PointerSensor {
  static override activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: ({ nativeEvent }: React.PointerEvent) =>
        nativeEvent.isPrimary && nativeEvent.button === 0 && nativeEvent.pointerType !== 'touch',
    },
  ];
}

/**
 * Where stay bars can be dragged (desktop pointer, tablet touch after a short press, so a swipe
 * still scrolls). A drop reads the row and day under the finger or pointer and hands the target
 * to `onDrop`; nothing moves until it is confirmed.
 */
export function useStayDrag(onDrop: (stay: RoomCalendarStay, target: MoveTarget) => void) {
  const droppedAt = useRef(0);
  const sensors = useSensors(
    useSensor(MousePointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
  );
  const onDragEnd = ({ active, activatorEvent, delta }: DragEndEvent) => {
    droppedAt.current = Date.now();
    // cast: dnd-kit hands back, untyped, the data the stay's bar gave useDraggable (stay-bar.tsx)
    const data = active.data.current as StayDragData | undefined;
    const grid = document.querySelector('[data-occupancy-grid]');
    const start = eventPoint(activatorEvent);
    if (!data || !grid || !start) return;
    const from = gridPositionAt(grid, start);
    const to = gridPositionAt(grid, { x: start.x + delta.x, y: start.y + delta.y });
    if (from.dayIndex === null || to.dayIndex === null) return;
    const target = draggedStay(data.stay, {
      kind: data.kind,
      unitId: to.unitId,
      dayShift: to.dayIndex - from.dayIndex,
    });
    if (target) onDrop(data.stay, target);
  };
  return {
    wrap: (children: React.ReactNode) => (
      <DndContext sensors={sensors} onDragEnd={onDragEnd} autoScroll={false}>
        {children}
      </DndContext>
    ),
    justDragged: () => Date.now() - droppedAt.current < 300,
  };
}
