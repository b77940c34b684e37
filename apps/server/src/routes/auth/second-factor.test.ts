import { describeSecondFactorOverHttp } from '../../testing/second-factor-suite';
import { testApp } from '../../testing/test-app';

describeSecondFactorOverHttp('in-memory', () => testApp());
