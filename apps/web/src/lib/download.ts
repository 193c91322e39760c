import { propertyHeaders } from '@/lib/property';

/** The file name a Content-Disposition header gives (`attachment; filename="guests_….csv"`). */
export function fileNameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // Fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"([^"]+)"|filename\s*=\s*([^;\s]+)/i.exec(header);
  return plain?.[1] ?? plain?.[2];
}

/**
 * Fetches a file from one of the server's authorised routes and saves it under the name the
 * server gives (else `fallbackName`), through a short-lived object URL. A fetch rather than a
 * plain link, so a failure can be told. Resolves to the name saved under.
 */
export async function downloadFile(
  url: string,
  { fallbackName, accept }: { fallbackName: string; accept?: string },
): Promise<string> {
  const response = await fetch(url, {
    credentials: 'same-origin',
    headers: { ...propertyHeaders(), ...(accept ? { accept } : {}) },
  });
  if (!response.ok) throw new Error(`Download failed with ${response.status}`);
  const blob = await response.blob();
  const name = fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName;
  saveBlob(blob, name);
  return name;
}

/** Saves what the page holds (a file made in the browser) under `name`. */
export function saveBlob(blob: Blob, name: string) {
  const href = URL.createObjectURL(blob);
  try {
    const anchor = document.createElement('a');
    anchor.href = href;
    anchor.download = name;
    anchor.rel = 'noopener';
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
  } finally {
    // Give the browser time to start the save before the URL goes away.
    setTimeout(() => URL.revokeObjectURL(href), 60_000);
  }
}
