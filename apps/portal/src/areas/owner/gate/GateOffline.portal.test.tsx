import { DASHBOARD_ERROR_TITLE, GATE_WORDS as WORDS } from '@camppass/domain';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { anOwnerCampground, openOwner, ownerCampgroundsAnswer } from '../owner-area.test-support';

/** This page as the gate's service worker serves it (a device whose scanner opens offline), or not. */
const servedByGateWorker = (served: boolean) =>
  Object.defineProperty(window.navigator, 'serviceWorker', {
    configurable: true,
    value: served ? { controller: {} } : undefined,
  });

afterEach(() => {
  servedByGateWorker(false);
  window.sessionStorage.clear();
});

describe('the owner dashboard with no network', () => {
  it('on a scanner device, opens the Check in tab from the campgrounds it last read', async () => {
    servedByGateWorker(true);
    openOwner('check-in', {
      'owner-campgrounds': () => ownerCampgroundsAnswer([anOwnerCampground({ name: 'Gatehouse Pines' })]),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Gatehouse Pines' })).toBeInTheDocument();
    cleanup();

    const { server } = openOwner('check-in', { 'owner-campgrounds': () => 'network' });
    expect(await screen.findByRole('heading', { level: 2, name: WORDS.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Gatehouse Pines' })).toBeInTheDocument();
    expect(server.calls.some((call) => call.name === 'owner-campgrounds')).toBe(true);
  });

  it('elsewhere, keeps nothing: a lost connection shows the dashboard’s error', async () => {
    openOwner('check-in', {
      'owner-campgrounds': () => ownerCampgroundsAnswer([anOwnerCampground({ name: 'Unkept Pines' })]),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Unkept Pines' })).toBeInTheDocument();
    cleanup();

    openOwner('check-in', { 'owner-campgrounds': () => 'network' });
    expect(await screen.findByRole('alert')).toHaveTextContent(DASHBOARD_ERROR_TITLE);
  });
});
