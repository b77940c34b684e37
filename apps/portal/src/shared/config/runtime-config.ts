/** How the invisible captcha runs: Google's reCAPTCHA with a site key, or the development stand-in. */
export type CaptchaConfig =
  | { readonly kind: 'recaptcha'; readonly siteKey: string }
  | { readonly kind: 'development' }
  | { readonly kind: 'none' };

/** Settings the portal reads at start; the brand name and support address are configuration (specs README). */
export interface RuntimeConfig {
  readonly productName: string;
  readonly supportEmail: string;
  readonly captcha: CaptchaConfig;
}

const DEFAULT_PRODUCT_NAME = 'CampPass';
const DEFAULT_SUPPORT_EMAIL = 'support@camppass.test';

/** The path the server may answer with its public settings; absent servers leave the build's values. */
export const PUBLIC_CONFIG_PATH = '/functions/v1/public-config';

interface BuildEnv {
  readonly VITE_PRODUCT_NAME?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_RECAPTCHA_SITE_KEY?: string;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The configuration baked into the build, with the product defaults. */
export const buildTimeConfig = (env: BuildEnv): RuntimeConfig => {
  const siteKey = text(env.VITE_RECAPTCHA_SITE_KEY);
  return {
    productName: text(env.VITE_PRODUCT_NAME) ?? DEFAULT_PRODUCT_NAME,
    supportEmail: text(env.VITE_SUPPORT_EMAIL) ?? DEFAULT_SUPPORT_EMAIL,
    captcha: siteKey ? { kind: 'recaptcha', siteKey } : { kind: 'development' },
  };
};

/**
 * The server's public settings override the build's: one build then serves every deployment. A
 * server that answers with settings but no site key runs the development captcha.
 */
export const loadRuntimeConfig = async (
  fallback: RuntimeConfig,
  fetchFn: typeof fetch = globalThis.fetch.bind(globalThis),
): Promise<RuntimeConfig> => {
  try {
    const response = await fetchFn(PUBLIC_CONFIG_PATH, { headers: { Accept: 'application/json' } });
    if (!response.ok) return fallback;
    const body = (await response.json()) as Record<string, unknown> | null;
    const data = (body?.data ?? body) as Record<string, unknown> | null;
    if (!data || typeof data !== 'object') return fallback;
    const siteKey = text(data.recaptchaSiteKey);
    return {
      productName: text(data.productName) ?? fallback.productName,
      supportEmail: text(data.supportEmail) ?? fallback.supportEmail,
      captcha: siteKey ? { kind: 'recaptcha', siteKey } : { kind: 'development' },
    };
  } catch {
    return fallback;
  }
};
