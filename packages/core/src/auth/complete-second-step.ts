import {
  ACCOUNT_NOT_ACTIVE,
  err,
  NO_ASSIGNED_ROLES,
  ok,
  type Result,
  SECOND_FACTOR_CODE_INVALID,
  SECOND_STEP_EXPIRED,
} from '@camppass/domain';
import { AUTH_POLICY } from '../config';
import type { CorePorts } from '../ports/core-ports';
import type { Repositories } from '../ports/unit-of-work';
import { type RateLimited, rateLimited } from '../shared/rate-limited';
import { type AuthUser, loadAccount, toAuthUser } from './auth-user';
import { accountFailuresKey, failuresKey, LoginPlaces, loginPlaces } from './login-places';
import { usePasskeyAssertion } from './passkeys';
import { looksLikeRecoveryCode, normalizeRecoveryCode } from './recovery-codes';
import { matchingStep, openSecret, signDeviceToken } from './second-factor-crypto';
import {
  auditSecondFactorEvent,
  mailSecondFactorEvent,
  type SecondFactorEvent,
} from './second-factor-events';
import { issueSession, type SessionTokens } from './sessions';

export interface CompleteSecondStepInput {
  /** The partial sign-in's token from auth-login. */
  readonly challengeToken: string;
  /** Six digits of the authenticator app, or a recovery code. */
  readonly code: string;
  /** Instead of the code: the browser's answer to start-passkey-second-step's options. */
  readonly passkey?: unknown;
  readonly rememberDevice: boolean;
  /** How the device names itself (its browser), for the Security page's list. */
  readonly deviceLabel: string;
  readonly remoteIp?: string;
}

interface SecondStepPassed {
  readonly user: AuthUser;
  readonly tokens: SessionTokens;
  /** The remembered-device cookie's value and end, when the device is to be remembered. */
  readonly rememberedDevice: { readonly value: string; readonly expiresAt: Date } | null;
}

export type CompleteSecondStepResult =
  | Result<
      SecondStepPassed,
      'SECOND_STEP_EXPIRED' | 'INVALID_SECOND_FACTOR' | 'ACCOUNT_INACTIVE' | 'NO_ROLES'
    >
  | RateLimited;

type Verdict = { readonly ok: true; readonly event: SecondFactorEvent | null } | { readonly ok: false };

const expired = () => err('SECOND_STEP_EXPIRED', SECOND_STEP_EXPIRED);
const invalid = () => err('INVALID_SECOND_FACTOR', SECOND_FACTOR_CODE_INVALID);

/**
 * auth-second-step: the code of the authenticator app (or a recovery code) after a correct
 * password. Failures count under the password's own limits (per account and address, per address,
 * failures only: ./login-places.ts), so the second step gives a guesser no fresh tries. A code's
 * time step is used once, in one conditional write, as is a recovery code and the partial sign-in
 * itself: of any number of attempts at once with one valid code, one signs in.
 */
export class CompleteSecondStep {
  constructor(
    private readonly ports: Pick<
      CorePorts,
      | 'unitOfWork'
      | 'repos'
      | 'tokens'
      | 'rateLimiter'
      | 'clock'
      | 'delay'
      | 'config'
      | 'mailer'
      | 'emailRenderer'
      | 'passkeys'
    >,
  ) {}

  async execute(input: CompleteSecondStepInput): Promise<CompleteSecondStepResult> {
    const { repos, tokens, clock } = this.ports;
    const challenge = await repos.secondFactors.findChallenge(tokens.hash(input.challengeToken));
    const user = challenge ? await repos.users.findById(challenge.userId) : null;
    const places = loginPlaces(user?.email ?? '', input.remoteIp);
    const taken = new LoginPlaces(this.ports.rateLimiter, this.ports.delay);
    // An unknown token names no account: only the address counts it.
    const decision = await taken.takeAll(user ? places : places.slice(1));
    if (!decision.allowed) return rateLimited(decision.retryAfterSeconds);

    const now = clock.now();
    if (!challenge || !user || challenge.usedAt || challenge.expiresAt <= now) {
      await taken.keepAsFailures();
      return expired();
    }
    const outcome = await this.ports.unitOfWork
      .run((tx) => this.pass(tx, challenge.id, user.id, input, now))
      .catch(async (error: unknown) => {
        await taken.giveBack();
        throw error;
      });
    if (!outcome.ok && (outcome.code === 'INVALID_SECOND_FACTOR' || outcome.code === 'SECOND_STEP_EXPIRED')) {
      await taken.keepAsFailures();
      await this.ports.rateLimiter.hit(
        accountFailuresKey(user.email),
        AUTH_POLICY.slowdown.after,
        AUTH_POLICY.slowdown.windowSeconds,
      );
      return outcome;
    }
    await taken.giveBack();
    if (!outcome.ok) return outcome;
    await Promise.all([
      this.ports.rateLimiter.reset(places[0].key),
      this.ports.rateLimiter.reset(failuresKey(places[0].key)),
    ]);
    for (const event of outcome.value.events) await mailSecondFactorEvent(this.ports, user.email, event);
    const { events: _, ...passed } = outcome.value;
    return ok(passed);
  }

