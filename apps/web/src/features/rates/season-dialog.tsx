import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatLongDate } from '@zamalek/domain/dates';
import { SEASON_NAME_MAX } from '@zamalek/domain/pricing/rate-forms';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormDialog, useDiscardGuard } from '@/components/form/form-dialog';
import { FormField, fieldAria } from '@/components/form/form-field';
import { MoneyField } from '@/components/form/money-field';
import { checkResolver } from '@/components/form/schema-resolver';
import { showServerErrors, topLevelFieldIn } from '@/components/form/server-errors';
import { WeekdayPicker } from '@/components/form/weekday-picker';
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
import {
  checkSeasonForm,
  SEASON_FIELDS,
  type SeasonFormValues,
} from '@/features/rates/season-form';
import type { RateUnitType } from '@/features/rates/types';
import { appErrorCode, trpcErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

const P = 'season';
const id = (field: string) => `${P}-${field}`;
const WHOLE_TYPE = 'all';

/**
 * "Set rates" on a selected range, "New season" and "Edit season": nightly and weekend rates and
 * stay rules for a room type or one of its rooms, over nights first to last (both included).
 */
export function SeasonDialog({
  unitType,
  initial,
  seasonId,
  title,
  onClose,
}: {
  unitType: RateUnitType;
  initial: SeasonFormValues;
  /** The season being edited; a new season without it. */
  seasonId?: string;
  title: string;
  onClose: () => void;
}) {
  const [open, setOpen] = useState(true);
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) onClose();
      }}
    >
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-lg">
        <SeasonForm
          unitType={unitType}
          initial={initial}
          seasonId={seasonId}
          title={title}
          onDone={onClose}
        />
      </DialogContent>
    </FormDialog>
  );
}

function SeasonForm({
  unitType,
  initial,
  seasonId,
  title,
  onDone,
}: {
  unitType: RateUnitType;
  initial: SeasonFormValues;
  seasonId: string | undefined;
  title: string;
  onDone: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // As typed, in dollars: the server parses it again (into cents).
  const form = useForm({
    resolver: checkResolver((values: SeasonFormValues) => checkSeasonForm(values, unitType.id)),
    defaultValues: initial,
  });
  useDiscardGuard(form);
  const { errors } = form.formState;
  const [startDate, endDate] = useWatch({ control: form.control, name: ['startDate', 'endDate'] });

  const onSaved = async (message: string) => {
    toast.success(message);
    onDone();
    await queryClient.invalidateQueries({ queryKey: trpc.rateCalendar.pathKey() });
  };
  const onError = (error: unknown) => {
    if (showServerErrors(form, error, topLevelFieldIn(SEASON_FIELDS))) return;
    const message = trpcErrorMessage(error) ?? 'Could not save the rates. Please try again.';
    if (appErrorCode(error) === 'UNIT_NOT_OF_TYPE') form.setError('unitId', { message });
    else toast.error(message);
  };
  const create = useMutation(
    trpc.rateCalendar.createSeason.mutationOptions({
      onSuccess: (_season, input) => onSaved(`Rates set: ${input.name.trim()}`),
      onError,
    }),
  );
  const update = useMutation(
    trpc.rateCalendar.updateSeason.mutationOptions({
      onSuccess: () => onSaved('Season saved'),
      onError,
    }),
  );
  const pending = create.isPending || update.isPending;

  const nights = (field: 'minStay' | 'maxStay', label: string) => (
    <FormField compact id={id(field)} label={label} error={errors[field]?.message}>
      <Input
        {...fieldAria(id(field), errors[field]?.message)}
        inputMode="numeric"
        autoComplete="off"
        placeholder="Any"
        {...form.register(field)}
      />
    </FormField>
  );

  return (
    <form
      onSubmit={form.handleSubmit((input) =>
        seasonId ? update.mutate({ ...input, id: seasonId }) : create.mutate(input),
      )}
      noValidate
      aria-label={title}
      className="grid gap-4"
    >
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>
          {unitType.unitType}: nights {formatLongDate(startDate || initial.startDate)} to{' '}
          {formatLongDate(endDate || initial.endDate)}, both included. Where seasons overlap, a
          room's own season wins, then the shorter one.
        </DialogDescription>
      </DialogHeader>
      <FormField compact id={id('name')} label="Season name" required error={errors.name?.message}>
        <Input
          {...fieldAria(id('name'), errors.name?.message)}
          autoComplete="off"
          maxLength={SEASON_NAME_MAX}
          placeholder="e.g. Winter high season"
          {...form.register('name')}
        />
      </FormField>
      <FormField compact id={id('unitId')} label="Applies to" error={errors.unitId?.message}>
        <Controller
          control={form.control}
          name="unitId"
          render={({ field }) => (
            <Select
              value={field.value || WHOLE_TYPE}
              onValueChange={(unitId) => field.onChange(unitId === WHOLE_TYPE ? '' : unitId)}
            >
              <SelectTrigger
                className="w-full"
                {...fieldAria(id('unitId'), errors.unitId?.message)}
                ref={field.ref}
              >
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={WHOLE_TYPE}>Every {unitType.unitType} room</SelectItem>
                {unitType.rooms.map((room) => (
                  <SelectItem key={room.id} value={room.id}>
                    Room {room.name} only
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </FormField>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          compact
          id={id('startDate')}
          label="First night"
          required
          error={errors.startDate?.message}
        >
          <Input
            {...fieldAria(id('startDate'), errors.startDate?.message)}
            type="date"
            {...form.register('startDate')}
          />
        </FormField>
        <FormField
          compact
          id={id('endDate')}
          label="Last night"
          required
          error={errors.endDate?.message}
        >
          <Input
            {...fieldAria(id('endDate'), errors.endDate?.message)}
            type="date"
            min={startDate || undefined}
            {...form.register('endDate')}
          />
        </FormField>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <MoneyField
          control={form.control}
          name="nightly"
          id={id('nightly')}
          label="Nightly rate"
          required
          dollar
        />
        <MoneyField
          control={form.control}
          name="weekend"
          id={id('weekend')}
          label="Weekend rate"
          hint="Leave empty for the nightly rate every night"
          dollar
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {nights('minStay', 'Minimum stay (nights)')}
        {nights('maxStay', 'Maximum stay (nights)')}
      </div>
      <Controller
        control={form.control}
        name="closedToArrival"
        render={({ field }) => (
          <WeekdayPicker
            id={id('closedToArrival')}
            legend="Closed to arrival on"
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <Controller
        control={form.control}
        name="closedToDeparture"
        render={({ field }) => (
          <WeekdayPicker
            id={id('closedToDeparture')}
            legend="Closed to departure on"
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={pending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={pending}>
          {pending && <Spinner />}
          {seasonId ? 'Save season' : 'Set rates'}
        </Button>
      </DialogFooter>
    </form>
  );
}
