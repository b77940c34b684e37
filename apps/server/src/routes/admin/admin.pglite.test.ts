import { describeAdminSuites } from '../../testing/admin-suite';
import { pgliteTestApps } from '../../testing/pglite-app';

describeAdminSuites('PGlite', pgliteTestApps());
