import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { roomTypePricingSchema } from '@zamalek/domain/pricing/rate-forms';
import { useForm } from 'react-hook-form';
import { MoneyField } from '@/components/form/money-field';
import { showServerErrors, topLevelFieldIn } from '@/components/form/server-errors';
import { typedNumber } from '@/components/form/typed-number';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { RateUnitType } from '@/features/rates/types';
import { trpcErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

const FIELDS = [
  'weeklyDiscountPercent',
  'monthlyDiscountPercent',
  'baseOccupancy',
  'extraGuest',
] as const;
type Field = (typeof FIELDS)[number];

/** An emptied field is no number (the schema says so); an empty base occupancy: no fee. */
const asNumber = typedNumber(Number.NaN);
const asNumberOrNull = typedNumber(null);

/** A room type's weekly and monthly discounts and its fee per extra guest. */
export function UnitTypePricingCard({ unitType }: { unitType: RateUnitType }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { pricing } = unitType;
  // As typed, in dollars (raw): the server parses it again, into cents. The saved values follow
  // the page.
  const form = useForm({
    resolver: zodResolver(roomTypePricingSchema, undefined, { raw: true }),
    values: {
      roomTypeId: unitType.id,
      weeklyDiscountPercent: pricing.weeklyDiscountPercent,
      monthlyDiscountPercent: pricing.monthlyDiscountPercent,
      baseOccupancy: pricing.baseOccupancy,
      extraGuest: pricing.extraGuestCents / 100,
    },
  });

  const save = useMutation(
    trpc.rateCalendar.setRoomTypePricing.mutationOptions({
      onSuccess: async () => {
        toast.success(`Discounts saved for ${unitType.unitType}`);
        await queryClient.invalidateQueries({ queryKey: trpc.rateCalendar.pathKey() });
      },
      onError: (error) => {
        if (!showServerErrors(form, error, topLevelFieldIn(FIELDS))) {
          toast.error(trpcErrorMessage(error) ?? 'Could not save the discounts.');
        }
      },
    }),
  );
  const field = (name: Field, label: string, unit: string, hint?: string) => (
    <MoneyField
      control={form.control}
      name={name}
      id={`pricing-${name}`}
      label={label}
      hint={hint}
      unit={unit}
      setValueAs={name === 'baseOccupancy' ? asNumberOrNull : asNumber}
    />
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Discounts and extra guests</CardTitle>
        <CardDescription>
          For every {unitType.unitType} stay: a weekly discount from 7 nights, a monthly one from 28
          nights (the larger stay's applies), and a fee a night for each guest above the base
          occupancy.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={form.handleSubmit((input) => save.mutate(input))}
          noValidate
          className="grid gap-3 sm:grid-cols-2"
          aria-label="Discounts and extra guests"
        >
          {field('weeklyDiscountPercent', 'Weekly discount', '%')}
          {field('monthlyDiscountPercent', 'Monthly discount', '%')}
          {field('baseOccupancy', 'Base occupancy', 'guests', 'Empty: no extra-guest fee')}
          {field('extraGuest', 'Extra guest fee', '$ a night')}
          <div className="sm:col-span-2">
            <Button type="submit" disabled={save.isPending || !form.formState.isDirty}>
              Save discounts
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
