/** Why a backup or a restore stopped, in words an operator acts on. */
export const BACKUP_MESSAGES = {
  NO_KEY:
    'BACKUP_KEY is not set: archives are encrypted with it. Set a passphrase of at least 16 characters and keep a copy away from this machine.',
  NOT_AN_ARCHIVE: 'This file is not a Zamalek Suites backup archive.',
  WRONG_KEY: 'BACKUP_KEY does not open this archive: it was made with another key.',
  DAMAGED:
    'This archive is damaged or incomplete (it does not match what was written). Nothing was restored; use another archive.',
  NEWER_SCHEMA:
    'This archive was made by a newer version of the app than this one. Upgrade the app, then restore.',
  NOT_EMPTY:
    'The target already holds data (or a newer schema than the archive). Restore into an empty data directory or a new, empty database.',
  SERVER_RUNNING:
    'The server is running on this data directory. Stop it first (its own daily backup needs no stopping).',
} as const;

export type BackupErrorCode = keyof typeof BACKUP_MESSAGES;

export class BackupError extends Error {
  constructor(
    readonly code: BackupErrorCode,
    options?: ErrorOptions,
  ) {
    super(BACKUP_MESSAGES[code], options);
    this.name = 'BackupError';
  }
}
