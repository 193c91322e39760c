import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatLongDate } from '@zamalek/domain/dates';
import { formatMoney } from '@zamalek/domain/money';
import { WEEKDAY_LABELS } from '@zamalek/domain/pricing/rate-forms';
import { CopyIcon, PencilLineIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { CopySeasonDialog } from '@/features/rates/copy-season-dialog';
import type { RateUnitType, SeasonRow } from '@/features/rates/types';
import { trpcErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

function rules(season: SeasonRow): string {
  const days = (list: readonly number[]) => list.map((day) => WEEKDAY_LABELS[day]).join(', ');
  return [
    season.weekendCents !== null ? `weekend ${formatMoney(season.weekendCents)}` : '',
    season.minStay ? `min ${season.minStay} nights` : '',
    season.maxStay ? `max ${season.maxStay} nights` : '',
    season.closedToArrival.length ? `no arrivals ${days(season.closedToArrival)}` : '',
    season.closedToDeparture.length ? `no departures ${days(season.closedToDeparture)}` : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The room type's seasons, each with Edit, Copy and Delete. */
export function SeasonsList({
  unitType,
  unitTypes,
  onEdit,
}: {
  unitType: RateUnitType;
  unitTypes: readonly RateUnitType[];
  onEdit: (season: SeasonRow) => void;
}) {
  const trpc = useTRPC();
  const seasons = useQuery(trpc.rateCalendar.seasons.queryOptions({ roomTypeId: unitType.id }));
  const [copying, setCopying] = useState<SeasonRow | null>(null);
  const [deleting, setDeleting] = useState<SeasonRow | null>(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Seasons</CardTitle>
        <CardDescription>
          Every season of {unitType.unitType}, and of its rooms. Nights outside them sell at each
          room's base rate.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {seasons.isPending ? (
          <Spinner />
        ) : seasons.isError ? (
          <p role="alert" className="text-destructive text-sm">
            Could not load the seasons.
          </p>
        ) : seasons.data.length === 0 ? (
          <p className="text-muted-foreground text-sm">
            No seasons yet: select days in the calendar and choose “Set rates”.
          </p>
        ) : (
          <ul className="divide-y" aria-label="Seasons">
            {seasons.data.map((season) => (
              <li key={season.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2">
                <div className="min-w-0 flex-1">
                  <p className="font-medium">
                    {season.name}
                    {season.unitName && (
                      <span className="font-normal text-muted-foreground">
                        {' '}
                        · Room {season.unitName}
                      </span>
                    )}
                  </p>
                  <p className="text-muted-foreground text-sm">
                    {formatLongDate(season.startDate)} – {formatLongDate(season.endDate)} ·{' '}
                    {formatMoney(season.nightlyCents)} a night
                    {rules(season) && ` · ${rules(season)}`}
                  </p>
                </div>
                <div className="flex gap-1">
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => onEdit(season)}
                    aria-label={`Edit ${season.name}`}
                  >
                    <PencilLineIcon aria-hidden="true" />
                    <span className="hidden sm:inline">Edit</span>
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setCopying(season)}
                    aria-label={`Copy ${season.name}`}
                  >
                    <CopyIcon aria-hidden="true" />
                    <span className="hidden sm:inline">Copy</span>
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setDeleting(season)}
                    aria-label={`Delete ${season.name}`}
                  >
                    <Trash2Icon aria-hidden="true" />
                    <span className="hidden sm:inline">Delete</span>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {copying && (
        <CopySeasonDialog season={copying} unitTypes={unitTypes} onClose={() => setCopying(null)} />
      )}
      <DeleteSeasonDialog season={deleting} onClose={() => setDeleting(null)} />
    </Card>
  );
}

function DeleteSeasonDialog({
  season,
  onClose,
}: {
  season: SeasonRow | null;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const remove = useMutation(
    trpc.rateCalendar.deleteSeason.mutationOptions({
      onSuccess: async () => {
        toast.success('Season deleted');
        onClose();
        await queryClient.invalidateQueries({ queryKey: trpc.rateCalendar.pathKey() });
      },
      onError: (error) =>
        toast.error(trpcErrorMessage(error) ?? 'Could not delete the season. Please try again.'),
    }),
  );
  return (
    <AlertDialog open={season !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {season?.name}?</AlertDialogTitle>
          <AlertDialogDescription>
            Its nights go back to the next season or the base rate. Stays already booked keep their
            price.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() => season && remove.mutate({ id: season.id })}
          >
            {remove.isPending && <Spinner />}
            Delete season
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