  private async pass(
    tx: Repositories,
    challengeId: string,
    userId: string,
    input: CompleteSecondStepInput,
    now: Date,
  ): Promise<
    Result<
      SecondStepPassed & { readonly events: SecondFactorEvent[] },
      'SECOND_STEP_EXPIRED' | 'INVALID_SECOND_FACTOR' | 'ACCOUNT_INACTIVE' | 'NO_ROLES'
    >
  > {
    const verdict =
      input.passkey === undefined
        ? await this.useCode(tx, userId, input.code, now)
        : { ok: await usePasskeyAssertion(this.ports, tx, userId, input.passkey, now), event: null };
    if (!verdict.ok) return invalid();
    if (!(await tx.secondFactors.useChallenge(challengeId, now))) return expired();
    const user = await tx.users.findById(userId);
    if (!user) return expired();
    const { profile, grants } = await loadAccount(tx, user);
    if (profile?.status !== 'active') return err('ACCOUNT_INACTIVE', ACCOUNT_NOT_ACTIVE);
    if (grants.length === 0) return err('NO_ROLES', NO_ASSIGNED_ROLES);

    const events: SecondFactorEvent[] = verdict.event ? [verdict.event] : [];
    let rememberedDevice: SecondStepPassed['rememberedDevice'] = null;
    if (input.rememberDevice) {
      const token = this.ports.tokens.generate();
      const expiresAt = new Date(now.getTime() + AUTH_POLICY.rememberedDeviceSeconds * 1000);
      const label = input.deviceLabel.trim().slice(0, 200) || 'Browser';
      const device = await tx.secondFactors.rememberDevice({
        userId,
        tokenHash: this.ports.tokens.hash(token),
        label,
        createdAt: now,
        expiresAt,
      });
      rememberedDevice = {
        value: await signDeviceToken(this.ports.config.secondFactorKey, userId, token),
        expiresAt,
      };
      const event: SecondFactorEvent = { kind: 'deviceRemembered', device: label };
      await auditSecondFactorEvent(tx, { userId, grants }, now, event, device.id);
      events.push(event);
    }
    for (const event of events.filter((e) => e.kind === 'recoveryCodeUsed')) {
      await auditSecondFactorEvent(tx, { userId, grants }, now, event, userId);
    }
    const tokens = await issueSession(tx, this.ports.tokens, userId, now);
    return ok({ user: toAuthUser(user, profile, grants), tokens, rememberedDevice, events });
  }

  /** The app's code (its step used once) or an unused recovery code, used up by this call. */
  private async useCode(tx: Repositories, userId: string, code: string, now: Date): Promise<Verdict> {
    if (looksLikeRecoveryCode(code)) {
      const used = await tx.secondFactors.useRecoveryCode(
        userId,
        this.ports.tokens.hash(normalizeRecoveryCode(code)),
        now,
      );
      if (!used) return { ok: false };
      const left = await tx.secondFactors.countUnusedRecoveryCodes(userId);
      return { ok: true, event: { kind: 'recoveryCodeUsed', left } };
    }
    const app = await tx.secondFactors.findAuthenticator(userId);
    if (!app?.confirmedAt) return { ok: false };
    const secret = await openSecret(this.ports.config.secondFactorKey, app.secretSealed);
    const step = secret === null ? null : matchingStep(secret, code, now);
    if (step === null) return { ok: false };
    return (await tx.secondFactors.useAuthenticatorStep(app.id, step, now))
      ? { ok: true, event: null }
      : { ok: false };
  }
}
