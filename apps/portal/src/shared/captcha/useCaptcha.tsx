import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import type { CaptchaConfig } from '../config/runtime-config';

/** The token the server's development captcha accepts (adapter-local's verifier). */
const DEVELOPMENT_CAPTCHA_TOKEN = 'dev-ok';

interface Grecaptcha {
  ready(callback: () => void): void;
  render(
    container: HTMLElement,
    options: {
      sitekey: string;
      size: 'invisible';
      callback: (token: string) => void;
      'error-callback'?: () => void;
      'expired-callback'?: () => void;
    },
  ): number;
  execute(widgetId: number): void;
  reset(widgetId: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js?render=explicit';
let scriptLoading: Promise<Grecaptcha> | null = null;

const loadRecaptcha = (): Promise<Grecaptcha> => {
  const loaded = window.grecaptcha;
  if (loaded) return new Promise((resolve) => loaded.ready(() => resolve(loaded)));
  scriptLoading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => window.grecaptcha?.ready(() => resolve(window.grecaptcha as Grecaptcha));
    script.onerror = () => {
      scriptLoading = null;
      reject(new Error('reCAPTCHA did not load'));
    };
    document.head.append(script);
  });
  return scriptLoading;
};

export interface Captcha {
  /** False while the widget loads, and when no captcha is configured: the login stays disabled (01 §2). */
  readonly ready: boolean;
  /** Runs the invisible check; null when it could not give a token. */
  execute(): Promise<string | null>;
  /** A fresh check for the next attempt (01 §4: reset after a failed login). */
  reset(): void;
  /** Where the widget lives; render it inside the form. */
  readonly element: ReactNode;
}

/** The invisible captcha of the logins: reCAPTCHA with a site key, else the development stand-in. */
export function useCaptcha(config: CaptchaConfig): Captcha {
  // A state, not a ref: the widget is rendered once both the script and its container are there.
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const widget = useRef<{ api: Grecaptcha; id: number } | null>(null);
  const pending = useRef<((token: string | null) => void) | null>(null);
  const [ready, setReady] = useState(config.kind === 'development');
  const siteKey = config.kind === 'recaptcha' ? config.siteKey : null;

  useEffect(() => {
    if (!siteKey) {
      setReady(config.kind === 'development');
      return;
    }
    let active = true;
    const settle = (token: string | null) => {
      pending.current?.(token);
      pending.current = null;
    };
    loadRecaptcha()
      .then((api) => {
        if (!active || !container) return;
        const id = api.render(container, {
          sitekey: siteKey,
          size: 'invisible',
          callback: (token) => settle(token),
          'error-callback': () => settle(null),
          'expired-callback': () => settle(null),
        });
        widget.current = { api, id };
        setReady(true);
      })
      .catch(() => setReady(false));
    return () => {
      active = false;
    };
  }, [siteKey, config.kind, container]);

  const execute = useCallback(async (): Promise<string | null> => {
    if (config.kind === 'development') return DEVELOPMENT_CAPTCHA_TOKEN;
    const current = widget.current;
    if (!current) return null;
    return new Promise<string | null>((resolve) => {
      pending.current = resolve;
      current.api.execute(current.id);
    });
  }, [config.kind]);

  const reset = useCallback(() => {
    const current = widget.current;
    if (current) current.api.reset(current.id);
  }, []);

  return {
    ready,
    execute,
    reset,
    element: siteKey ? <div ref={setContainer} className="portal-captcha" /> : null,
  };
}
