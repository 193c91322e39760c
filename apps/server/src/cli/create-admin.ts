import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { hasOwner, insertUser } from '@zamalek/db/queries/users';
import { emailSchema, fullNameSchema, passwordSchema } from '@zamalek/domain/auth';
import type { z } from 'zod';
import { hashPassword } from '../auth/password';
import { connectDatabase } from '../database';
import { parseEnv } from '../env';
import { AppError, sqlState } from '../errors';
import { resolvePublicProperty } from '../properties/public-property';

/** `pnpm create-admin --email you@example.com --name "Your Name"`: the first admin of a new site. */
const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    password: { type: 'string' },
    /** The property's slug; may be left out while the installation has one property. */
    property: { type: 'string' },
  },
});

async function ask(question: string): Promise<string> {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await prompt.question(question);
  } finally {
    prompt.close();
  }
}

function check<T>(schema: z.ZodType<T>, value: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  console.error(result.error.issues[0]?.message ?? 'Invalid value');
  process.exit(1);
}

const email = check(emailSchema, values.email ?? (await ask('E-mail: ')));
const fullName = check(fullNameSchema, values.name ?? (await ask('Full name: ')));
const password = check(
  passwordSchema,
  values.password ?? (await ask('Password (8+ characters): ')),
);

const env = parseEnv({ ...process.env, LOG_LEVEL: 'silent' });
const database = await connectDatabase(env);
try {
  const property = await resolvePublicProperty(database.db, values.property ?? null);
  const passwordHash = await hashPassword(password);
  // The installation's first admin owns the organisation: every property, and the portfolio.
  const owner = await database.db.transaction(async (tx) => {
    const first = !(await hasOwner(tx));
    await insertUser(tx, {
      email,
      passwordHash,
      fullName,
      role: { propertyId: property.id, role: 'admin' },
      owner: first,
    });
    return first;
  });
  console.log(
    `${owner ? 'Owner and admin' : 'Admin'} ${email} of ${property.name} created. Sign in at /auth.`,
  );
} catch (error) {
  console.error(
    sqlState(error) === '23505'
      ? 'This email is already registered'
      : error instanceof AppError && error.code === 'PROPERTY_REQUIRED'
        ? 'Name the property: --property <slug>'
        : error instanceof AppError
          ? 'No property has that slug.'
          : String(error),
  );
  process.exitCode = 1;
} finally {
  await database.close();
}
