import { UNIT_STATUSES, type UnitStatus } from '@zamalek/domain/units';
import type * as React from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { TableCell } from '@/components/ui/table';
import type { RoomDraft, RoomDraftField } from '@/features/rooms/room-draft';
import { UNIT_STATUS_LABELS } from '@/features/rooms/room-format';
import { cn } from '@/lib/utils';

/** The `<datalist>` of room types the Type inputs suggest (rendered once per page). */
export const ROOM_TYPE_LIST_ID = 'room-type-options';

type TextField = Exclude<RoomDraftField, 'status'>;

const FIELDS: Record<TextField, { label: string; maxLength: number; placeholder?: string }> = {
  name: { label: 'Room ID', maxLength: 60, placeholder: 'e.g. Z-104' },
  comments: { label: 'Comments', maxLength: 1000, placeholder: 'Comments (optional)' },
  unitNumber: { label: 'Unit Number', maxLength: 20 },
  unitType: { label: 'Type', maxLength: 60, placeholder: 'Studio' },
  unitSize: { label: 'Size', maxLength: 60, placeholder: '45 m2 + 10 m2' },
  bookingComId: { label: 'Booking.com ID', maxLength: 60, placeholder: 'None' },
  baseRate: { label: 'Nightly rate (USD)', maxLength: 7, placeholder: 'Not online' },
};

export interface RoomEditorProps {
  draft: RoomDraft;
  onChange: (draft: RoomDraft) => void;
  /** The field the last check found wrong, outlined until it is edited. */
  invalidField: RoomDraftField | null;
  /** Which room the controls edit, for their accessible names ("Room ID, Z-101"). */
  rowLabel: string;
  /** Unique per row, for the controls' ids. */
  idPrefix: string;
  disabled?: boolean;
  autoFocusName?: boolean;
}

function withText(draft: RoomDraft, field: TextField, value: string): RoomDraft {
  const next = { ...draft };
  next[field] = value;
  return next;
}

function TextControl({
  field,
  props,
  className,
  labelled,
}: {
  field: TextField;
  props: RoomEditorProps;
  className?: string;
  /** In the stacked layout a visible label names the control; in the table an aria-label. */
  labelled?: boolean;
}) {
  const { draft, onChange, invalidField, rowLabel, idPrefix, disabled, autoFocusName } = props;
  const spec = FIELDS[field];
  const invalid = invalidField === field;
  return (
    <Input
      id={`${idPrefix}-${field}`}
      value={draft[field]}
      onChange={(event) => onChange(withText(draft, field, event.target.value))}
      aria-label={labelled ? undefined : `${spec.label}, ${rowLabel}`}
      aria-invalid={invalid || undefined}
      maxLength={spec.maxLength}
      placeholder={spec.placeholder}
      disabled={disabled}
      // Opening a row for editing puts the cursor in it (the user just asked for it).
      autoFocus={field === 'name' && autoFocusName}
      list={field === 'unitType' ? ROOM_TYPE_LIST_ID : undefined}
      inputMode={field === 'baseRate' ? 'numeric' : undefined}
      title={field === 'baseRate' ? 'Whole dollars; leave blank if not bookable online' : undefined}
      autoComplete="off"
      className={cn('h-8', className)}
    />
  );
}

function StatusControl({ props, labelled }: { props: RoomEditorProps; labelled?: boolean }) {
  const { draft, onChange, rowLabel, idPrefix, disabled } = props;
  return (
    <Select
      value={draft.status}
      onValueChange={(value) => {
        const status = UNIT_STATUSES.find((candidate) => candidate === value);
        if (status) onChange({ ...draft, status });
      }}
      disabled={disabled}
    >
      <SelectTrigger
        id={`${idPrefix}-status`}
        size="sm"
        className="w-full min-w-28"
        aria-label={labelled ? undefined : `Status, ${rowLabel}`}
      >
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {UNIT_STATUSES.map((status: UnitStatus) => (
          <SelectItem key={status} value={status}>
            {UNIT_STATUS_LABELS[status]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

function RateControl({ props, labelled }: { props: RoomEditorProps; labelled?: boolean }) {
  // The dollar sign only next to an amount; blank reads "Not online".
  const hasAmount = props.draft.baseRate.trim() !== '';
  return (
    <div className="relative">
      {hasAmount && (
        <span
          className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-2.5 text-muted-foreground text-sm"
          aria-hidden="true"
        >
          $
        </span>
      )}
      <TextControl
        field="baseRate"
        props={props}
        labelled={labelled}
        className={cn(hasAmount && 'pl-6')}
      />
    </div>
  );
}

/**
 * A room's controls as table cells, in the table's column order; the row adds the Next
 * Reservation cell (`between`) and its actions (`actions`).
 */
export function RoomEditorCells({
  between,
  actions,
  ...props
}: RoomEditorProps & { between: React.ReactNode; actions: React.ReactNode }) {
  return (
    <>
      <TableCell className="min-w-36 align-top">
        <div className="grid gap-1.5">
          <TextControl field="name" props={props} />
          <TextControl field="comments" props={props} className="text-xs md:text-xs" />
        </div>
      </TableCell>
      <TableCell className="w-20 min-w-18 align-top">
        <TextControl field="unitNumber" props={props} />
      </TableCell>
      <TableCell className="min-w-28 align-top">
        <TextControl field="unitType" props={props} />
      </TableCell>
      <TableCell className="min-w-32 align-top">
        <TextControl field="unitSize" props={props} />
      </TableCell>
      <TableCell className="align-top">
        <StatusControl props={props} />
      </TableCell>
      <TableCell className="min-w-26 align-top">
        <TextControl field="bookingComId" props={props} />
      </TableCell>
      {between}
      <TableCell className="w-28 min-w-24 align-top">
        <RateControl props={props} />
      </TableCell>
      {actions}
    </>
  );
}

/** The same controls stacked with visible labels, for the phone layout's cards. */
export function RoomEditorStack(props: RoomEditorProps) {
  const { idPrefix } = props;
  const field = (
    name: RoomDraftField,
    label: string,
    control: React.ReactNode,
    className?: string,
  ) => (
    <div className={cn('grid content-start gap-1.5', className)}>
      <Label htmlFor={`${idPrefix}-${name}`}>
        {label}
        {name === 'name' && (
          <span className="text-destructive" aria-hidden="true">
            *
          </span>
        )}
      </Label>
      {control}
    </div>
  );
  const text = (name: TextField, className?: string) =>
    field(name, FIELDS[name].label, <TextControl field={name} props={props} labelled />, className);
  return (
    <div className="grid grid-cols-2 gap-3">
      {text('name', 'col-span-2')}
      {text('unitNumber')}
      {field('status', 'Status', <StatusControl props={props} labelled />)}
      {text('unitType')}
      {text('unitSize')}
      {text('bookingComId')}
      {field('baseRate', FIELDS.baseRate.label, <RateControl props={props} labelled />)}
      {text('comments', 'col-span-2')}
    </div>
  );
}
