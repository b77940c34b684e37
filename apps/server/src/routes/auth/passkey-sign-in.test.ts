import { describePasskeySignInOverHttp } from '../../testing/passkey-sign-in-suite';
import { testApp } from '../../testing/test-app';

describePasskeySignInOverHttp('in-memory', () => testApp());
