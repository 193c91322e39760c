import { useMutation, useQuery } from '@tanstack/react-query';
import { landlordRoomsSchema } from '@zamalek/domain/owners/agreement';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/form/form-alert';
import { FormDialog, useDiscardGuard } from '@/components/form/form-dialog';
import { FormDialogFooter } from '@/components/form/form-dialog-footer';
import { schemaResolver } from '@/components/form/schema-resolver';
import { Checkbox } from '@/components/ui/checkbox';
import { DialogContent } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useTRPC } from '@/lib/trpc';
import { FolioFormHeader } from '../folio/folio-fields';
import { useLandlordMutationHandlers } from './landlord-mutations';

/** Which rooms are a landlord's: their statements count these rooms' nights. */
export function RoomsDialog({
  landlord,
  owners,
  onClose,
}: {
  landlord: { id: string; name: string; rooms: { unitId: string }[] };
  /** Each room's landlord now, by room, for rooms that have one. */
  owners: ReadonlyMap<string, string>;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const rooms = useQuery(trpc.units.list.queryOptions());
  const form = useForm({
    resolver: schemaResolver(landlordRoomsSchema, (values: { unitIds: string[] }) => ({
      landlordId: landlord.id,
      unitIds: values.unitIds,
    })),
    defaultValues: { unitIds: landlord.rooms.map((room) => room.unitId) },
  });
  useDiscardGuard(form);
  const chosen = form.watch('unitIds');
  const { failure, handlers } = useLandlordMutationHandlers(
    `Rooms saved for ${landlord.name}`,
    onClose,
  );
  const save = useMutation(trpc.landlords.setRooms.mutationOptions(handlers));
  const toggle = (unitId: string, on: boolean) =>
    form.setValue(
      'unitIds',
      on ? [...chosen, unitId] : chosen.filter((entry) => entry !== unitId),
      { shouldDirty: true },
    );
  return (
    <FormDialog open onOpenChange={(next) => !next && !save.isPending && onClose()}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-lg">
        <form
          noValidate
          aria-label={`Rooms of ${landlord.name}`}
          className="grid gap-4"
          onSubmit={form.handleSubmit((input) => save.mutate(input))}
        >
          <FolioFormHeader
            title={`Rooms of ${landlord.name}`}
            description="A room has one landlord at a time; choosing one of another landlord's moves it."
          />
          {failure && <FormAlert>{failure}</FormAlert>}
          {!rooms.data ? (
            <Spinner label="Loading the rooms" />
          ) : (
            <fieldset className="grid gap-2 sm:grid-cols-2">
              <legend className="sr-only">Rooms</legend>
              {rooms.data.map((room) => {
                const owner = owners.get(room.id);
                return (
                  <div key={room.id} className="flex items-center gap-2">
                    <Checkbox
                      id={`room-${room.id}`}
                      checked={chosen.includes(room.id)}
                      onCheckedChange={(checked) => toggle(room.id, checked === true)}
                    />
                    <Label htmlFor={`room-${room.id}`}>
                      {room.name}
                      {owner && owner !== landlord.name && (
                        <span className="text-muted-foreground text-xs"> ({owner})</span>
                      )}
                    </Label>
                  </div>
                );
              })}
            </fieldset>
          )}
          <FormDialogFooter
            pending={save.isPending}
            submit="Save rooms"
            pendingText="Saving..."
            spinnerLabel="Saving the rooms"
          />
        </form>
      </DialogContent>
    </FormDialog>
  );
}
