import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addDaysIso, daysBetween, formatLongDate } from '@zamalek/domain/dates';
import { seasonCopySchema } from '@zamalek/domain/pricing/rate-forms';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormDialog, useDiscardGuard } from '@/components/form/form-dialog';
import { FormField, fieldAria } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import type { RateUnitType, SeasonRow } from '@/features/rates/types';
import { trpcErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

/** Copies a season to a new first night (a year on by default) and/or another room type. */
export function CopySeasonDialog({
  season,
  unitTypes,
  onClose,
}: {
  season: SeasonRow;
  unitTypes: readonly RateUnitType[];
  onClose: () => void;
}) {
  return (
    <FormDialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">
        <CopySeasonForm season={season} unitTypes={unitTypes} onDone={onClose} />
      </DialogContent>
    </FormDialog>
  );
}

function CopySeasonForm({
  season,
  unitTypes,
  onDone,
}: {
  season: SeasonRow;
  unitTypes: readonly RateUnitType[];
  onDone: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: zodResolver(seasonCopySchema),
    defaultValues: {
      id: season.id,
      startDate: addDaysIso(season.startDate, 364),
      roomTypeId: season.roomTypeId,
      name: season.name,
    },
  });
  useDiscardGuard(form);
  const { errors } = form.formState;
  // One message, under the first night: the schema's first, or the server's.
  const error = errors.startDate?.message ?? errors.roomTypeId?.message ?? errors.name?.message;
  const startDate = useWatch({ control: form.control, name: 'startDate' });
  const length = daysBetween(season.startDate, season.endDate);
  const copy = useMutation(
    trpc.rateCalendar.copySeason.mutationOptions({
      onSuccess: async (_copied, input) => {
        toast.success(
          `Season copied to ${unitTypes.find((type) => type.id === input.roomTypeId)?.unitType ?? 'the room type'}`,
        );
        onDone();
        await queryClient.invalidateQueries({ queryKey: trpc.rateCalendar.pathKey() });
      },
      onError: (failure) =>
        form.setError('startDate', {
          message: trpcErrorMessage(failure) ?? 'Could not copy the season. Please try again.',
        }),
    }),
  );
  return (
    <form
      onSubmit={form.handleSubmit((input) => copy.mutate(input))}
      noValidate
      className="grid gap-4"
      aria-label="Copy season"
    >
      <DialogHeader>
        <DialogTitle>Copy {season.name}</DialogTitle>
        <DialogDescription>
          The same {length + 1} nights, rates and rules from a new first night.
        </DialogDescription>
      </DialogHeader>
      <FormField compact id="copy-name" label="Name">
        <Input id="copy-name" maxLength={80} {...form.register('name')} />
      </FormField>
      <FormField
        compact
        id="copy-start"
        label="First night"
        error={error}
        hint={
          startDate.length === 10
            ? `Last night ${formatLongDate(addDaysIso(startDate, length))}`
            : undefined
        }
      >
        <Input
          {...fieldAria('copy-start', error, true)}
          type="date"
          {...form.register('startDate')}
        />
      </FormField>
      <FormField compact id="copy-type" label="Room type">
        <Controller
          control={form.control}
          name="roomTypeId"
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange}>
              <SelectTrigger id="copy-type" className="w-full" ref={field.ref}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {unitTypes.map((type) => (
                  <SelectItem key={type.id} value={type.id}>
                    {type.unitType}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={copy.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={copy.isPending}>
          {copy.isPending && <Spinner />}
          Copy season
        </Button>
      </DialogFooter>
    </form>
  );
}
