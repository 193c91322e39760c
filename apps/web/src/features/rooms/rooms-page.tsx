import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { seesRoomRates } from '@zamalek/domain/money-view';
import { can } from '@zamalek/domain/roles';
import { UNIT_STATUSES } from '@zamalek/domain/units';
import { CheckIcon, ImagesIcon, PencilLineIcon, PlusIcon, XIcon } from 'lucide-react';
import type * as React from 'react';
import { useEffect } from 'react';
import { DataTable, EmptyRow, LoadingRow } from '@/components/data-table/data-table';
import { ResponsivePageHeader } from '@/components/page/responsive-page-header';
import { RoomTonight } from '@/components/stay/room-tonight';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { TableBody, TableCell, TableHead, TableRow } from '@/components/ui/table';
import { BlockRoomButton } from '@/features/holds/block-room-button';
import { ROOM_TYPE_LIST_ID, RoomEditorCells, RoomEditorStack } from '@/features/rooms/room-editor';
import { RoomStatusBadge } from '@/features/rooms/room-status-badge';
import {
  EditRoomButton,
  NextReservation,
  RoomCardBody,
  RoomViewCells,
  STICKY_ACTIONS,
} from '@/features/rooms/room-view';
import type { RoomRow } from '@/features/rooms/types';
import { NEW_ROOM_KEY, useRoomEditing } from '@/features/rooms/use-room-editing';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';
import { useMediaQuery } from '@/lib/use-media-query';
import { cn } from '@/lib/utils';
import { OwnerUseRequests } from './owner-use-requests';

const NO_ROOMS: RoomRow[] = [];

/** Opaque versions of the rows' tints, for the sticky Actions cell (scrolled cells pass under it). */
const ADD_ROW_TINT = 'bg-[color-mix(in_oklab,var(--color-accent)_40%,var(--color-card))]';
const EDIT_ROW_TINT = 'bg-[color-mix(in_oklab,var(--color-accent)_20%,var(--color-card))]';
/** Below this width the rooms are cards (two a row on tablets): the table needs ~1150 px. */
const TABLE_QUERY = '(min-width: 1200px)';
const SUGGESTED_TYPES = ['Studio', 'One Bedroom', 'Two Bedroom'];

const COLUMNS = [
  'Room ID',
  'Unit Number',
  'Type',
  'Size',
  'Status',
  'Booking.com ID',
  'Next Reservation',
  'Nightly rate',
] as const;

/** Enter saves the row being edited, Escape cancels it. */
function editKeys(save: () => void, cancel: () => void) {
  return (event: React.KeyboardEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLInputElement)) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
    }
  };
}

function SaveCancel({
  saveLabel,
  saving,
  onSave,
  onCancel,
  subject,
}: {
  saveLabel: string;
  saving: boolean;
  onSave: () => void;
  onCancel: () => void;
  /** Which room, for the buttons' accessible names. */
  subject: string;
}) {
  return (
    <div className="flex items-center gap-1.5">
      <Button size="sm" onClick={onSave} disabled={saving} aria-label={`${saveLabel} ${subject}`}>
        {saving ? <Spinner label="Saving" /> : <CheckIcon aria-hidden="true" />}
        {saveLabel}
      </Button>
      <Button
        size="sm"
        variant="outline"
        className="size-8 px-0"
        onClick={onCancel}
        disabled={saving}
        aria-label={`Cancel ${subject === 'new room' ? 'adding the new room' : `editing ${subject}`}`}
        title="Cancel (Esc)"
      >
        <XIcon aria-hidden="true" />
      </Button>
    </div>
  );
}

/**
 * Rooms Management: every staff member sees the rooms with their next stay; admins add a room
 * (a row at the top), edit one row, or bulk edit them all and save in one go.
 */
