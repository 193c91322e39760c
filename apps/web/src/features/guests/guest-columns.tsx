import { Link } from '@tanstack/react-router';
import { formatShortDate } from '@zamalek/domain/dates';
import type { GuestRow, GuestSearchField } from '@zamalek/domain/guests';
import type * as React from 'react';
import { GuestTypeBadge, StatusBadge } from '@/components/stay/stay-badges';
import { asDisplayStatus } from '@/features/guests/guest-status';
import { HighlightText } from '@/features/guests/highlight-text';

/** What the cells need to know to mark the search term in the searched fields only. */
export interface HighlightContext {
  term: string;
  searchBy: GuestSearchField;
}

export function marks(context: HighlightContext, field: Exclude<GuestSearchField, 'all'>): string {
  return context.searchBy === 'all' || context.searchBy === field ? context.term : '';
}

function Dash() {
  return (
    <span className="text-muted-foreground">
      <span aria-hidden="true">—</span>
      <span className="sr-only">None</span>
    </span>
  );
}

export function GuestStatus({ status }: { status: string }) {
  const display = asDisplayStatus(status);
  return display ? <StatusBadge status={display} /> : <span>{status}</span>;
}

export function ReferenceLink({ row, term }: { row: GuestRow; term: string }) {
  return (
    <Link
      to="/reservation/$id"
      params={{ id: row.reservationId }}
      className="font-mono text-[11px] underline-offset-4 hover:underline"
    >
      <HighlightText text={row.bookingReference} term={term} />
    </Link>
  );
}

export function EmailLink({ email }: { email: string }) {
  return email ? (
    <a href={`mailto:${email}`} className="underline-offset-4 hover:underline" title={email}>
      {email}
    </a>
  ) : (
    <Dash />
  );
}

export function PhoneLink({ phone }: { phone: string }) {
  return phone ? (
    <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="underline-offset-4 hover:underline">
      {phone}
    </a>
  ) : (
    <Dash />
  );
}

function partyTitle(row: GuestRow): string {
  return `${row.adults} ${row.adults === 1 ? 'adult' : 'adults'}, ${row.children} ${
    row.children === 1 ? 'child' : 'children'
  }`;
}

export interface GuestColumn {
  header: string;
  className?: string;
  headClassName?: string;
  cell: (row: GuestRow, context: HighlightContext) => React.ReactNode;
}

/**
 * The table's 13 columns, from the CSV's 15: Adults and Children are left to the export (each
 * row's Type and the party's Total Guests, whose tooltip splits it, say the same at a glance).
 */
export const GUEST_COLUMNS: readonly GuestColumn[] = [
  {
    header: 'Guest Name',
    className: 'max-w-36',
    cell: (row, context) => (
      <span className="block truncate font-medium" title={row.name}>
        <HighlightText text={row.name} term={marks(context, 'name')} />
      </span>
    ),
  },
  {
    header: 'Type',
    cell: (row) => <GuestTypeBadge type={row.type === 'Adult' ? 'adult' : 'child'} />,
  },
  {
    header: 'Nationality',
    cell: (row, context) =>
      row.nationality ? (
        <HighlightText text={row.nationality} term={marks(context, 'nationality')} />
      ) : (
        <Dash />
      ),
  },
  {
    header: 'Email',
    className: 'max-w-32 truncate',
    cell: (row) => <EmailLink email={row.email} />,
  },
  { header: 'Phone', cell: (row) => <PhoneLink phone={row.phone} /> },
  { header: 'Check-in', cell: (row) => formatShortDate(row.checkIn) },
  { header: 'Check-out', cell: (row) => formatShortDate(row.checkOut) },
  {
    header: 'Nights',
    className: 'text-right tabular-nums',
    headClassName: 'text-right',
    cell: (row) => row.nights,
  },
  { header: 'Unit', cell: (row) => row.unitName || <Dash /> },
  {
    header: 'Total Guests',
    className: 'text-right tabular-nums',
    headClassName: 'w-14 whitespace-normal text-right leading-tight',
    cell: (row) => <span title={partyTitle(row)}>{row.totalGuests}</span>,
  },
  {
    header: 'Source',
    className: 'max-w-24 truncate',
    cell: (row) => (row.source ? <span title={row.source}>{row.source}</span> : <Dash />),
  },
  {
    header: 'Booking Ref',
    cell: (row, context) => <ReferenceLink row={row} term={marks(context, 'reference')} />,
  },
  { header: 'Status', cell: (row) => <GuestStatus status={row.status} /> },
];
