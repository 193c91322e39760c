import { connectDatabase, seedIfWanted } from '../database';
import { parseEnv } from '../env';

/** `pnpm db:seed`: seeds the demo property into an empty database, embedded or PostgreSQL. */
const env = parseEnv({ ...process.env, SEED_DEMO: 'true', LOG_LEVEL: 'info' });
const database = await connectDatabase(env);
const log = {
  info: (message: string) => console.log(message),
};
const seeded = await seedIfWanted(database, env, log);
if (!seeded) console.log('The database already has data; nothing was seeded.');
await database.close();
