import { useQuery } from '@tanstack/react-query';
import { formatLongDate } from '@zamalek/domain/dates';
import { formatMoney } from '@zamalek/domain/money';
import { ChevronLeftIcon, ChevronRightIcon, PlusIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { EgpEquivalent } from '@/components/egp-equivalent';
import { PageHeader } from '@/components/page/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import {
  monthLabel,
  type NightRange,
  nextSelection,
  nightsIn,
  shiftMonth,
} from '@/features/rates/month-grid-layout';
import { RateGrid } from '@/features/rates/rate-grid';
import { seasonTint } from '@/features/rates/season-colours';
import { SeasonDialog } from '@/features/rates/season-dialog';
import { type SeasonFormValues, seasonFormOf } from '@/features/rates/season-form';
import { SeasonsList } from '@/features/rates/seasons-list';
import type { RateMonthView, RateUnitType } from '@/features/rates/types';
import { UnitTypePricingCard } from '@/features/rates/unit-type-pricing-card';
import { useTRPC } from '@/lib/trpc';
import { usePropertyToday } from '@/lib/use-property-today';

const WHOLE_TYPE = 'all';

interface Editing {
  title: string;
  initial: SeasonFormValues;
  seasonId?: string;
}

const blankSeason = (range: NightRange, unitId: string | null): SeasonFormValues => ({
  name: '',
  unitId: unitId ?? '',
  startDate: range.first,
  endDate: range.last,
  nightly: '',
  weekend: '',
  minStay: '',
  maxStay: '',
  closedToArrival: [],
  closedToDeparture: [],
});

