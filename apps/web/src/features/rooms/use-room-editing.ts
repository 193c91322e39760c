import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type BulkRow,
  checkRoomDraft,
  draftFromRoom,
  EMPTY_ROOM_DRAFT,
  planBulkSave,
  type RoomDraft,
  type RoomDraftField,
} from '@/features/rooms/room-draft';
import type { RoomRow } from '@/features/rooms/types';
import { trpcErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

/** The key of the Add Room row in `invalid`. */
export const NEW_ROOM_KEY = 'new';

/**
 * The Rooms page's three ways to change rooms: the Add Room row, one row in edit mode, and Bulk
 * Edit (every row at once, saved in one transaction). Each is checked with the server's schema
 * first; a save closes its editor only once the list shows the saved values.
 */
export function useRoomEditing(rooms: readonly RoomRow[]) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState<RoomDraft | null>(null);
  const [editing, setEditing] = useState<{ id: string; draft: RoomDraft } | null>(null);
  const [bulk, setBulk] = useState<Record<string, RoomDraft> | null>(null);
  const [invalid, setInvalid] = useState<{ key: string; field: RoomDraftField } | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.units.pathKey() });
  const create = useMutation(trpc.units.create.mutationOptions());
  const update = useMutation(trpc.units.update.mutationOptions());
  const bulkUpdate = useMutation(trpc.units.bulkUpdate.mutationOptions());

  const invalidField = (key: string) => (invalid?.key === key ? invalid.field : null);
  /** Editing a field clears its outline. */
  const touched = (key: string) => {
    if (invalid?.key === key) setInvalid(null);
  };

  const add = {
    draft: adding,
    isSaving: create.isPending,
    toggle() {
      setAdding((current) => (current ? null : EMPTY_ROOM_DRAFT));
      touched(NEW_ROOM_KEY);
    },
    change(draft: RoomDraft) {
      setAdding(draft);
      touched(NEW_ROOM_KEY);
    },
    cancel() {
      setAdding(null);
      touched(NEW_ROOM_KEY);
    },
    save() {
      if (!adding || create.isPending) return;
      const check = checkRoomDraft(adding);
      if (!check.ok) {
        setInvalid({ key: NEW_ROOM_KEY, field: check.field });
        // The schema's own text, e.g. the spec's "Room name is required".
        toast.error(check.message);
        return;
      }
      create.mutate(check.input, {
        onSuccess: async () => {
          toast.success('Room added successfully');
          await refresh();
          setAdding(null);
        },
        onError: (error) => {
          toast.error('Failed to add room', { description: trpcErrorMessage(error) });
        },
      });
    },
  };

  const row = {
    editingId: editing?.id ?? null,
    draft: editing?.draft ?? null,
    isSaving: update.isPending,
    start(room: RoomRow) {
      setEditing({ id: room.id, draft: draftFromRoom(room) });
      setInvalid(null);
    },
    change(draft: RoomDraft) {
      setEditing((current) => (current ? { ...current, draft } : current));
      if (editing) touched(editing.id);
    },
    cancel() {
      setEditing(null);
      setInvalid(null);
    },
    save() {
      if (!editing || update.isPending) return;
      const check = checkRoomDraft(editing.draft);
      if (!check.ok) {
        setInvalid({ key: editing.id, field: check.field });
        toast.error(check.message);
        return;
      }
      update.mutate(
        { id: editing.id, ...check.input },
        {
          onSuccess: async () => {
            toast.success('Room updated successfully');
            await refresh();
            setEditing(null);
          },
          onError: (error) => {
            toast.error('Failed to update room', { description: trpcErrorMessage(error) });
          },
        },
      );
    },
  };

  const bulkEdit = {
    drafts: bulk,
    isSaving: bulkUpdate.isPending,
    start() {
      setBulk(Object.fromEntries(rooms.map((room) => [room.id, draftFromRoom(room)])));
      setEditing(null);
      setInvalid(null);
    },
    change(id: string, draft: RoomDraft) {
      setBulk((current) => (current ? { ...current, [id]: draft } : current));
      touched(id);
    },
    cancel() {
      setBulk(null);
      setInvalid(null);
    },
    saveAll() {
      if (!bulk || bulkUpdate.isPending) return;
      const rows: BulkRow[] = [];
      for (const [index, room] of rooms.entries()) {
        const draft = bulk[room.id];
        if (draft)
          rows.push({ id: room.id, label: room.name, position: index + 1, draft, original: room });
      }
      const plan = planBulkSave(rows);
      if (!plan.ok) {
        setInvalid({ key: plan.id, field: plan.field });
        toast.error('Failed to update some rooms', { description: plan.message });
        return;
      }
      if (plan.rooms.length === 0) {
        toast.info('No changes to save');
        setBulk(null);
        return;
      }
      bulkUpdate.mutate(
        { rooms: plan.rooms },
        {
          onSuccess: async () => {
            toast.success('All rooms updated successfully');
            await refresh();
            setBulk(null);
          },
          onError: (error) => {
            toast.error('Failed to update some rooms', {
              description: `No changes were saved. ${trpcErrorMessage(error) ?? 'Please try again.'}`,
            });
          },
        },
      );
    },
  };

  return { add, row, bulk: bulkEdit, invalidField };
}
