/**
 * Tints telling seasons apart in the grid; each day also names its season in words, so colour
 * is never the only cue.
 */
const TINTS = [
  'bg-sky-100 border-sky-300',
  'bg-amber-100 border-amber-300',
  'bg-emerald-100 border-emerald-300',
  'bg-rose-100 border-rose-300',
  'bg-violet-100 border-violet-300',
  'bg-lime-100 border-lime-300',
] as const;

export function seasonTint(index: number): string {
  return TINTS[index % TINTS.length] ?? TINTS[0];
}
