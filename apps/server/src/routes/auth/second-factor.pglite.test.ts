import { pgliteTestApps } from '../../testing/pglite-app';
import { describeSecondFactorOverHttp } from '../../testing/second-factor-suite';

describeSecondFactorOverHttp('PGlite', pgliteTestApps());
