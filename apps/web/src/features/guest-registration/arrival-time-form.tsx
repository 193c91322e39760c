import { useMutation } from '@tanstack/react-query';
import { linkArrivalSchema } from '@zamalek/domain/registrations/link';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/form/form-alert';
import { schemaResolver } from '@/components/form/schema-resolver';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { t } from '@/lib/i18n/i18n';
import { useTRPC } from '@/lib/trpc';
import { linkErrorWords } from './link-errors';
import type { LinkAccess } from './types';

/** When the guests expect to arrive: the desk sees it with the day's arrivals. */
export function ArrivalTimeForm({
  access,
  saved,
  onSaved,
}: {
  access: LinkAccess;
  saved: string | null;
  onSaved: () => void;
}) {
  const trpc = useTRPC();
  const give = useMutation(
    trpc.guestRegistrationLink.arrival.mutationOptions({ onSuccess: onSaved }),
  );
  const form = useForm({
    resolver: schemaResolver(linkArrivalSchema, (values: { arrivalTime: string }) => ({
      ...access,
      arrivalTime: values.arrivalTime,
    })),
    defaultValues: { arrivalTime: saved ?? '' },
  });
  const invalid = form.formState.errors.arrivalTime !== undefined;
  return (
    <section
      aria-labelledby="arrival-time-title"
      className="rounded-xl border bg-card p-4 shadow-xs sm:p-6"
    >
      <h2 id="arrival-time-title" className="font-medium text-lg">
        {t('register.arrivalTitle')}
      </h2>
      {saved && (
        <p className="mt-1 text-muted-foreground text-sm" data-testid="arrival-time-saved">
          {t('register.arrivalSaved', { time: saved })}
        </p>
      )}
      <form
        noValidate
        className="mt-3 flex flex-wrap items-end gap-3"
        onSubmit={form.handleSubmit((input) => give.mutate(input))}
      >
        <div className="grid gap-1.5">
          <Label htmlFor="registration-arrival-time">{t('register.arrivalLabel')}</Label>
          <Input
            id="registration-arrival-time"
            type="time"
            dir="ltr"
            className="w-36"
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? 'registration-arrival-error' : undefined}
            {...form.register('arrivalTime')}
          />
        </div>
        <Button type="submit" variant="outline" disabled={give.isPending}>
          {give.isPending ? t('register.saving') : t('register.save')}
        </Button>
      </form>
      {invalid && (
        <p id="registration-arrival-error" className="mt-2 text-destructive text-sm">
          {t('register.error.arrival')}
        </p>
      )}
      {give.isError && (
        <div className="mt-3">
          <FormAlert>{t(linkErrorWords(give.error))}</FormAlert>
        </div>
      )}
    </section>
  );
}
