/** What staff read about a push Channex did not take, by its code. */
export const CHANNEX_PROBLEMS: Record<string, string> = {
  CHANNEX_RATE_LIMITED: 'Channex asked us to slow down; the changes wait and go out shortly.',
  CHANNEX_HTTP_STATUS:
    'Channex refused the push: check the API key and that the mapped ids belong to this property.',
  CHANNEX_UNREACHABLE: 'Channex could not be reached.',
  CHANNEX_TIMEOUT: 'Channex did not answer in time.',
  CHANNEX_REFUSED_ADDRESS: 'The channel manager address is not a public address.',
};

export function channexProblem(code: string | null): string | null {
  if (code === null) return null;
  return CHANNEX_PROBLEMS[code] ?? 'The push failed.';
}
