import type { Tokens, User } from '@camppass/client';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { App } from '../../App';
import { createRoutes } from '../../routes';
import type { RuntimeConfig } from '../config/runtime-config';
import { createQueryClient } from '../query-client';

export const TEST_CONFIG: RuntimeConfig = {
  productName: 'CampPass',
  supportEmail: 'help@camppass.test',
  captcha: { kind: 'development' },
};

export const aUser = (overrides: Partial<User> = {}): User => ({
  id: 'u-member',
  name: 'Morgan Member',
  firstName: 'Morgan',
  lastName: 'Member',
  email: 'member@camppass.test',
  role: 'member',
  roles: [{ role_name: 'member', campground_id: null }],
  permissions: { canAccessOwner: false, canAccessMember: true, isAdmin: false, list: ['member'] },
  campgroundId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

export const anOwner = (overrides: Partial<User> = {}): User =>
  aUser({
    id: 'u-owner',
    name: 'Olivia Owner',
    firstName: 'Olivia',
    lastName: 'Owner',
    email: 'owner@camppass.test',
    role: 'owner',
    roles: [{ role_name: 'owner', campground_id: 'c-1' }],
    permissions: { canAccessOwner: true, canAccessMember: true, isAdmin: false, list: ['owner', 'member'] },
    campgroundId: 'c-1',
    ...overrides,
  });

export const anAdmin = (): User =>
  aUser({
    id: 'u-admin',
    name: 'Avery Admin',
    firstName: 'Avery',
    lastName: 'Admin',
    email: 'admin@camppass.test',
    role: 'super_admin',
    roles: [{ role_name: 'super_admin', campground_id: null }],
    permissions: {
      canAccessOwner: true,
      canAccessMember: true,
      isAdmin: true,
      list: ['admin', 'owner', 'member'],
    },
  });

export const someTokens = (expiresAt = '2099-01-01T00:00:00.000Z'): Tokens => ({
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  expiresAt,
});

type Handler = (
  body: unknown,
  request: { authorization: string | null; url: string },
) => [number, unknown] | 'network';

/**
 * `fetch` with the answers of the function `name` held back until `release()`: a read still on its
 * way while the screen renders what came before it.
 */
export function holdingAnswers(fetch: typeof globalThis.fetch, name: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held: typeof globalThis.fetch = async (input, init) => {
    if (String(input).includes(`/${name}`)) await released;
    return fetch(input, init);
  };
  return { fetch: held, release };
}

/**
 * A server of /functions/v1 answering from handlers by function name (bytes as a PNG, a stream as a
 * CSV); records every call.
 */
export function fakeServer(handlers: Record<string, Handler>) {
  const calls: { name: string; body: unknown; authorization: string | null }[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    const name = url.split('?')[0]?.split('/').pop() ?? '';
    // A JSON body is read; a file (a raw upload) is passed to the handler as it is.
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    const authorization = new Headers(init?.headers).get('Authorization');
    calls.push({ name, body, authorization });
    const handler = handlers[name];
    const answer = handler
      ? handler(body, { authorization, url })
      : ([404, { success: false, error: 'Not found', code: 'NOT_FOUND' }] as const);
    if (answer === 'network') throw new TypeError('Failed to fetch');
    if (answer[1] instanceof ReadableStream) {
      // A CSV the test writes piece by piece; aborting the request errors its body, as fetch does.
      const body = (answer[1] as ReadableStream<Uint8Array>).pipeThrough(new TransformStream(), {
        ...(init?.signal ? { signal: init.signal } : {}),
      });
      return new Response(body, { status: answer[0], headers: { 'Content-Type': 'text/csv' } });
    }
    if (answer[1] instanceof Uint8Array) {
      return new Response(answer[1] as Uint8Array<ArrayBuffer>, {
        status: answer[0],
        headers: { 'Content-Type': 'image/png' },
      });
    }
    return new Response(JSON.stringify(answer[1]), {
      status: answer[0],
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls, handlers };
}

export interface RenderOptions {
  fetch?: typeof globalThis.fetch;
  session?: { user: User; tokens: Tokens };
  config?: RuntimeConfig;
}

/** The whole portal at a path, as the browser would show it. */
export function renderPortal(path: string, options: RenderOptions = {}) {
  if (options.session) {
    window.localStorage.setItem('camppass.user', JSON.stringify(options.session.user));
    window.localStorage.setItem('camppass.tokens', JSON.stringify(options.session.tokens));
  }
  const router = createMemoryRouter(createRoutes(options.fetch ? { fetch: options.fetch } : {}), {
    initialEntries: [path],
  });
  const user = userEvent.setup();
  const view = render(
    <App
      router={<RouterProvider router={router} />}
      config={options.config ?? TEST_CONFIG}
      queryClient={createQueryClient()}
    />,
  );
  return { ...view, router, user, location: () => router.state.location };
}
