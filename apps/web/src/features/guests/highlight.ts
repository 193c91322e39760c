export interface TextPart {
  text: string;
  match: boolean;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Splits `text` around every case-insensitive occurrence of the (trimmed) search term, for
 * <mark>ing the matches. No term, or no match, gives the whole text as one plain part.
 */
export function highlightParts(text: string, term: string): TextPart[] {
  const needle = term.trim();
  if (!needle || !text) return [{ text, match: false }];
  const parts: TextPart[] = [];
  let last = 0;
  for (const found of text.matchAll(new RegExp(escapeRegExp(needle), 'giu'))) {
    const start = found.index;
    if (start > last) parts.push({ text: text.slice(last, start), match: false });
    parts.push({ text: found[0], match: true });
    last = start + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts.length > 0 ? parts : [{ text, match: false }];
}
