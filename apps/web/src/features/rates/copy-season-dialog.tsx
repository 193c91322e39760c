import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addDaysIso, daysBetween, formatLongDate } from '@zamalek/domain/dates';
import { seasonCopySchema } from '@zamalek/domain/pricing/rate-forms';
import { useState } from 'react';
import { FormField, fieldAria } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
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
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [startDate, setStartDate] = useState(() => addDaysIso(season.startDate, 364));
  const [unitType, setUnitType] = useState(season.unitType);
  const [name, setName] = useState(season.name);
  const [error, setError] = useState<string | undefined>();
  const length = daysBetween(season.startDate, season.endDate);
  const copy = useMutation(
    trpc.rateCalendar.copySeason.mutationOptions({
      onSuccess: async () => {
        toast.success(`Season copied to ${unitType}`);
        onClose();
        await queryClient.invalidateQueries({ queryKey: trpc.rateCalendar.pathKey() });
      },
      onError: (failure) =>
        setError(trpcErrorMessage(failure) ?? 'Could not copy the season. Please try again.'),
    }),
  );
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = seasonCopySchema.safeParse({ id: season.id, startDate, unitType, name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    copy.mutate(parsed.data);
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">
        <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Copy season">
          <DialogHeader>
            <DialogTitle>Copy {season.name}</DialogTitle>
            <DialogDescription>
              The same {length + 1} nights, rates and rules from a new first night.
            </DialogDescription>
          </DialogHeader>
          <FormField compact id="copy-name" label="Name">
            <Input
              id="copy-name"
              value={name}
              maxLength={80}
              onChange={(e) => setName(e.target.value)}
            />
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
              value={startDate}
              onChange={(event) => {
                setStartDate(event.target.value);
                setError(undefined);
              }}
            />
          </FormField>
          <FormField compact id="copy-type" label="Room type">
            <Select value={unitType} onValueChange={setUnitType}>
              <SelectTrigger id="copy-type" className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {unitTypes.map((type) => (
                  <SelectItem key={type.unitType} value={type.unitType}>
                    {type.unitType}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
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
      </DialogContent>
    </Dialog>
  );
}
