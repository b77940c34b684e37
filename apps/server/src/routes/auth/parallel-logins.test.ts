import { describeParallelLogins } from '../../testing/parallel-logins-suite';
import { testApp } from '../../testing/test-app';

describeParallelLogins('in-memory rate limiter', () => testApp());
