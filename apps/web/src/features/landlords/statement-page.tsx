import { useQuery } from '@tanstack/react-query';
import type { StatementContent } from '@zamalek/domain/owners/statement';
import { type StatementLanguage, statementCsvFileName } from '@zamalek/domain/owners/statement-csv';
import { DownloadIcon } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '@/components/page/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { downloadFile } from '@/lib/download';
import { trpcErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';
import { monthName, StatementView } from './statement-view';

/** /statement/:id: a landlord's statement as it was issued. */
export function StatementPage({ id }: { id: string }) {
  const trpc = useTRPC();
  const statement = useQuery(trpc.landlords.statement.queryOptions({ id }));
  if (statement.error) {
    return (
      <p role="alert" className="text-destructive">
        {trpcErrorMessage(statement.error) ??
          'Could not load the statement. Please reload the page.'}
      </p>
    );
  }
  if (!statement.data) return <Spinner label="Loading the statement" />;
  const { content } = statement.data;
  return (
    <div className="mx-auto grid max-w-5xl gap-6 [&>*]:min-w-0">
      <PageHeader
        title={`Statement ${content.number}: ${monthName(content.month)}`}
        subtitle={`${content.landlordName} · issued and locked`}
        actions={
          <div className="flex flex-wrap gap-2">
            <StatementCsvButton id={id} content={content} language="en" />
            <StatementCsvButton id={id} content={content} language="ar" />
          </div>
        }
      />
      <Card>
        <CardContent>
          <StatementView content={content} />
        </CardContent>
      </Card>
    </div>
  );
}

const CSV_NAMES = { en: 'CSV in English', ar: 'CSV in Arabic' } as const;

/** Downloads the statement as the server writes it, in one of the two languages. */
function StatementCsvButton({
  id,
  content,
  language,
}: {
  id: string;
  content: StatementContent;
  language: StatementLanguage;
}) {
  const [exporting, setExporting] = useState(false);
  const download = async () => {
    setExporting(true);
    try {
      const name = await downloadFile(`/api/statements/${id}.csv?lang=${language}`, {
        fallbackName: statementCsvFileName(content, language),
        accept: 'text/csv',
      });
      toast.success('Statement exported', { description: name });
    } catch {
      toast.error('Failed to export the statement', { description: 'Please try again.' });
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={() => void download()}
      disabled={exporting}
    >
      {exporting ? <Spinner label="Exporting" /> : <DownloadIcon aria-hidden="true" />}
      {CSV_NAMES[language]}
    </Button>
  );
}
