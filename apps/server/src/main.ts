import { buildApp } from './app';
import { warnAboutDemoPasswords } from './auth/demo-passwords';
import { connectDatabase, seedIfWanted } from './database';
import { parseEnv } from './env';

const SHUTDOWN_GRACE_MS = 10_000;

const env = parseEnv(process.env);
const database = await connectDatabase(env);
const app = await buildApp(env, database);
await seedIfWanted(database, env, app.log);
await app.listen({ host: env.HOST, port: env.PORT });
app.log.info(`Zamalek Suites is ready on http://localhost:${env.PORT}`);
// A site still signing in with the demo's shared password is told so, and how to change it.
void warnAboutDemoPasswords(database.db, app.log);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
  force.unref();
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
