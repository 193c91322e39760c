import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatLongDate } from '@zamalek/domain/dates';
import { SEASON_NAME_MAX } from '@zamalek/domain/pricing/rate-forms';
import { useState } from 'react';
import { FormField, fieldAria } from '@/components/form/form-field';
import { GuardedDialog, useDiscardGuard } from '@/components/guarded-dialog';
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
  type SeasonErrors,
  type SeasonFormValues,
  seasonErrorsFrom,
} from '@/features/rates/season-form';
import type { RateUnitType } from '@/features/rates/types';
import { WeekdayPicker } from '@/features/rates/weekday-picker';
import { appErrorCode, invalidFields, trpcErrorMessage } from '@/lib/errors';
import { sameValues } from '@/lib/same-values';
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
    <GuardedDialog
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
    </GuardedDialog>
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
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<SeasonErrors>({});
  useDiscardGuard(!sameValues(values, initial));

  const set = <K extends keyof SeasonFormValues>(field: K, value: SeasonFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const onSaved = async (message: string) => {
    toast.success(message);
    onDone();
    await queryClient.invalidateQueries({ queryKey: trpc.rateCalendar.pathKey() });
  };
  const onError = (error: unknown) => {
    const fields = invalidFields(error);
    if (fields) {
      setErrors(
        seasonErrorsFrom(
          Object.entries(fields).map(([path, message]) => ({ path: path.split('.'), message })),
        ),
      );
      return;
    }
    const message = trpcErrorMessage(error) ?? 'Could not save the rates. Please try again.';
    if (appErrorCode(error) === 'UNIT_NOT_OF_TYPE') setErrors({ unitId: message });
    else toast.error(message);
  };
  const create = useMutation(
    trpc.rateCalendar.createSeason.mutationOptions({
      onSuccess: () => onSaved(`Rates set: ${values.name.trim()}`),
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

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const check = checkSeasonForm(values, unitType.unitType);
    if (!check.ok) {
      setErrors(check.errors);
      const first = Object.keys(check.errors)[0];
      if (first) document.getElementById(id(first))?.focus();
      return;
    }
    setErrors({});
    if (seasonId) update.mutate({ ...check.input, id: seasonId });
    else create.mutate(check.input);
  };

  const money = (field: 'nightly' | 'weekend', label: string, hint?: string) => (
    <FormField
      compact
      id={id(field)}
      label={label}
      required={field === 'nightly'}
      error={errors[field]}
      hint={hint}
    >
      <div className="relative">
        <span className="-translate-y-1/2 absolute top-1/2 left-3 text-muted-foreground text-sm">
          $
        </span>
        <Input
          {...fieldAria(id(field), errors[field], hint)}
          className="pl-6"
          inputMode="decimal"
          autoComplete="off"
          value={values[field]}
          onChange={(event) => set(field, event.target.value)}
        />
      </div>
    </FormField>
  );
  const nights = (field: 'minStay' | 'maxStay', label: string) => (
    <FormField compact id={id(field)} label={label} error={errors[field]}>
      <Input
        {...fieldAria(id(field), errors[field])}
        inputMode="numeric"
        autoComplete="off"
        placeholder="Any"
        value={values[field]}
        onChange={(event) => set(field, event.target.value)}
      />
    </FormField>
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={title} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>
          {unitType.unitType}: nights {formatLongDate(values.startDate || initial.startDate)} to{' '}
          {formatLongDate(values.endDate || initial.endDate)}, both included. Where seasons overlap,
          a room's own season wins, then the shorter one.
        </DialogDescription>
      </DialogHeader>
      <FormField compact id={id('name')} label="Season name" required error={errors.name}>
        <Input
          {...fieldAria(id('name'), errors.name)}
          autoComplete="off"
          maxLength={SEASON_NAME_MAX}
          placeholder="e.g. Winter high season"
          value={values.name}
          onChange={(event) => set('name', event.target.value)}
        />
      </FormField>
      <FormField compact id={id('unitId')} label="Applies to" error={errors.unitId}>
        <Select
          value={values.unitId || WHOLE_TYPE}
          onValueChange={(unitId) => set('unitId', unitId === WHOLE_TYPE ? '' : unitId)}
        >
          <SelectTrigger className="w-full" {...fieldAria(id('unitId'), errors.unitId)}>
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
      </FormField>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          compact
          id={id('startDate')}
          label="First night"
          required
          error={errors.startDate}
        >
          <Input
            {...fieldAria(id('startDate'), errors.startDate)}
            type="date"
            value={values.startDate}
            onChange={(event) => set('startDate', event.target.value)}
          />
        </FormField>
        <FormField compact id={id('endDate')} label="Last night" required error={errors.endDate}>
          <Input
            {...fieldAria(id('endDate'), errors.endDate)}
            type="date"
            value={values.endDate}
            min={values.startDate || undefined}
            onChange={(event) => set('endDate', event.target.value)}
          />
        </FormField>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {money('nightly', 'Nightly rate')}
        {money('weekend', 'Weekend rate', 'Leave empty for the nightly rate every night')}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {nights('minStay', 'Minimum stay (nights)')}
        {nights('maxStay', 'Maximum stay (nights)')}
      </div>
      <WeekdayPicker
        id={id('closedToArrival')}
        legend="Closed to arrival on"
        value={values.closedToArrival}
        onChange={(days) => set('closedToArrival', days)}
      />
      <WeekdayPicker
        id={id('closedToDeparture')}
        legend="Closed to departure on"
        value={values.closedToDeparture}
        onChange={(days) => set('closedToDeparture', days)}
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
