import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unitTypePricingSchema } from '@zamalek/domain/pricing/rate-forms';
import { type FormEvent, useEffect, useState } from 'react';
import { FormField, fieldAria } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import type { RateUnitType } from '@/features/rates/types';
import { invalidFields, trpcErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

type Field = 'weeklyDiscountPercent' | 'monthlyDiscountPercent' | 'baseOccupancy' | 'extraGuest';
type Values = Record<Field, string>;

const valuesOf = (pricing: RateUnitType['pricing']): Values => ({
  weeklyDiscountPercent: String(pricing.weeklyDiscountPercent),
  monthlyDiscountPercent: String(pricing.monthlyDiscountPercent),
  baseOccupancy: pricing.baseOccupancy === null ? '' : String(pricing.baseOccupancy),
  extraGuest: String(pricing.extraGuestCents / 100),
});
const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** A room type's weekly and monthly discounts and its fee per extra guest. */
export function UnitTypePricingCard({ unitType }: { unitType: RateUnitType }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const saved = valuesOf(unitType.pricing);
  const [values, setValues] = useState(saved);
  const [errors, setErrors] = useState<Partial<Values>>({});
  const savedKey = JSON.stringify(saved);
  useEffect(() => setValues(JSON.parse(savedKey) as Values), [savedKey]);

  const save = useMutation(
    trpc.rateCalendar.setUnitTypePricing.mutationOptions({
      onSuccess: async () => {
        toast.success(`Discounts saved for ${unitType.unitType}`);
        await queryClient.invalidateQueries({ queryKey: trpc.rateCalendar.pathKey() });
      },
      onError: (error) => {
        const fields = invalidFields(error);
        if (fields) setErrors(fields);
        else toast.error(trpcErrorMessage(error) ?? 'Could not save the discounts.');
      },
    }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      unitType: unitType.unitType,
      weeklyDiscountPercent: number(values.weeklyDiscountPercent),
      monthlyDiscountPercent: number(values.monthlyDiscountPercent),
      baseOccupancy: values.baseOccupancy.trim() === '' ? null : number(values.baseOccupancy),
      extraGuest: number(values.extraGuest),
    };
    const parsed = unitTypePricingSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
        ),
      );
      return;
    }
    setErrors({});
    // As typed, in dollars: the server parses it again (into cents).
    save.mutate(input);
  };
  const field = (name: Field, label: string, unit: string, hint?: string) => (
    <FormField compact id={`pricing-${name}`} label={label} error={errors[name]} hint={hint}>
      <div className="flex items-center gap-2">
        <Input
          {...fieldAria(`pricing-${name}`, errors[name], hint)}
          inputMode="decimal"
          autoComplete="off"
          value={values[name]}
          onChange={(event) => {
            setValues((current) => ({ ...current, [name]: event.target.value }));
            setErrors((current) => ({ ...current, [name]: undefined }));
          }}
        />
        <span className="text-muted-foreground text-sm">{unit}</span>
      </div>
    </FormField>
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
          onSubmit={submit}
          noValidate
          className="grid gap-3 sm:grid-cols-2"
          aria-label="Discounts and extra guests"
        >
          {field('weeklyDiscountPercent', 'Weekly discount', '%')}
          {field('monthlyDiscountPercent', 'Monthly discount', '%')}
          {field('baseOccupancy', 'Base occupancy', 'guests', 'Empty: no extra-guest fee')}
          {field('extraGuest', 'Extra guest fee', '$ a night')}
          <div className="sm:col-span-2">
            <Button type="submit" disabled={save.isPending || JSON.stringify(values) === savedKey}>
              Save discounts
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
