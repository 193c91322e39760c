import { Spinner } from '@/components/ui/spinner';

/** Where a step stands while its code or the suite's availability loads. */
export function StepLoading({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-16">
      <Spinner className="size-8 text-brand" label={label} />
    </div>
  );
}