export function RoomsPage() {
  const trpc = useTRPC();
  const auth = useAuth();
  const canManage = can(auth, 'rooms.manage');
  const canHold = can(auth, 'rooms.holds');
  // The server sends no base rates to those who may not see them: their column is left out.
  const showRates = seesRoomRates(auth);
  const isDesktop = useMediaQuery(TABLE_QUERY);
  const list = useQuery(trpc.units.list.queryOptions());
  const rooms = list.data ?? NO_ROOMS;
  const editing = useRoomEditing(rooms);
  const { add, row, bulk } = editing;
  const inBulk = bulk.drafts !== null;
  const busy = add.isSaving || row.isSaving || bulk.isSaving;

  useEffect(() => {
    if (list.isError) toast.error('Failed to fetch rooms');
  }, [list.isError]);

  const types = [...new Set([...SUGGESTED_TYPES, ...rooms.flatMap((room) => room.unitType ?? [])])];

  // Admins and managers block a room for maintenance or owner use (its own dialog).
  const blockRoom = canHold && !inBulk ? <BlockRoomButton /> : undefined;
  // How the public site shows each room type: names, texts, amenities, photos.
  const presentation =
    can(auth, 'rooms.present') && !inBulk ? (
      <Link to="/rooms/presentation" className={buttonVariants({ variant: 'outline' })}>
        <ImagesIcon aria-hidden="true" />
        Presentation
      </Link>
    ) : undefined;
  const actions = canManage ? (
    inBulk ? (
      <>
        <Button variant="outline" onClick={bulk.cancel} disabled={bulk.isSaving}>
          <XIcon aria-hidden="true" />
          Cancel
        </Button>
        <Button onClick={bulk.saveAll} disabled={bulk.isSaving}>
          {bulk.isSaving ? <Spinner label="Saving" /> : <CheckIcon aria-hidden="true" />}
          Save All
        </Button>
      </>
    ) : (
      <>
        <Button
          variant="outline"
          onClick={bulk.start}
          disabled={rooms.length === 0 || add.draft !== null || row.editingId !== null || busy}
          title={
            add.draft !== null || row.editingId !== null
              ? 'Finish the room you are editing first'
              : undefined
          }
        >
          <PencilLineIcon aria-hidden="true" />
          Bulk Edit
        </Button>
        {presentation}
        {blockRoom}
        <Button onClick={add.toggle} aria-expanded={add.draft !== null} disabled={add.isSaving}>
          <PlusIcon aria-hidden="true" />
          Add Room
        </Button>
      </>
    )
  ) : presentation || blockRoom ? (
    <>
      {presentation}
      {blockRoom}
    </>
  ) : undefined;

  return (
    <>
      <ResponsivePageHeader
        title="Rooms Management"
        subtitle="Every unit, its status and next reservation"
        actions={actions}
      />
      <datalist id={ROOM_TYPE_LIST_ID}>
        {types.map((type) => (
          <option key={type} value={type} />
        ))}
      </datalist>
      {canHold && <OwnerUseRequests />}
      {rooms.length > 0 && <StatusSummary rooms={rooms} />}
      {inBulk && (
        <p className="mb-3 rounded-md border border-blue-200 bg-blue-50 px-3 py-2 text-blue-900 text-sm">
          Bulk edit: change any rooms, then Save All. All changes are saved together, or none.
        </p>
      )}
      {isDesktop ? (
        <RoomsTable
          rooms={rooms}
          list={list}
          canManage={canManage}
          showRates={showRates}
          editing={editing}
        />
      ) : (
        <RoomCards
          rooms={rooms}
          list={list}
          canManage={canManage}
          showRates={showRates}
          editing={editing}
        />
      )}
    </>
  );
}

interface ListState {
  isPending: boolean;
  isError: boolean;
}

interface LayoutProps {
  rooms: readonly RoomRow[];
  list: ListState;
  canManage: boolean;
  /** Whether the rooms carry their base rates. */
  showRates: boolean;
  editing: ReturnType<typeof useRoomEditing>;
}

/** "12 rooms · 9 available · 1 in maintenance": the building at a glance. */
function StatusSummary({ rooms }: { rooms: readonly RoomRow[] }) {
  const counts = UNIT_STATUSES.map(
    (status) => [status, rooms.filter((room) => room.status === status).length] as const,
  ).filter(([, count]) => count > 0);
  return (
    <div className="mb-3 flex flex-wrap items-center gap-2 text-muted-foreground text-sm">
      <span className="font-medium text-foreground">
        {rooms.length} {rooms.length === 1 ? 'room' : 'rooms'}
      </span>
      <span data-testid="occupied-tonight-count">
        {rooms.filter((room) => room.occupiedTonight).length} occupied tonight
      </span>
      {counts.map(([status, count]) => (
        <RoomStatusBadge key={status} status={status} count={count} />
      ))}
    </div>
  );
}

