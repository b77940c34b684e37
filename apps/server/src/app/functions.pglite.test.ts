import { describeFunctionSuites } from '../testing/functions-suite';
import { pgliteTestApps } from '../testing/pglite-app';

describeFunctionSuites('PGlite', pgliteTestApps());
