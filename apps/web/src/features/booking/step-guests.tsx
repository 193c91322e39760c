import { zodResolver } from '@hookform/resolvers/zod';
import { guestDetailsSchema } from '@zamalek/domain/booking';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormField, fieldAria } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { selectClass } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { currentLang, t } from '@/lib/i18n/i18n';
import { fieldErrorText } from './booking-validation';
import { type GuestDraft, resizeNames } from './guest-draft';
import { nationalityOptions } from './nationality-names';
import { inPageLanguage } from './suite-words';
import type { AvailableSuite, GuestDetails, GuestInput } from './types';

const toDraft = (values: GuestInput): GuestDraft => ({
  ...values,
  phone: values.phone ?? '',
  nationality: values.nationality ?? '',
  specialRequests: values.specialRequests ?? '',
});

const count = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * Step 2: who is coming and how to reach them. One name field per guest (at least the lead
 * guest's), e-mail required; phone, nationality and special requests optional.
 */
export function StepGuests({
  suite,
  draft,
  onSave,
  onBack,
  onContinue,
}: {
  suite: AvailableSuite;
  draft: GuestDraft;
  onSave: (draft: GuestDraft) => void;
  onBack: () => void;
  onContinue: () => void;
}) {
  const capacity = suite.facts.maxGuests;
  const form = useForm<GuestInput, unknown, GuestDetails>({
    resolver: zodResolver(guestDetailsSchema),
    // The page focuses the first refused field itself (below): react-hook-form skips the names
    // when the list as a whole is refused.
    shouldFocusError: false,
    defaultValues: {
      ...draft,
      adults: Math.min(draft.adults, capacity),
      children: Math.min(draft.children, capacity - 1),
    },
  });
  const { errors } = form.formState;
  const [adults, children] = useWatch({ control: form.control, name: ['adults', 'children'] });
  const party = adults + children;

  // One name field per guest.
  useEffect(() => {
    const names = form.getValues('guestNames');
    if (names.length !== Math.max(1, party)) {
      form.setValue('guestNames', resizeNames(names, party));
    }
  }, [party, form]);

  // What is typed survives a reload and the trip back to step 1.
  useEffect(() => {
    const subscription = form.watch(() => onSave(toDraft(form.getValues())));
    return () => subscription.unsubscribe();
  }, [form, onSave]);

  // After a refused submit, the first field marked invalid (in the page's order) takes the
  // focus once its error shows; its scroll margin keeps it and its label below the header.
  const formRef = useRef<HTMLFormElement>(null);
  const revealPending = useRef(false);
  useEffect(() => {
    if (!revealPending.current) return;
    const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    revealPending.current = false;
    field.focus();
  });
  const reveal = () => {
    revealPending.current = true;
  };

  const onSubmit = form.handleSubmit(() => {
    const values = form.getValues();
    if (values.adults + values.children > capacity) {
      form.setError('children', {
        type: 'capacity',
        message: t('guestsStep.tooMany', { suite: inPageLanguage(suite.name), count: capacity }),
      });
      reveal();
      return;
    }
    onSave(toDraft(values));
    onContinue();
  }, reveal);

  // Each field's error in the page's language (the schema's own words in English).
  const problem = {
    adults: fieldErrorText('adults', errors.adults),
    children:
      errors.children?.type === 'capacity'
        ? errors.children.message
        : fieldErrorText('children', errors.children),
    names: fieldErrorText(
      'guestNames',
      errors.guestNames?.message ? errors.guestNames : errors.guestNames?.root,
    ),
    email: fieldErrorText('email', errors.email),
    phone: fieldErrorText('phone', errors.phone),
    nationality: fieldErrorText('nationality', errors.nationality),
    specialRequests: fieldErrorText('specialRequests', errors.specialRequests),
  };
  const names = resizeNames(form.watch('guestNames'), party);

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="guests-title"
      // The field a refusal focuses stops below the sticky header, its label in view too.
      className="grid gap-8 [&_:is(input,select,textarea)]:scroll-mt-[calc(var(--public-header-height)+2.5rem)]"
    >
      <section className="grid gap-5">
        <h2 id="guests-title" className="font-serif text-2xl text-primary">
          {t('guestsStep.title')}
        </h2>
        <div className="grid grid-cols-2 items-start gap-4 sm:max-w-md">
          <FormField id="guest-adults" label={t('guestsStep.adults')} error={problem.adults}>
            <select
              {...fieldAria('guest-adults', problem.adults)}
              className={selectClass}
              {...form.register('adults', { valueAsNumber: true })}
            >
              {count(1, capacity).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id="guest-children" label={t('guestsStep.children')} error={problem.children}>
            <select
              {...fieldAria('guest-children', problem.children)}
              className={selectClass}
              {...form.register('children', { valueAsNumber: true })}
            >
              {count(0, capacity - 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </FormField>
        </div>
        <p className="-mt-2 text-muted-foreground text-sm">
          {t('guestsStep.sleeps', { suite: inPageLanguage(suite.name), count: capacity })}
        </p>

        <fieldset className="grid gap-4">
          <legend className="mb-3 font-medium text-sm">{t('guestsStep.names')}</legend>
          <p className="-mt-2 text-muted-foreground text-sm">{t('guestsStep.namesHint')}</p>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            {names.map((_, index) => {
              const id = `guest-name-${index}`;
              const error =
                (index === 0 ? problem.names : undefined) ??
                fieldErrorText(`guestNames.${index}`, errors.guestNames?.[index]);
              return (
                <FormField
                  // biome-ignore lint/suspicious/noArrayIndexKey: one field per guest position
                  key={index}
                  id={id}
                  label={
                    index === 0
                      ? t('guestsStep.lead')
                      : t('guestsStep.other', { number: index + 1 })
                  }
                  error={error}
                >
                  <Input
                    {...fieldAria(id, error)}
                    autoComplete={index === 0 ? 'name' : 'off'}
                    {...form.register(`guestNames.${index}`)}
                  />
                </FormField>
              );
            })}
          </div>
        </fieldset>
      </section>

      <section aria-labelledby="contact-title" className="grid gap-5">
        <h2 id="contact-title" className="font-serif text-2xl text-primary">
          {t('guestsStep.contactTitle')}
        </h2>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormField id="guest-email" label={t('guestsStep.email')} error={problem.email}>
            <Input
              {...fieldAria('guest-email', problem.email)}
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder="you@example.com"
              {...form.register('email')}
            />
          </FormField>
          <FormField
            id="guest-phone"
            label={t('guestsStep.phone')}
            error={problem.phone}
            hint={t('guestsStep.phoneHint')}
          >
            <Input
              {...fieldAria('guest-phone', problem.phone, true)}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              {...form.register('phone')}
            />
          </FormField>
          <FormField
            id="guest-nationality"
            label={t('guestsStep.nationality')}
            error={problem.nationality}
          >
            <select
              {...fieldAria('guest-nationality', problem.nationality)}
              className={selectClass}
              {...form.register('nationality')}
            >
              <option value="">{t('guestsStep.selectNationality')}</option>
              {nationalityOptions(currentLang()).map(({ value, label }) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </FormField>
        </div>
        <FormField
          id="guest-requests"
          label={t('guestsStep.requests')}
          error={problem.specialRequests}
          hint={t('guestsStep.requestsHint')}
        >
          <Textarea
            {...fieldAria('guest-requests', problem.specialRequests, true)}
            rows={3}
            maxLength={1000}
            {...form.register('specialRequests')}
          />
        </FormField>
      </section>

      <div className="flex flex-col-reverse gap-3 border-t pt-6 sm:flex-row sm:justify-between">
        <Button type="button" variant="outline" size="lg" onClick={onBack}>
          {t('guestsStep.back')}
        </Button>
        <Button type="submit" size="lg">
          {t('guestsStep.review')}
        </Button>
      </div>
    </form>
  );
}
