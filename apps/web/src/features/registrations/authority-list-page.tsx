import { addDaysIso } from '@zamalek/domain/dates';
import {
  authorityListFileName,
  authorityListQuery,
} from '@zamalek/domain/registrations/authority-list';
import { DownloadIcon, FileTextIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/form/form-alert';
import { FormField, fieldAria } from '@/components/form/form-field';
import { schemaResolver } from '@/components/form/schema-resolver';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { downloadFile } from '@/lib/download';
import { toast } from '@/lib/toast';
import { usePropertyToday } from '@/lib/use-property-today';

interface Values {
  from: string;
  to: string;
  foreigners: boolean;
}

/**
 * The Registrations page's lists for the authorities: the registered guests — everyone in the
 * house over a range of days for the ministry, or foreigners only for the police — as a CSV
 * or a PDF, with the columns chosen on Settings.
 */
export function AuthorityListSection() {
  const today = usePropertyToday();
  const [failure, setFailure] = useState<string | null>(null);
  const [format, setFormat] = useState<'csv' | 'pdf'>('csv');
  const form = useForm({
    resolver: schemaResolver(authorityListQuery, (values: Values) => {
      const foreigners: 'true' | 'false' = values.foreigners ? 'true' : 'false';
      return { from: values.from, to: values.to, foreigners };
    }),
    defaultValues: { from: addDaysIso(today, -1), to: addDaysIso(today, 1), foreigners: true },
  });
  const { errors, isSubmitting } = form.formState;
  const foreigners = form.watch('foreigners');
  const download = async (
    query: { from: string; to: string; foreigners: 'true' | 'false' },
    as: 'csv' | 'pdf',
  ) => {
    setFailure(null);
    setFormat(as);
    try {
      const name = await downloadFile(
        `/api/registrations/list.${as}?${new URLSearchParams(query).toString()}`,
        {
          fallbackName: authorityListFileName(
            query.from,
            query.to,
            query.foreigners === 'true',
            as,
          ),
          accept: as === 'pdf' ? 'application/pdf' : 'text/csv',
        },
      );
      toast.success('List exported', { description: name });
    } catch {
      setFailure('The list could not be exported. Please try again.');
    }
  };
  const rangeError = errors.to?.message ?? errors.from?.message ?? errors.root?.message;
  return (
    <section aria-labelledby="authority-lists-heading" className="grid gap-3">
      <div>
        <h2 id="authority-lists-heading" className="font-serif text-2xl text-primary">
          Lists for the authorities
        </h2>
        <p className="text-muted-foreground text-sm">
          Registered guests in the house over a range of days, with their ID details.
        </p>
      </div>
      <Card>
        <CardContent>
          <form
            aria-label="Export the list"
            noValidate
            className="grid gap-4"
            onSubmit={form.handleSubmit((query) => download(query, 'csv'))}
          >
            {failure && <FormAlert>{failure}</FormAlert>}
            <div className="grid gap-3 sm:grid-cols-2">
              <FormField id="list-from" label="From" error={rangeError}>
                <Input
                  {...fieldAria('list-from', rangeError)}
                  type="date"
                  {...form.register('from')}
                />
              </FormField>
              <FormField id="list-to" label="Until (not included)">
                <Input id="list-to" type="date" {...form.register('to')} />
              </FormField>
            </div>
            <div className="flex items-center gap-2">
              <Checkbox
                id="list-foreigners"
                checked={foreigners}
                onCheckedChange={(checked) => form.setValue('foreigners', checked === true)}
              />
              <Label htmlFor="list-foreigners">Foreigners only (the police’s list)</Label>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting && format === 'csv' ? (
                  <Spinner label="Exporting" />
                ) : (
                  <DownloadIcon aria-hidden="true" />
                )}
                Export CSV
              </Button>
              <Button
                type="button"
                variant="outline"
                disabled={isSubmitting}
                onClick={form.handleSubmit((query) => download(query, 'pdf'))}
              >
                {isSubmitting && format === 'pdf' ? (
                  <Spinner label="Printing" />
                ) : (
                  <FileTextIcon aria-hidden="true" />
                )}
                Download PDF
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </section>
  );
}
