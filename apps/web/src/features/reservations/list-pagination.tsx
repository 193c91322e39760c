import type { ListTotal } from '@zamalek/domain/list-total';
import { ChevronLeftIcon, ChevronRightIcon, ChevronsLeftIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { PAGE_SIZES, pageText, rangeText } from '@/features/reservations/list-state';

/**
 * Rows per page, where the shown rows stand in the list, and First / Previous / Next: pages are
 * stepped through (the server's links), not jumped to by number.
 */
export function ListPagination({
  pageIndex,
  pageSize,
  shown,
  total,
  isFetching,
  hasPrevious,
  hasNext,
  onFirst,
  onPrevious,
  onNext,
  onPageSizeChange,
}: {
  pageIndex: number;
  pageSize: number;
  /** Rows on this page. */
  shown: number;
  /** The filtered list's size; undefined until the server has answered. */
  total: ListTotal | undefined;
  isFetching: boolean;
  hasPrevious: boolean;
  hasNext: boolean;
  onFirst: () => void;
  onPrevious: () => void;
  onNext: () => void;
  onPageSizeChange: (pageSize: number) => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 text-muted-foreground text-sm">
      <p className="flex items-center gap-2" aria-live="polite">
        {rangeText(pageIndex, pageSize, shown, total)}
        {isFetching && <Spinner label="Refreshing reservations" />}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <span className="hidden sm:inline">Rows per page</span>
        <Select value={String(pageSize)} onValueChange={(value) => onPageSizeChange(Number(value))}>
          <SelectTrigger size="sm" className="w-20" aria-label="Rows per page">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {PAGE_SIZES.map((size) => (
              <SelectItem key={size} value={String(size)}>
                {size}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <span className="tabular-nums" data-testid="list-page">
          {pageText(pageIndex, pageSize, total)}
        </span>
        {pageIndex > 1 && (
          <Button
            variant="outline"
            size="icon"
            className="size-8"
            aria-label="First page"
            onClick={onFirst}
          >
            <ChevronsLeftIcon aria-hidden="true" />
          </Button>
        )}
        <Button
          variant="outline"
          size="icon"
          className="size-8"
          aria-label="Previous page"
          disabled={!hasPrevious}
          onClick={onPrevious}
        >
          <ChevronLeftIcon aria-hidden="true" />
        </Button>
        <Button
          variant="outline"
          size="icon"
          className="size-8"
          aria-label="Next page"
          disabled={!hasNext}
          onClick={onNext}
        >
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
