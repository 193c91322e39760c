import type { StatementContent } from '@zamalek/domain/owners/statement';
import { type StatementLanguage, statementCsvFileName } from '@zamalek/domain/owners/statement-csv';
import { statementPdfFileName } from '@zamalek/domain/owners/statement-layout';
import { DownloadIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { downloadFile } from '@/lib/download';
import { toast } from '@/lib/toast';

const FILE_NAMES = {
  csv: { en: 'CSV in English', ar: 'CSV in Arabic' },
  pdf: { en: 'PDF (English)', ar: 'PDF (العربية)' },
} as const;

const FILE_TYPES = {
  csv: { accept: 'text/csv', fallbackName: statementCsvFileName },
  pdf: { accept: 'application/pdf', fallbackName: statementPdfFileName },
} as const;

/** Downloads the statement as the server writes it, as CSV or PDF, in one of the two languages. */
function StatementFileButton({
  id,
  content,
  format,
  language,
}: {
  id: string;
  content: StatementContent;
  format: keyof typeof FILE_TYPES;
  language: StatementLanguage;
}) {
  const [exporting, setExporting] = useState(false);
  const download = async () => {
    setExporting(true);
    try {
      const name = await downloadFile(`/api/statements/${id}.${format}?lang=${language}`, {
        fallbackName: FILE_TYPES[format].fallbackName(content, language),
        accept: FILE_TYPES[format].accept,
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
      <span lang={format === 'pdf' ? language : undefined}>{FILE_NAMES[format][language]}</span>
    </Button>
  );
}

/** The statement's four downloads: CSV and PDF, in English and in Arabic. */
export function StatementFileButtons({ id, content }: { id: string; content: StatementContent }) {
  return (
    <>
      <StatementFileButton id={id} content={content} format="csv" language="en" />
      <StatementFileButton id={id} content={content} format="csv" language="ar" />
      <StatementFileButton id={id} content={content} format="pdf" language="en" />
      <StatementFileButton id={id} content={content} format="pdf" language="ar" />
    </>
  );
}