function emptyText(list: ListState) {
  return list.isError ? 'Failed to fetch rooms' : 'No rooms yet';
}

function RoomsTable({ rooms, list, canManage, showRates, editing }: LayoutProps) {
  const { add, row, bulk, invalidField } = editing;
  const inBulk = bulk.drafts !== null;
  // Bulk Edit has no per-row actions: Save All and Cancel sit above the table.
  const showActions = canManage && !inBulk;
  const columns = showRates ? COLUMNS : COLUMNS.filter((column) => column !== 'Nightly rate');
  const columnCount = columns.length + (showActions ? 1 : 0);
  const editingTable = inBulk || row.editingId !== null || add.draft !== null;

  return (
    <DataTable
      label="Rooms"
      busy={list.isPending}
      tableClassName={cn(editingTable && 'min-w-[1080px]')}
      head={
        <>
          {columns.map((column) => (
            <TableHead key={column} className="px-2.5 text-muted-foreground text-xs">
              {column}
            </TableHead>
          ))}
          {showActions && (
            <TableHead
              className={cn(
                'px-2.5 text-muted-foreground text-xs',
                STICKY_ACTIONS,
                // The header row's tint, opaque, so scrolled cells do not show through.
                'bg-[color-mix(in_oklab,var(--color-muted)_60%,var(--color-card))]',
              )}
            >
              Actions
            </TableHead>
          )}
        </>
      }
    >
      <TableBody className="[&_td]:px-2.5 [&_td]:py-2.5">
        {add.draft && (
          <TableRow
            className="bg-accent/40 hover:bg-accent/40"
            data-testid="add-room-row"
            onKeyDown={editKeys(add.save, add.cancel)}
          >
            <RoomEditorCells
              draft={add.draft}
              onChange={add.change}
              invalidField={invalidField(NEW_ROOM_KEY)}
              rowLabel="new room"
              idPrefix="new-room"
              disabled={add.isSaving}
              autoFocusName
              between={<TableCell className="align-top text-muted-foreground">—</TableCell>}
              actions={
                <TableCell className={cn('align-top', STICKY_ACTIONS, ADD_ROW_TINT)}>
                  <SaveCancel
                    saveLabel="Add"
                    subject="new room"
                    saving={add.isSaving}
                    onSave={add.save}
                    onCancel={add.cancel}
                  />
                </TableCell>
              }
            />
          </TableRow>
        )}
        {list.isPending ? (
          <LoadingRow columns={columnCount} label="Loading rooms" />
        ) : rooms.length === 0 ? (
          <EmptyRow columns={columnCount}>{emptyText(list)}</EmptyRow>
        ) : (
          rooms.map((room) => {
            const bulkDraft = bulk.drafts?.[room.id];
            const rowDraft = row.editingId === room.id ? row.draft : null;
            const draft = bulkDraft ?? rowDraft;
            if (draft) {
              return (
                <TableRow
                  key={room.id}
                  data-testid="room-row"
                  data-room={room.name}
                  className="bg-accent/20 hover:bg-accent/20"
                  onKeyDown={bulkDraft ? undefined : editKeys(row.save, row.cancel)}
                >
                  <RoomEditorCells
                    draft={draft}
                    onChange={(next) => (bulkDraft ? bulk.change(room.id, next) : row.change(next))}
                    invalidField={invalidField(room.id)}
                    rowLabel={room.name}
                    idPrefix={`room-${room.id}`}
                    disabled={bulkDraft ? bulk.isSaving : row.isSaving}
                    autoFocusName={!bulkDraft}
                    between={
                      <TableCell className="align-top">
                        <NextReservation room={room} />
                      </TableCell>
                    }
                    actions={
                      bulkDraft ? null : (
                        <TableCell className={cn('align-top', STICKY_ACTIONS, EDIT_ROW_TINT)}>
                          <SaveCancel
                            saveLabel="Save"
                            subject={room.name}
                            saving={row.isSaving}
                            onSave={row.save}
                            onCancel={row.cancel}
                          />
                        </TableCell>
                      )
                    }
                  />
                </TableRow>
              );
            }
            return (
              <TableRow key={room.id} data-testid="room-row" data-room={room.name}>
                <RoomViewCells
                  room={room}
                  showRate={showRates}
                  actions={
                    showActions && (
                      <TableCell className={STICKY_ACTIONS}>
                        <EditRoomButton
                          room={room}
                          onEdit={() => row.start(room)}
                          disabled={row.editingId !== null}
                        />
                      </TableCell>
                    )
                  }
                />
              </TableRow>
            );
          })
        )}
      </TableBody>
    </DataTable>
  );
}

