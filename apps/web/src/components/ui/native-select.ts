/** A native <select>'s look beside the kit's inputs (the public wizard, the Channels page). */
export const selectClass =
  'h-10 w-full rounded-md border border-input bg-card px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm';
