import { CircleCheckIcon, InfoIcon, OctagonXIcon, TriangleAlertIcon } from 'lucide-react';
import type * as React from 'react';
import { Toaster as Sonner, toast } from 'sonner';

type ToasterProps = React.ComponentProps<typeof Sonner>;

/** Sonner's colours from the palette (CSS variables, which React's style type leaves out). */
const PALETTE: React.CSSProperties & Record<`--${string}`, string> = {
  '--normal-bg': 'var(--popover)',
  '--normal-text': 'var(--popover-foreground)',
  '--normal-border': 'var(--border)',
  '--border-radius': 'var(--radius)',
};

/** The app's single toast outlet (sonner), themed with the palette's CSS variables. */
function Toaster(props: ToasterProps) {
  return (
    <Sonner
      theme="light"
      // At the top: a dialog's Save and Cancel sit at its bottom, on a phone across the width.
      position="top-center"
      closeButton
      className="toaster group"
      icons={{
        success: <CircleCheckIcon className="size-4 text-success" aria-hidden="true" />,
        info: <InfoIcon className="size-4 text-brand" aria-hidden="true" />,
        warning: <TriangleAlertIcon className="size-4 text-warning" aria-hidden="true" />,
        error: <OctagonXIcon className="size-4 text-destructive" aria-hidden="true" />,
      }}
      style={PALETTE}
      {...props}
    />
  );
}

export { Toaster, toast };
