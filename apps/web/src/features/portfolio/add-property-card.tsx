import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addPropertySchema } from '@zamalek/domain/portfolio';
import { timeZoneNames } from '@zamalek/domain/settings';
import { useForm } from 'react-hook-form';
import { FormField, fieldAria } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { selectClass } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { refusalMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

const TIME_ZONES = timeZoneNames();
const EMPTY = { propertyName: '', propertyNameAr: '', slug: '', timeZone: 'Africa/Cairo' };
type Field = keyof typeof EMPTY;
const id = (field: Field) => `add-property-${field}`;

/** An owner adds a building: coming soon until its rooms, rates and settings are ready. */
export function AddPropertyCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: zodResolver(addPropertySchema, undefined, { raw: true }),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const add = useMutation(
    trpc.portfolio.addProperty.mutationOptions({
      onSuccess: async (_added, input) => {
        toast.success(`${input.propertyName} added, coming soon`, {
          description: 'Open it from the table to add its rooms, rates and staff.',
        });
        form.reset(EMPTY);
        await queryClient.invalidateQueries({ queryKey: trpc.portfolio.pathKey() });
        await queryClient.invalidateQueries({ queryKey: trpc.auth.pathKey() });
      },
      onError: (failure) =>
        form.setError('root.server', {
          message: refusalMessage(failure) ?? 'Could not add the property.',
        }),
    }),
  );
  const text = (field: Exclude<Field, 'timeZone'>, label: string, extra = {}) => (
    <FormField
      id={id(field)}
      label={label}
      error={errors[field]?.message}
      required={field !== 'propertyNameAr'}
    >
      <Input
        {...fieldAria(id(field), errors[field]?.message)}
        {...extra}
        {...form.register(field)}
      />
    </FormField>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">Add a property</h2>
        </CardTitle>
        <CardDescription>
          A new building starts as coming soon: the public site lists it and takes no bookings there
          until it is opened.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={form.handleSubmit((values) => add.mutate(values))}
          noValidate
          className="grid gap-4"
          aria-label="Add a property"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            {text('propertyName', 'Name', { maxLength: 80 })}
            {text('propertyNameAr', 'Name (Arabic)', { maxLength: 80, dir: 'rtl', lang: 'ar' })}
            {text('slug', 'Address name', {
              maxLength: 40,
              placeholder: 'garden-city',
              autoCapitalize: 'none',
            })}
            <FormField id={id('timeZone')} label="Time zone" error={errors.timeZone?.message}>
              <select
                {...fieldAria(id('timeZone'), errors.timeZone?.message, true)}
                className={selectClass}
                {...form.register('timeZone')}
              >
                {TIME_ZONES.map((zone) => (
                  <option key={zone} value={zone}>
                    {zone}
                  </option>
                ))}
              </select>
            </FormField>
          </div>
          {errors.root?.server && (
            <p role="alert" className="text-destructive text-sm">
              {errors.root.server.message}
            </p>
          )}
          <div className="flex justify-end">
            <Button type="submit" disabled={add.isPending} className="w-full sm:w-auto">
              {add.isPending && <Spinner label="Adding" />}
              Add property
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
