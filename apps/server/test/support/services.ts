import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabaseClient } from '@zamalek/db/client';
import { DocumentStore } from '../../src/documents/store';
import { parseEnv } from '../../src/env';
import { LiveHub } from '../../src/live/hub';
import { MailOutbox } from '../../src/mail/outbox';
import { fileTransport } from '../../src/mail/transport';
import { PhotoStore } from '../../src/presentations/photo-store';
import type { AppServices } from '../../src/services';
import { FolderStore } from '../../src/storage/folder-store';

const quiet = { info() {}, warn() {}, error() {} };

/** Real services for a caller-level test; mail goes to .eml files in a temporary directory. */
export function testServices(database: DatabaseClient) {
  const mailDir = mkdtempSync(path.join(tmpdir(), 'zamalek-mail-'));
  const files = new FolderStore(mkdtempSync(path.join(tmpdir(), 'zamalek-files-')));
  const documents = new DocumentStore(files);
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const outbox = new MailOutbox(database.db, fileTransport(mailDir), env.MAIL_FROM, quiet);
  const services: AppServices = {
    database,
    env,
    live: new LiveHub(quiet),
    mail: { kick() {} },
    channex: { configured: false, kick() {} },
    documents,
    photos: new PhotoStore(files),
    metrics: null,
  };
  return { services, outbox, mailDir };
}
