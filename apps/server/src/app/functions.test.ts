import { describeFunctionSuites } from '../testing/functions-suite';
import { testApp } from '../testing/test-app';

describeFunctionSuites('in-memory fakes', () => testApp());
