import { DOCUMENT_KINDS, DOCUMENT_LABELS } from '@zamalek/domain/documents';
import { DownloadIcon, FileIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { DocumentAddField } from '@/features/reservation-detail/document-add-field';
import type { ReservationDocument } from '@/features/reservation-detail/types';
import { DetailCard } from '@/features/reservation-detail/view-cards';
import { downloadDocument } from '@/lib/documents';
import { formatBytes } from '@/lib/format';
import { toast } from '@/lib/toast';

/**
 * ID/passport front and back and the marriage certificate, each downloadable when allowed; editors
 * add a missing one or replace one.
 */
export function DocumentsCard({
  reservationId,
  documents,
  canDownload,
  canEdit,
  certificateRequired,
}: {
  reservationId: string;
  documents: readonly ReservationDocument[];
  canDownload: boolean;
  /** Editors add a missing document or replace one. */
  canEdit: boolean;
  /** Whether the marriage-certificate rule applies to this party (else "Not required"). */
  certificateRequired: boolean;
}) {
  return (
    <DetailCard title="Uploaded Documents">
      {!canDownload && !canEdit && documents.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          Guest documents are not available to your role.
        </p>
      ) : (
        <ul className="grid gap-3">
          {DOCUMENT_KINDS.map((kind) => {
            const document = documents.find((item) => item.kind === kind);
            return (
              <li
                key={kind}
                className="flex flex-wrap items-center gap-3 rounded-md border bg-muted/30 p-3"
                data-testid={`document-${kind}`}
              >
                <FileIcon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
                <div className="grid min-w-40 flex-1 gap-0.5">
                  <span className="font-medium text-sm">{DOCUMENT_LABELS[kind]}</span>
                  <span className="truncate text-muted-foreground text-xs">
                    {document
                      ? `${document.originalName} · ${formatBytes(document.sizeBytes)}`
                      : kind === 'marriage_certificate' && !certificateRequired
                        ? 'Not required'
                        : 'Not uploaded'}
                  </span>
                </div>
                {document && canDownload && <DownloadButton document={document} />}
                {canEdit && (
                  <DocumentAddField
                    reservationId={reservationId}
                    kind={kind}
                    replaces={Boolean(document)}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </DetailCard>
  );
}

function DownloadButton({ document }: { document: ReservationDocument }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      disabled={busy}
      aria-label={busy ? undefined : `Download ${DOCUMENT_LABELS[document.kind]}`}
      onClick={async () => {
        setBusy(true);
        try {
          await downloadDocument(document.id, document.originalName);
          toast.success('Document downloaded successfully');
        } catch {
          toast.error('Failed to download document');
        } finally {
          setBusy(false);
        }
      }}
    >
      {busy ? <Spinner label="Downloading" /> : <DownloadIcon aria-hidden="true" />}
      {busy ? 'Downloading...' : 'Download'}
    </Button>
  );
}
