/**
 * Which room row and which day column of the occupancy grid a screen point is over. Columns are
 * equal (a fixed table layout), so a point beyond the shown days still counts whole days from the
 * first one: a bar can be dragged past the window's edge.
 */
export function gridPositionAt(
  grid: Element,
  point: { x: number; y: number },
): { unitId: string | null; dayIndex: number | null } {
  const first = grid.querySelector('th[data-day]')?.getBoundingClientRect();
  const dayIndex = first?.width ? Math.floor((point.x - first.left) / first.width) : null;
  let unitId: string | null = null;
  for (const row of grid.querySelectorAll<HTMLElement>('tr[data-unit-id]')) {
    const box = row.getBoundingClientRect();
    if (point.y >= box.top && point.y < box.bottom) unitId = row.dataset.unitId ?? null;
  }
  return { unitId, dayIndex };
}

/** The screen point a pointer or touch event started at. */
export function eventPoint(event: Event | null): { x: number; y: number } | null {
  if (!event) return null;
  // Browsers without touch have no TouchEvent (desktop Safari).
  if (typeof TouchEvent !== 'undefined' && event instanceof TouchEvent) {
    const { touches, changedTouches } = event;
    const touch = touches[0] ?? changedTouches[0];
    return touch ? { x: touch.clientX, y: touch.clientY } : null;
  }
  if (event instanceof MouseEvent) {
    const { clientX, clientY } = event;
    return { x: clientX, y: clientY };
  }
  return null;
}