function RoomCards({ rooms, list, canManage, showRates, editing }: LayoutProps) {
  const { add, row, bulk, invalidField } = editing;
  const inBulk = bulk.drafts !== null;

  return (
    <div className="grid gap-3 sm:grid-cols-2" aria-busy={list.isPending}>
      {add.draft && (
        <Card className="gap-4 border-primary/30 py-4 sm:col-span-2" data-testid="add-room-row">
          <CardHeader className="px-4">
            <h2 className="font-medium">New room</h2>
          </CardHeader>
          <CardContent className="px-4" onKeyDown={editKeys(add.save, add.cancel)}>
            <RoomEditorStack
              draft={add.draft}
              onChange={add.change}
              invalidField={invalidField(NEW_ROOM_KEY)}
              rowLabel="new room"
              idPrefix="new-room"
              disabled={add.isSaving}
              autoFocusName
            />
          </CardContent>
          <CardFooter className="justify-end px-4">
            <SaveCancel
              saveLabel="Add"
              subject="new room"
              saving={add.isSaving}
              onSave={add.save}
              onCancel={add.cancel}
            />
          </CardFooter>
        </Card>
      )}
      {list.isPending ? (
        <div className="flex h-32 items-center justify-center sm:col-span-2">
          <Spinner className="size-6 text-brand" label="Loading rooms" />
        </div>
      ) : rooms.length === 0 ? (
        <p className="rounded-lg border bg-card px-4 py-10 text-center text-muted-foreground text-sm sm:col-span-2">
          {emptyText(list)}
        </p>
      ) : (
        rooms.map((room) => {
          const bulkDraft = bulk.drafts?.[room.id];
          const rowDraft = row.editingId === room.id ? row.draft : null;
          const draft = bulkDraft ?? rowDraft;
          return (
            <Card
              key={room.id}
              className={cn('gap-3 py-4', draft && 'border-primary/30')}
              data-testid="room-row"
              data-room={room.name}
            >
              <CardHeader className="flex items-center justify-between gap-2 px-4">
                <h2 className="min-w-0 truncate font-medium">
                  {room.name}
                  {room.unitNumber && (
                    <span className="font-normal text-muted-foreground">
                      {' '}
                      · Unit {room.unitNumber}
                    </span>
                  )}
                </h2>
                <RoomStatusBadge status={room.status} />
              </CardHeader>
              {!draft && (
                <div className="px-4">
                  <RoomTonight
                    occupiedTonight={room.occupiedTonight}
                    roomStatus={room.roomStatus}
                  />
                </div>
              )}
              <CardContent
                className="px-4"
                onKeyDown={draft && !bulkDraft ? editKeys(row.save, row.cancel) : undefined}
              >
                {draft ? (
                  <RoomEditorStack
                    draft={draft}
                    onChange={(next) => (bulkDraft ? bulk.change(room.id, next) : row.change(next))}
                    invalidField={invalidField(room.id)}
                    rowLabel={room.name}
                    idPrefix={`room-${room.id}`}
                    disabled={bulkDraft ? bulk.isSaving : row.isSaving}
                    autoFocusName={!bulkDraft}
                  />
                ) : (
                  <RoomCardBody room={room} showRate={showRates} />
                )}
              </CardContent>
              {canManage && !inBulk && (
                <CardFooter className="mt-auto justify-end px-4">
                  {draft ? (
                    <SaveCancel
                      saveLabel="Save"
                      subject={room.name}
                      saving={row.isSaving}
                      onSave={row.save}
                      onCancel={row.cancel}
                    />
                  ) : (
                    <EditRoomButton
                      room={room}
                      onEdit={() => row.start(room)}
                      disabled={row.editingId !== null}
                    />
                  )}
                </CardFooter>
              )}
            </Card>
          );
        })
      )}
    </div>
  );
}
