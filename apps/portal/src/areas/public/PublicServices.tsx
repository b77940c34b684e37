import type { CampPassClient } from '@camppass/client';
import { createLightClient } from '@camppass/client/light/light-client';
import { type CalendarDate, DEFAULT_TIME_ZONE, todayInZone } from '@camppass/domain';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { pageFetch } from '../../shared/embedded-answers';

/** The typed client's calls the public page makes; public functions carry no token. */
export type PublicClient = Pick<CampPassClient, 'call' | 'upload' | 'publicConfig'>;

/** What the public page needs from outside: the functions, the clock and the card gateway's key. */
export interface PublicServices {
  readonly api: PublicClient;
  /** "Today" in the campground's zone (America/Chicago), for date minimums and the age check. */
  readonly today: () => CalendarDate;
  /**
   * Stripe's publishable key of the build, used when the server's public-config names none; without
   * any the simulated card form is used.
   */
  readonly stripePublishableKey: string | null;
}

const envKey = (): string | null => {
  const key = (import.meta.env as Record<string, string | undefined>).VITE_STRIPE_PUBLISHABLE_KEY;
  return key && key.trim() !== '' ? key.trim() : null;
};

const defaultServices = (): PublicServices => ({
  // The page's first answers may have come with it (shared/embedded-answers.ts).
  api: createLightClient({ baseUrl: '', fetch: pageFetch }),
  today: () => todayInZone(new Date(), DEFAULT_TIME_ZONE),
  stripePublishableKey: envKey(),
});

const PublicServicesContext = createContext<PublicServices | null>(null);

/** Supplies the public page's services; without a provider the page calls its own origin. */
export function PublicServicesProvider({
  services,
  children,
}: {
  services: Partial<PublicServices>;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ ...defaultServices(), ...services }), [services]);
  return <PublicServicesContext.Provider value={value}>{children}</PublicServicesContext.Provider>;
}

let fallback: PublicServices | null = null;

export function usePublicServices(): PublicServices {
  const services = useContext(PublicServicesContext);
  if (services) return services;
  fallback ??= defaultServices();
  return fallback;
}
