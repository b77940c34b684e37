import type { CaptchaVerdict, CaptchaVerifier } from '../ports/captcha-verifier';

export interface CaptchaCheck {
  readonly token: string;
  readonly remoteIp: string | undefined;
}

/** Passes every non-empty token. */
export class AcceptingCaptchaVerifier implements CaptchaVerifier {
  readonly checks: CaptchaCheck[] = [];

  async verify(token: string, remoteIp?: string): Promise<CaptchaVerdict> {
    this.checks.push({ token, remoteIp });
    return token.trim() === '' ? 'failed' : 'passed';
  }
}

/** Answers the verdict set for a token; unknown tokens fail. */
export class ScriptedCaptchaVerifier implements CaptchaVerifier {
  readonly checks: CaptchaCheck[] = [];
  private readonly verdicts: Map<string, CaptchaVerdict>;

  constructor(verdicts: Readonly<Record<string, CaptchaVerdict>> = { 'captcha-ok': 'passed' }) {
    this.verdicts = new Map(Object.entries(verdicts));
  }

  answer(token: string, verdict: CaptchaVerdict): this {
    this.verdicts.set(token, verdict);
    return this;
  }

  async verify(token: string, remoteIp?: string): Promise<CaptchaVerdict> {
    this.checks.push({ token, remoteIp });
    return this.verdicts.get(token) ?? 'failed';
  }
}
