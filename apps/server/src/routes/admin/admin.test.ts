import { describeAdminSuites } from '../../testing/admin-suite';
import { testApp } from '../../testing/test-app';

describeAdminSuites('in-memory fakes', () => testApp());
