import type { CallError, CallResult } from '@camppass/client';
import { PASSKEY_WORDS } from '@camppass/domain';

/** The browser's WebAuthn helpers, fetched only when a passkey is added or used. */
export const webauthnBrowser = () => import('@simplewebauthn/browser');

type Started = CallResult<{ readonly data: { readonly options: Record<string, unknown> } }>;

/** The browser's answer, or why there is none (the server's words, or the person's cancelling). */
export type PasskeyAnswer =
  | { readonly ok: true; readonly response: Record<string, unknown> }
  | { readonly ok: false; readonly message: string };

/**
 * Asks the server for options (one of the start-passkey functions), then the browser for a passkey's
 * signature over them. A browser that cannot, or a person who cancels, gets `cancelled`.
 */
export const askPasskey = async (
  start: () => Promise<Started>,
  cancelled: string,
): Promise<PasskeyAnswer> => {
  try {
    const browser = await webauthnBrowser();
    if (!browser.browserSupportsWebAuthn()) return { ok: false, message: PASSKEY_WORDS.unsupported };
    const started = await start();
    if (!started.ok) return { ok: false, message: (started as CallError).message };
    const optionsJSON = started.value.data.options as unknown as Parameters<
      typeof browser.startAuthentication
    >[0]['optionsJSON'];
    const response = await browser.startAuthentication({ optionsJSON });
    return { ok: true, response: response as unknown as Record<string, unknown> };
  } catch {
    return { ok: false, message: cancelled };
  }
};
