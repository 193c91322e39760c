import type { DocumentKind } from '@zamalek/domain/documents';
import { CheckCircle2Icon, UploadIcon, XIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Progress } from '@/components/ui/progress';
import {
  ACCEPT,
  clientDocumentProblem,
  UploadError,
  uploadDocument,
  uploadedMessage,
  uploadFailedMessage,
} from '@/lib/documents';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';

/**
 * One guest document: choose a file, watch it upload (real progress), see its name once stored.
 * `value` is the stored document's id; removing it (or unmounting mid-upload) lets it go.
 */
export function DocumentUploadField({
  id,
  kind,
  label,
  value,
  onChange,
  error,
  required,
}: {
  id: string;
  kind: DocumentKind;
  label: string;
  value: string | null;
  onChange: (documentId: string | null) => void;
  error?: string | undefined;
  required?: boolean;
}) {
  const [fileName, setFileName] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const uploading = useRef<AbortController | null>(null);

  useEffect(() => () => uploading.current?.abort(), []);

  const start = async (file: File) => {
    uploading.current?.abort();
    setProblem(null);
    const refused = clientDocumentProblem(kind, file);
    if (refused) {
      setProblem(refused);
      toast.error(refused);
      return;
    }
    const controller = new AbortController();
    uploading.current = controller;
    onChange(null);
    setFileName(file.name);
    setProgress(0);
    try {
      const stored = await uploadDocument(kind, file, {
        onProgress: setProgress,
        signal: controller.signal,
      });
      onChange(stored.id);
      toast.success(uploadedMessage(kind));
    } catch (cause) {
      if (controller.signal.aborted) return;
      const message = cause instanceof UploadError ? cause.message : uploadFailedMessage(kind);
      setProblem(message);
      setFileName(null);
      toast.error(uploadFailedMessage(kind), {
        description: message === uploadFailedMessage(kind) ? undefined : message,
      });
    } finally {
      if (uploading.current === controller) uploading.current = null;
      setProgress(null);
    }
  };

  const clear = () => {
    uploading.current?.abort();
    uploading.current = null;
    setProgress(null);
    setFileName(null);
    setProblem(null);
    onChange(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const shownError = problem ?? error;
  // Shown again after being hidden (ID type or certificate rule flipped back): still stored.
  const shownName = fileName ?? (value ? 'Uploaded file' : null);
  const isUploading = progress !== null;

  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>
        {label}
        {required && (
          <span className="text-destructive" aria-hidden="true">
            *
          </span>
        )}
      </Label>
      <div
        className={cn(
          'flex min-h-11 items-center gap-2 rounded-md border border-dashed bg-card px-2.5 py-1.5',
          shownError && 'border-destructive',
          value && 'border-solid border-emerald-300 bg-emerald-50/50',
        )}
      >
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept={ACCEPT[kind]}
          className="sr-only"
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? `${id}-error` : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void start(file);
          }}
        />
        {value && !isUploading ? (
          <CheckCircle2Icon className="size-4 shrink-0 text-emerald-600" aria-hidden="true" />
        ) : (
          <UploadIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        )}
        <div className="grid min-w-0 flex-1 gap-1">
          <span className="truncate text-sm" title={shownName ?? undefined}>
            {shownName ?? <span className="text-muted-foreground">No file chosen</span>}
          </span>
          {isUploading && (
            <div className="flex items-center gap-2">
              <Progress value={progress} aria-label={`Uploading ${label}`} className="h-1.5" />
              <span className="w-9 text-right text-muted-foreground text-xs tabular-nums">
                {progress}%
              </span>
            </div>
          )}
        </div>
        {value || isUploading ? (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-8"
            onClick={clear}
            aria-label={isUploading ? `Cancel ${label} upload` : `Remove ${label}`}
          >
            <XIcon aria-hidden="true" />
          </Button>
        ) : null}
        {!isUploading && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => inputRef.current?.click()}
          >
            {value ? 'Replace' : 'Choose file'}
          </Button>
        )}
      </div>
      {shownError && (
        <p id={`${id}-error`} className="text-destructive text-sm">
          {shownError}
        </p>
      )}
    </div>
  );
}