/** /rates (admin, manager): the rate calendar of a room type or one of its rooms. */
export function RatesPage() {
  const trpc = useTRPC();
  const today = usePropertyToday();
  const unitTypes = useQuery(trpc.rateCalendar.unitTypes.queryOptions());
  const [typeId, setTypeId] = useState<string | null>(null);
  const [unitId, setUnitId] = useState<string | null>(null);
  const [month, setMonth] = useState(() => today.slice(0, 7));
  const [picking, setPicking] = useState<ReturnType<typeof nextSelection> | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const types = unitTypes.data ?? [];
  const unitType: RateUnitType | undefined = types.find((type) => type.id === typeId) ?? types[0];

  // The property's today arrives after the first render.
  useEffect(() => setMonth(today.slice(0, 7)), [today]);
  const monthView = useQuery({
    ...trpc.rateCalendar.month.queryOptions({
      roomTypeId: unitType?.id ?? '',
      unitId,
      month,
    }),
    enabled: unitType !== undefined,
  });
  const selection = picking?.range ?? null;

  if (unitTypes.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner />
      </div>
    );
  }
  if (unitTypes.isError) {
    return (
      <p role="alert" className="text-destructive">
        Could not load the room types. Please reload the page.
      </p>
    );
  }

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="Rates"
        subtitle="Seasons, weekend rates and stay rules by room type. Nights without a season sell at the room's base rate."
      />
      {!unitType ? (
        <p className="text-muted-foreground">
          There is no room type yet. Give rooms a type on the Rooms page to set their rates.
        </p>
      ) : (
        <div className="grid gap-6">
          <div className="flex flex-wrap items-end gap-3">
            <div className="grid gap-1.5">
              <Label htmlFor="rates-type">Room type</Label>
              <Select
                value={unitType.id}
                onValueChange={(value) => {
                  setTypeId(value);
                  setUnitId(null);
                  setPicking(null);
                }}
              >
                <SelectTrigger id="rates-type" className="w-52">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {types.map((type) => (
                    <SelectItem key={type.id} value={type.id}>
                      {type.unitType}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="rates-room">Room</Label>
              <Select
                value={unitId ?? WHOLE_TYPE}
                onValueChange={(value) => {
                  setUnitId(value === WHOLE_TYPE ? null : value);
                  setPicking(null);
                }}
              >
                <SelectTrigger id="rates-room" className="w-52">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={WHOLE_TYPE}>All rooms of the type</SelectItem>
                  {unitType.rooms.map((room) => (
                    <SelectItem key={room.id} value={room.id}>
                      Room {room.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <div className="ml-auto flex items-center gap-1">
              <Button
                variant="outline"
                size="icon"
                aria-label="Previous month"
                onClick={() => setMonth((current) => shiftMonth(current, -1))}
              >
                <ChevronLeftIcon aria-hidden="true" />
              </Button>
              <h2 className="min-w-36 text-center font-medium" aria-live="polite">
                {monthLabel(month)}
              </h2>
              <Button
                variant="outline"
                size="icon"
                aria-label="Next month"
                onClick={() => setMonth((current) => shiftMonth(current, 1))}
              >
                <ChevronRightIcon aria-hidden="true" />
              </Button>
            </div>
          </div>

          <Card>
            <CardContent className="grid gap-3 px-2 sm:px-6">
              <div
                className="flex flex-wrap items-center gap-3 rounded-md bg-muted/50 p-2 text-sm"
                aria-live="polite"
              >
                {selection ? (
                  <>
                    <span>
                      {picking?.done ? 'Selected' : 'From'} {formatLongDate(selection.first)}
                      {picking?.done &&
                        ` to ${formatLongDate(selection.last)} (${nightsIn(selection)} nights)`}
                      {!picking?.done && ': choose the last night'}
                    </span>
                    <Button
                      size="sm"
                      onClick={() =>
                        setEditing({ title: 'Set rates', initial: blankSeason(selection, unitId) })
                      }
                    >
                      Set rates…
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setPicking(null)}>
                      Clear
                    </Button>
                  </>
                ) : (
                  <span className="text-muted-foreground">
                    Select a day, then the last night (or shift-click), to set rates for those
                    nights.
                  </span>
                )}
              </div>
              {monthView.isPending ? (
                <div className="flex justify-center py-16">
                  <Spinner />
                </div>
              ) : monthView.isError ? (
                <p role="alert" className="text-destructive">
                  Could not load the rates for this month.
                </p>
              ) : (
                <>
                  <RateGrid
                    month={monthView.data}
                    selection={selection}
                    onPick={(date, extend) =>
                      setPicking((current) => nextSelection(current, date, extend))
                    }
                  />
                  <Legend month={monthView.data} />
                </>
              )}
            </CardContent>
          </Card>

          <div className="flex justify-end">
            <Button
              variant="outline"
              onClick={() =>
                setEditing({
                  title: 'New season',
                  initial: blankSeason({ first: `${month}-01`, last: `${month}-01` }, unitId),
                })
              }
            >
              <PlusIcon aria-hidden="true" />
              New season
            </Button>
          </div>
          <div className="grid gap-6 lg:grid-cols-2">
            <SeasonsList
              unitType={unitType}
              unitTypes={types}
              onEdit={(season) =>
                setEditing({
                  title: `Edit ${season.name}`,
                  initial: seasonFormOf(season),
                  seasonId: season.id,
                })
              }
            />
            <UnitTypePricingCard unitType={unitType} />
          </div>
        </div>
      )}
      {editing && unitType && (
        <SeasonDialog
          unitType={unitType}
          initial={editing.initial}
          seasonId={editing.seasonId}
          title={editing.title}
          onClose={() => {
            setEditing(null);
            setPicking(null);
          }}
        />
      )}
    </div>
  );
}

function Legend({ month }: { month: RateMonthView }) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-muted-foreground text-xs">
      {month.seasons.map((season, index) => (
        <span key={season.id} className="flex items-center gap-1.5">
          <span
            className={`inline-block size-3 rounded-sm border ${seasonTint(index)}`}
            aria-hidden="true"
          />
          {season.name}
        </span>
      ))}
      <span>W: weekend night</span>
      <span>min / max: stay in nights · no arr. / no dep.: closed to arrival / departure</span>
      {month.baseRateCents !== null && (
        <span>
          Base rate {month.baseRatesVary ? 'from ' : ''}
          {formatMoney(month.baseRateCents)} <EgpEquivalent cents={month.baseRateCents} />
        </span>
      )}
    </div>
  );
}
