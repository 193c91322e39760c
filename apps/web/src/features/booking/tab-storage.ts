/** This tab's sessionStorage, or null when the browser blocks it (privacy settings). */
export function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
