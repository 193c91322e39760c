import { PrinterIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { downloadFile } from '@/lib/download';
import { toast } from '@/lib/toast';

const LANGUAGES = [
  { lang: 'en', label: 'Card PDF (English)' },
  { lang: 'ar', label: 'Card PDF (Arabic)' },
] as const;

/**
 * The stay's registration card to print: a PDF with a page per guest (their registration, the
 * house rules they signed in English and Arabic, their signature or "Not signed").
 */
export function RegistrationCardPdfLinks({ reservationId }: { reservationId: string }) {
  const [busy, setBusy] = useState<'en' | 'ar' | null>(null);
  const download = async (lang: 'en' | 'ar') => {
    setBusy(lang);
    try {
      await downloadFile(`/api/registrations/card/${reservationId}.pdf?lang=${lang}`, {
        fallbackName: `registration-card-${lang}.pdf`,
        accept: 'application/pdf',
      });
    } catch {
      toast.error('The registration card could not be printed. Please try again.');
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2 border-t pt-3">
      <span className="inline-flex items-center gap-1.5 font-medium text-sm">
        <PrinterIcon className="size-4" aria-hidden="true" />
        Print card
      </span>
      {LANGUAGES.map(({ lang, label }) => (
        <Button
          key={lang}
          type="button"
          variant="outline"
          size="sm"
          disabled={busy !== null}
          onClick={() => void download(lang)}
        >
          {busy === lang && <Spinner label="Printing" />}
          {label}
        </Button>
      ))}
    </div>
  );
}
