import { type RefObject, useEffect, useState } from 'react';
import { columnsOutOfView } from '@/features/reservations/hidden-columns';

/**
 * How many of a table's columns are scrolled out of sight (the first column is sticky), kept up
 * to date on scroll and resize. `wrapper` holds the ui kit's Table and its scroll box.
 */
export function useHiddenColumns(wrapper: RefObject<HTMLElement | null>) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const box = wrapper.current?.querySelector<HTMLElement>('[data-slot="table-container"]');
    if (!box) return;
    const measure = () => {
      const [sticky, ...others] = Array.from(box.querySelectorAll<HTMLElement>('thead th'));
      const rect = box.getBoundingClientRect();
      const view = { left: sticky?.getBoundingClientRect().right ?? rect.left, right: rect.right };
      setCount(
        columnsOutOfView(
          view,
          others.map((cell) => cell.getBoundingClientRect()),
        ),
      );
    };
    measure();
    box.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    // New rows change the columns' widths, and so the table's.
    const table = box.querySelector('table');
    if (table) observer.observe(table);
    return () => {
      box.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [wrapper]);
  return count;
}
