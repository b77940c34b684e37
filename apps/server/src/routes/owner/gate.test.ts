import { gateSuite } from '../../testing/gate-suite';
import { testApp } from '../../testing/test-app';

gateSuite('the gate scanner over HTTP (keys, revocations, check-ins, the log)', () => testApp());
