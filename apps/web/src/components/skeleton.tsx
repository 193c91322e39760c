/**
 * A grey block standing in for content that is loading; the caller gives its size and shape.
 * Hidden from screen readers: the region it sits in says "loading" once, in words.
 */
export function Skeleton({ className }: { className: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-md bg-muted ${className}`} />;
}
