import { type AnalyticsCsvReport, analyticsCsvFileName } from '@zamalek/domain/analytics-csv';
import type { DateRange } from '@zamalek/domain/date-range';
import { DownloadIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { downloadFile } from '@/lib/download';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';

/** What a report's export narrows, as the screen does (the filters). */
export interface CsvParams {
  source?: string;
  nationality?: string;
}

/** The server's CSV of one report for the period shown (half-open, like the procedures). */
export function analyticsCsvUrl(
  report: AnalyticsCsvReport,
  range: DateRange,
  params: CsvParams = {},
): string {
  const query = new URLSearchParams({ from: range.from, to: range.to });
  if (params.source !== undefined && params.source !== 'all') query.set('source', params.source);
  if (params.nationality) query.set('nationality', params.nationality);
  return `/api/analytics/${report}.csv?${query.toString()}`;
}

/** "Export CSV" of one report: the file the server writes, saved under the name it gives. */
export function ExportCsvButton({
  report,
  title,
  range,
  params,
  disabled = false,
  className,
}: {
  report: AnalyticsCsvReport;
  /** The report's name, for the button's accessible name and the messages. */
  title: string;
  range: DateRange;
  params?: CsvParams;
  disabled?: boolean;
  className?: string;
}) {
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const name = await downloadFile(analyticsCsvUrl(report, range, params), {
        fallbackName: analyticsCsvFileName(report, range),
        accept: 'text/csv',
      });
      toast.success(`${title} exported`, { description: name });
    } catch {
      toast.error(`Failed to export ${title}`, { description: 'Please try again.' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      className={cn('h-9', className)}
      onClick={() => void exportCsv()}
      disabled={disabled || exporting}
      aria-label={`Export CSV: ${title}`}
    >
      {exporting ? <Spinner label="Exporting" /> : <DownloadIcon aria-hidden="true" />}
      Export CSV
    </Button>
  );
}
