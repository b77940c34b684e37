import { pgliteTestApps } from '../../testing/pglite-app';
import { describePasskeySignInOverHttp } from '../../testing/passkey-sign-in-suite';

describePasskeySignInOverHttp('PGlite', pgliteTestApps());
