import { describePasskeySignInOverHttp } from '../../testing/passkey-sign-in-suite';
import { pgliteTestApps } from '../../testing/pglite-app';

describePasskeySignInOverHttp('PGlite', pgliteTestApps());
