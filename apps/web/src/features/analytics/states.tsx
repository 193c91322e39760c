import { AlertTriangleIcon, RotateCwIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { trpcErrorMessage } from '@/lib/errors';
import { cn } from '@/lib/utils';

/** A centred spinner with its text, where a report's content will appear. */
export function LoadingBlock({ label, className }: { label: string; className?: string }) {
  return (
    <div
      className={cn(
        'flex min-h-32 items-center justify-center gap-2 text-muted-foreground text-sm',
        className,
      )}
    >
      <Spinner className="size-5 text-brand" label={label} />
      <span aria-hidden="true">{label}…</span>
    </div>
  );
}

/** What failed, the server's reason when it gave one, and a way to try again. */
export function ErrorBlock({
  what,
  error,
  onRetry,
  className,
}: {
  what: string;
  error: unknown;
  onRetry: () => void;
  className?: string;
}) {
  const reason = trpcErrorMessage(error) ?? 'Please check your connection and try again.';
  return (
    <div
      role="alert"
      className={cn(
        'flex min-h-32 flex-col items-center justify-center gap-3 rounded-lg border border-destructive/30 bg-destructive/5 px-4 py-6 text-center text-sm',
        className,
      )}
    >
      <p className="flex items-center gap-2 font-medium text-destructive">
        <AlertTriangleIcon className="size-4" aria-hidden="true" />
        Could not load {what}.
      </p>
      <p className="text-muted-foreground">{reason}</p>
      <Button type="button" variant="outline" size="sm" onClick={onRetry}>
        <RotateCwIcon aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}
