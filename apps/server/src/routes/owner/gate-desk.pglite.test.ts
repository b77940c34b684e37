import { gateDeskSuite } from '../../testing/gate-desk-suite';
import { pgliteTestApps } from '../../testing/pglite-app';

gateDeskSuite('the gate desk over HTTP on the SQL adapters (PGlite)', pgliteTestApps());
