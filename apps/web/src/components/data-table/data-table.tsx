import type * as React from 'react';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableCell, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';

/**
 * The back office's list table: a bordered card around the ui kit's Table, its header row
 * tinted. Screens give the head cells (`DataTableHead`) and the body.
 */
export function DataTable({
  label,
  head,
  busy,
  className,
  tableClassName,
  children,
}: {
  /** The table's accessible name. */
  label: string;
  head: React.ReactNode;
  busy?: boolean;
  className?: string;
  tableClassName?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={cn('overflow-hidden rounded-lg border bg-card', className)} aria-busy={busy}>
      <Table className={tableClassName} aria-label={label}>
        <TableHeader className="bg-muted/60">
          <TableRow className="hover:bg-transparent">{head}</TableRow>
        </TableHeader>
        {children}
      </Table>
    </div>
  );
}

/**
 * The one row a table shows instead of its data: why it is empty (or that it failed).
 * `report`: the analytics cards' lower row.
 */
export function EmptyRow({
  columns,
  report,
  className,
  children,
}: {
  columns: number;
  report?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <TableRow className="hover:bg-transparent">
      <TableCell
        colSpan={columns}
        className={cn('text-center text-muted-foreground', report ? 'py-8' : 'h-32', className)}
      >
        {children}
      </TableCell>
    </TableRow>
  );
}

/** The one row a table shows while its first page loads. */
export function LoadingRow({ columns, label }: { columns: number; label: string }) {
  return (
    <TableRow className="hover:bg-transparent">
      <TableCell colSpan={columns} className="h-32 text-center">
        <Spinner className="inline size-6 text-brand" label={label} />
      </TableCell>
    </TableRow>
  );
}
