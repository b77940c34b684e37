import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RuntimeConfigProvider } from '../config/RuntimeConfigContext';
import { TEST_CONFIG } from '../testing/render-portal';
import { AccessRequired } from './AccessRequired';

const renderPage = () =>
  render(
    <RuntimeConfigProvider config={TEST_CONFIG}>
      <RouterProvider router={createMemoryRouter([{ path: '/', element: <AccessRequired /> }])} />
    </RuntimeConfigProvider>,
  );

describe('Acceso Requerido', () => {
  it('keeps the document Spanish while any such page shows, and gives its language back after the last', () => {
    document.documentElement.lang = 'en';
    const leaving = renderPage();
    const staying = renderPage();
    expect(document.documentElement.lang).toBe('es');

    leaving.unmount();
    expect(document.documentElement.lang).toBe('es');

    staying.unmount();
    expect(document.documentElement.lang).toBe('en');
  });
});
