import { parseArgs } from 'node:util';
import { isOneOf } from '@zamalek/domain/type-guards';
import { connectDatabase } from '../database';
import { parseEnv } from '../env';
import { AppError } from '../errors';
import { setPropertyStatus } from '../properties/set-status';

/**
 * `pnpm property-status --property garden-city --status open`: opens a property for bookings on
 * the public site, or sets it back to `coming-soon`.
 */
const { values } = parseArgs({
  options: { property: { type: 'string' }, status: { type: 'string' } },
});
const STATUS_BY_WORD = { open: 'open', 'coming-soon': 'coming_soon' } as const;
const word = values.status;
if (!values.property || !isOneOf(['open', 'coming-soon'] as const, word)) {
  console.error('Usage: pnpm property-status --property <slug> --status open|coming-soon');
  process.exit(1);
}

const env = parseEnv({ ...process.env, LOG_LEVEL: 'silent' });
const database = await connectDatabase(env);
try {
  const property = await setPropertyStatus(database.db, {
    property: { slug: values.property },
    status: STATUS_BY_WORD[word],
  });
  console.log(
    property.status === 'open'
      ? `${property.name} is open for bookings.`
      : `${property.name} is coming soon: it takes no bookings.`,
  );
} catch (error) {
  console.error(error instanceof AppError ? 'No property has that slug.' : String(error));
  process.exitCode = 1;
} finally {
  await database.close();
}
