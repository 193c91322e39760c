/** The `code` of a Node system error (ENOENT, EEXIST, EPERM…), if the value is one. */
export function systemErrorCode(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}
