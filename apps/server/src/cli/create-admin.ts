import { parseArgs } from 'node:util';
import { COMMON_PASSWORDS, PASSWORD_HASHER, UNIT_OF_WORK } from '@camppass/core';
import { bootstrap } from '../bootstrap';
import { createSuperAdmin } from './super-admin';

const usage =
  'Usage: npm run create-admin -- --email admin@example.com --password "..." [--first-name A --last-name B]';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
  },
});
if (!values.email || !values.password) {
  console.error(usage);
  process.exit(2);
}

const runtime = await bootstrap();
try {
  const result = await createSuperAdmin(
    {
      unitOfWork: runtime.container.get(UNIT_OF_WORK),
      passwordHasher: runtime.container.get(PASSWORD_HASHER),
      commonPasswords: runtime.container.get(COMMON_PASSWORDS),
      now: () => new Date(),
    },
    {
      email: values.email,
      password: values.password,
      firstName: values['first-name'] ?? 'Super',
      lastName: values['last-name'] ?? 'Admin',
    },
  );
  if (result.ok) {
    console.log(
      result.value.created
        ? `Super admin ${result.value.email} created. Sign in at ${runtime.config.appBaseUrl}/admin-login.`
        : `${result.value.email} existed: it is now a super admin with the new password.`,
    );
    console.log(
      `A super admin needs a second factor: after the password, ${runtime.config.appBaseUrl}/security asks for an authenticator app (scan its QR code, type its first code) before the dashboard opens. Keep the ten recovery codes it shows.`,
    );
  } else {
    console.error(result.message);
    process.exitCode = 1;
  }
} finally {
  await runtime.persistence.close();
}
