import type * as React from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

/** The DOM id of a form field from its path ("guests.0.name" → "prefix-guests-0-name"). */
export function fieldId(prefix: string, path: string): string {
  return `${prefix}-${path.replaceAll('.', '-')}`;
}

/** aria props for a control whose hint or validation message FormField renders. */
export function fieldAria(id: string, error: string | undefined, hint?: string | boolean) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  } as const;
}

/**
 * A label, its control, and the control's hint or validation message, wired for screen readers.
 * `compact`: the tighter spacing of the reservation forms' multi-column grids.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  hintTone = 'muted',
  required,
  compact,
  className,
  children,
}: {
  id: string;
  label: React.ReactNode;
  error?: string | undefined;
  hint?: string | undefined;
  hintTone?: 'muted' | 'warning';
  required?: boolean;
  compact?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={cn(compact ? 'grid content-start gap-1.5' : 'grid gap-2', className)}>
      <Label htmlFor={id}>
        {label}
        {required && (
          <span className="text-destructive" aria-hidden="true">
            *
          </span>
        )}
      </Label>
      {children}
      {hint && !error && (
        <p
          id={`${id}-hint`}
          className={cn(
            'text-xs',
            hintTone === 'warning' ? 'text-amber-700' : 'text-muted-foreground',
          )}
        >
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-destructive text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
