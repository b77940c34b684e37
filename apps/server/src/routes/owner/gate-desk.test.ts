import { gateDeskSuite } from '../../testing/gate-desk-suite';
import { testApp } from '../../testing/test-app';

gateDeskSuite('the gate desk over HTTP (a code and e-mail, the log as CSV)', () => testApp());
