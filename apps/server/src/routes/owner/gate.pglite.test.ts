import { gateSuite } from '../../testing/gate-suite';
import { pgliteTestApps } from '../../testing/pglite-app';

gateSuite('the gate scanner over HTTP on the SQL adapters (PGlite)', pgliteTestApps());
