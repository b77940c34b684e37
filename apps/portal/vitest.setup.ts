import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library's queries treat aria-hidden content as hidden but not inert content; without
// `inert`, react-aria hides what lies outside a dialog with aria-hidden, as jsdom always made it do.
delete (HTMLElement.prototype as { inert?: boolean }).inert;

// The machine running the suite is shared; a busy moment must not read as a missing element.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
