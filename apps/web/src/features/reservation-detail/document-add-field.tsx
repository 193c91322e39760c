import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DOCUMENT_LABELS, type DocumentKind } from '@zamalek/domain/documents';
import { UploadIcon } from 'lucide-react';
import { useState } from 'react';
import { DocumentUploadField } from '@/components/form/document-upload-field';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { trpcErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

/**
 * "Add document" or "Replace" for one kind on an existing stay: the file uploads as in the
 * create dialog, then the server links it to the stay, replacing the kind's earlier document.
 */
export function DocumentAddField({
  reservationId,
  kind,
  replaces,
}: {
  reservationId: string;
  kind: DocumentKind;
  /** Whether the stay has a document of this kind already. */
  replaces: boolean;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [uploaded, setUploaded] = useState<string | null>(null);
  const label = DOCUMENT_LABELS[kind];
  const attach = useMutation(
    trpc.reservations.attachDocument.mutationOptions({
      onSuccess: async () => {
        toast.success(replaces ? `${label} replaced` : `${label} added`);
        setOpen(false);
        setUploaded(null);
        await queryClient.invalidateQueries({ queryKey: trpc.reservations.byId.pathKey() });
      },
      onError: (error) => {
        setUploaded(null);
        toast.error(trpcErrorMessage(error) ?? 'Failed to add the document. Please try again.');
      },
    }),
  );

  if (!open) {
    return (
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-label={replaces ? `Replace ${label}` : `Add document: ${label}`}
        onClick={() => setOpen(true)}
      >
        <UploadIcon aria-hidden="true" />
        {replaces ? 'Replace' : 'Add document'}
      </Button>
    );
  }
  return (
    <div className="grid basis-full gap-2">
      <DocumentUploadField
        id={`attach-${kind}`}
        kind={kind}
        label={replaces ? `New ${label} file` : `${label} file`}
        value={uploaded}
        onChange={(documentId) => {
          setUploaded(documentId);
          if (documentId) attach.mutate({ reservationId, documentId });
        }}
      />
      <div className="flex items-center justify-end gap-2">
        {attach.isPending && <Spinner label="Saving the document" />}
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={attach.isPending}
          onClick={() => {
            setOpen(false);
            setUploaded(null);
          }}
        >
          Cancel
        </Button>
      </div>
    </div>
  );
}
