import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { markupFromInput, ratePlanSchema } from '@zamalek/domain/channels/channex-mapping';
import { MARKUP_KINDS } from '@zamalek/domain/channels/restrictions-payload';
import { useForm } from 'react-hook-form';
import { FormField, fieldAria } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { selectClass } from '@/components/ui/native-select';
import { refusalMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';
import { useRefreshChannex } from './use-channex';

const KIND_LABELS = { percent: '%', amount: '$ a night' } as const;

/** Adds a Channex rate plan of a mapped room type: our rates with a markup (or a discount). */
export function RatePlanForm({ roomTypeId, code }: { roomTypeId: string; code: string }) {
  const trpc = useTRPC();
  const refresh = useRefreshChannex();
  const id = (field: string) => `rate-plan-${roomTypeId}-${field}`;
  const form = useForm({
    resolver: zodResolver(ratePlanSchema),
    defaultValues: {
      roomTypeId,
      channexRatePlanId: '',
      name: '',
      markupKind: 'percent' as const,
      markup: 0,
    },
  });
  const { errors } = form.formState;
  const add = useMutation(
    trpc.channex.addRatePlan.mutationOptions({
      onSuccess: async () => {
        toast.success(`Rate plan added to ${code}; its prices go out within a minute`);
        form.reset();
        await refresh();
      },
      onError: (failure) =>
        form.setError('channexRatePlanId', {
          message: refusalMessage(failure) ?? 'Could not add the rate plan.',
        }),
    }),
  );
  return (
    <form
      onSubmit={form.handleSubmit((values) => add.mutate(values))}
      noValidate
      aria-label={`Add a rate plan to ${code}`}
      className="grid items-start gap-2 sm:grid-cols-2 lg:grid-cols-[10rem_1fr_6rem_7rem_auto]"
    >
      <FormField id={id('name')} label="Plan name" error={errors.name?.message} compact>
        <Input
          {...fieldAria(id('name'), errors.name?.message)}
          placeholder="Booking.com"
          {...form.register('name')}
        />
      </FormField>
      <FormField
        id={id('channex')}
        label="Channex rate plan id"
        error={errors.channexRatePlanId?.message}
        compact
      >
        <Input
          {...fieldAria(id('channex'), errors.channexRatePlanId?.message)}
          autoComplete="off"
          spellCheck={false}
          className="font-mono"
          {...form.register('channexRatePlanId')}
        />
      </FormField>
      <FormField id={id('markup')} label="Markup" error={errors.markup?.message} compact>
        <Input
          {...fieldAria(id('markup'), errors.markup?.message)}
          type="number"
          inputMode="decimal"
          step="0.01"
          {...form.register('markup', { setValueAs: (value) => markupFromInput(Number(value)) })}
        />
      </FormField>
      <FormField id={id('kind')} label="In" compact>
        <select id={id('kind')} className={selectClass} {...form.register('markupKind')}>
          {MARKUP_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </FormField>
      <Button type="submit" variant="outline" className="lg:mt-6" disabled={add.isPending}>
        Add plan
      </Button>
    </form>
  );
}
