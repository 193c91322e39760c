import { highlightParts } from '@/features/guests/highlight';

/** The text with each occurrence of the search term in a <mark>. */
export function HighlightText({ text, term }: { text: string; term: string }) {
  const parts = highlightParts(text, term);
  if (parts.length === 1 && !parts[0]?.match) return text;
  return parts.map((part, index) =>
    part.match ? (
      // Parts are positional slices of one string; the index is their identity.
      // biome-ignore lint/suspicious/noArrayIndexKey: positional slices
      <mark key={index} className="rounded-[3px] bg-amber-200 px-px text-inherit">
        {part.text}
      </mark>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: positional slices
      <span key={index}>{part.text}</span>
    ),
  );
}
