import {
  AUTHENTICATOR_ALREADY_SET_UP,
  AUTHENTICATOR_APP_LABEL,
  AUTHENTICATOR_NOT_STARTED,
  err,
  ok,
  RECOVERY_CODES_NEED_FACTOR,
  REMEMBERED_DEVICE_NOT_FOUND,
  type Result,
  SECOND_FACTOR_CODE_INVALID,
  SECOND_FACTOR_LAST_REQUIRED,
  SECOND_FACTOR_NOT_FOR_MEMBERS,
  SECOND_FACTOR_NOT_FOUND,
  STAFF_REQUIREMENT_OWNER_ONLY,
} from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import type {
  RememberedDeviceRecord,
  SecondFactorRecord,
} from '../ports/repositories/second-factor-repository';
import { audit } from '../shared/audit';
import type { Principal } from '../shared/principal';
import { confirmPresence, type Presence } from './confirm-presence';
import { issueRecoveryCodes } from './recovery-codes';
import {
  authenticatorUri,
  matchingStep,
  newAuthenticatorSecret,
  openSecret,
  sealSecret,
} from './second-factor-crypto';
import {
  auditSecondFactorEvent,
  mailSecondFactorEvent,
  type SecondFactorEvent,
} from './second-factor-events';
import { secondFactorRequired, usableFactors } from './second-step-gate';

type Ports = Pick<
  CorePorts,
  | 'unitOfWork'
  | 'repos'
  | 'clock'
  | 'random'
  | 'tokens'
  | 'config'
  | 'mailer'
  | 'emailRenderer'
  | 'passwords'
  | 'rateLimiter'
  | 'delay'
  | 'passkeys'
>;

export interface SecurityInput {
  readonly actor: Principal;
}

/** The Security page: the caller's factors, recovery codes left and remembered devices. */
export interface SecuritySettings {
  readonly factors: readonly SecondFactorRecord[];
  readonly recoveryCodesLeft: number;
  readonly devices: readonly RememberedDeviceRecord[];
  /** The account must keep a second factor (super admin, staff of a campground that asks it). */
  readonly required: boolean;
  /** Authenticator apps are for owners, staff and super admins. */
  readonly canUseAuthenticator: boolean;
  /** The campgrounds the caller owns, with whether each requires a second factor of its staff. */
  readonly staffRequirements: readonly {
    readonly campgroundId: string;
    readonly name: string;
    readonly required: boolean;
  }[];
}

const holdsKeys = (actor: Principal): boolean => actor.roles.some((grant) => grant.role !== 'member');
const forMembers = () => err('FORBIDDEN', SECOND_FACTOR_NOT_FOR_MEMBERS);

const emailOf = async (ports: Ports, userId: string): Promise<string | null> =>
  (await ports.repos.users.findById(userId))?.email ?? null;

const tell = async (ports: Ports, userId: string, event: SecondFactorEvent) => {
  const email = await emailOf(ports, userId);
  if (email) await mailSecondFactorEvent(ports, email, event);
};

/** get-security-settings. */
export class GetSecuritySettings {
  constructor(private readonly ports: Ports) {}

  async execute({ actor }: SecurityInput): Promise<Result<SecuritySettings, never>> {
    const repos = this.ports.repos;
    const [factors, recoveryCodesLeft, devices, required] = await Promise.all([
      usableFactors(repos, actor.userId),
      repos.secondFactors.countUnusedRecoveryCodes(actor.userId),
      repos.secondFactors.listDevices(actor.userId, this.ports.clock.now()),
      secondFactorRequired(repos, actor.userId, actor.roles),
    ]);
    const owned = actor.roles.filter((grant) => grant.role === 'owner' && grant.campgroundId !== null);
    const staffRequirements = await Promise.all(
      owned.map(async ({ campgroundId }) => {
        const id = campgroundId ?? '';
        const [campground, staffRequired] = await Promise.all([
          repos.campgrounds.findById(id),
          repos.secondFactors.isStaffRequired(id),
        ]);
        return { campgroundId: id, name: campground?.name ?? id, required: staffRequired };
      }),
    );
    return ok({
      factors,
      recoveryCodesLeft,
      devices,
      required,
      canUseAuthenticator: holdsKeys(actor),
      staffRequirements,
    });
  }
}

/** start-authenticator-setup: a new secret (sealed at rest) and the otpauth address its QR code shows. */
export class StartAuthenticatorSetup {
  constructor(private readonly ports: Ports) {}

  async execute({
    actor,
  }: SecurityInput): Promise<
    Result<{ readonly secret: string; readonly uri: string }, 'FORBIDDEN' | 'CONFLICT'>
  > {
    if (!holdsKeys(actor)) return forMembers();
    const secret = newAuthenticatorSecret(this.ports.random.bytes(20));
    const sealed = await sealSecret(this.ports.config.secondFactorKey, secret, this.ports.random.bytes(12));
    const started = await this.ports.repos.secondFactors.startAuthenticator(
      actor.userId,
      sealed,
      AUTHENTICATOR_APP_LABEL,
      this.ports.clock.now(),
    );
    if (!started) return err('CONFLICT', AUTHENTICATOR_ALREADY_SET_UP);
    const account = (await emailOf(this.ports, actor.userId)) ?? actor.userId;
    return ok({ secret, uri: authenticatorUri(secret, account, this.ports.config.productName) });
  }
}

/**
 * confirm-authenticator-setup: the app's first code confirms it (and uses that code's step). The
 * account's first factor comes with ten recovery codes, shown this once.
 */
export class ConfirmAuthenticatorSetup {
  constructor(private readonly ports: Ports) {}

  async execute(
    input: SecurityInput & { readonly code: string },
  ): Promise<
    Result<
      { readonly recoveryCodes: readonly string[] | null },
      'FORBIDDEN' | 'CONFLICT' | 'INVALID_SECOND_FACTOR'
    >
  > {
    const { actor } = input;
    if (!holdsKeys(actor)) return forMembers();
    const now = this.ports.clock.now();
    const result = await this.ports.unitOfWork.run(async (tx) => {
      const app = await tx.secondFactors.findAuthenticator(actor.userId);
      if (!app) return err('CONFLICT', AUTHENTICATOR_NOT_STARTED);
      if (app.confirmedAt) return err('CONFLICT', AUTHENTICATOR_ALREADY_SET_UP);
      const secret = await openSecret(this.ports.config.secondFactorKey, app.secretSealed);
      const step = secret === null ? null : matchingStep(secret, input.code, now);
      if (step === null || !(await tx.secondFactors.useAuthenticatorStep(app.id, step, now))) {
        return err('INVALID_SECOND_FACTOR', SECOND_FACTOR_CODE_INVALID);
      }
      const others = (await usableFactors(tx, actor.userId)).filter((factor) => factor.id !== app.id);
      const hasCodes = (await tx.secondFactors.countUnusedRecoveryCodes(actor.userId)) > 0;
      const recoveryCodes =
        others.length === 0 || !hasCodes ? await issueRecoveryCodes(tx, this.ports, actor.userId, now) : null;
      const event: SecondFactorEvent = { kind: 'factorAdded', what: AUTHENTICATOR_APP_LABEL };
      await auditSecondFactorEvent(tx, { userId: actor.userId, grants: actor.roles }, now, event, app.id);
      return ok({ recoveryCodes });
    });
    if (result.ok)
      await tell(this.ports, actor.userId, { kind: 'factorAdded', what: AUTHENTICATOR_APP_LABEL });
    return result;
  }
}

/**
 * remove-second-factor: a confirmed factor only with the password or a current code again; refused
 * for a super admin's last factor; the last factor takes the recovery codes along.
 */
export class RemoveSecondFactor {
  constructor(private readonly ports: Ports) {}

  async execute(
    input: SecurityInput & { readonly factorId: string; readonly presence: Presence },
  ): Promise<
    Result<{ readonly removed: true }, 'NOT_FOUND' | 'CONFLICT' | 'REAUTHENTICATION_FAILED' | 'RATE_LIMITED'>
  > {
    const { actor } = input;
    const listed = await this.ports.repos.secondFactors.listFactors(actor.userId);
    const target = listed.find((factor) => factor.id === input.factorId);
    if (!target) return err('NOT_FOUND', SECOND_FACTOR_NOT_FOUND);
    // An app still being set up is no factor yet: starting over needs no proof.
    if (target.confirmedAt) {
      const present = await confirmPresence(this.ports, actor.userId, input.presence);
      if (!present.ok) return present;
    }
    const now = this.ports.clock.now();
    const result = await this.ports.unitOfWork.run(async (tx) => {
      const factor = (await tx.secondFactors.listFactors(actor.userId)).find((f) => f.id === input.factorId);
      if (!factor) return err('NOT_FOUND', SECOND_FACTOR_NOT_FOUND);
      const keepOne = await secondFactorRequired(tx, actor.userId, actor.roles);
      if (!(await tx.secondFactors.removeFactor(actor.userId, factor.id, keepOne))) {
        return err('CONFLICT', SECOND_FACTOR_LAST_REQUIRED);
      }
      if ((await usableFactors(tx, actor.userId)).length === 0) {
        await tx.secondFactors.removeRecoveryCodes(actor.userId);
      }
      const event: SecondFactorEvent = { kind: 'factorRemoved', what: factor.label };
      if (factor.confirmedAt)
        await auditSecondFactorEvent(
          tx,
          { userId: actor.userId, grants: actor.roles },
          now,
          event,
          factor.id,
        );
      return ok({ removed: true as const, event: factor.confirmedAt ? event : null });
    });
    if (!result.ok) return result;
    if (result.value.event) await tell(this.ports, actor.userId, result.value.event);
    return ok({ removed: true });
  }
}

/** regenerate-recovery-codes: with the password or a current code again, ten new codes; the old ones stop working. */
export class RegenerateRecoveryCodes {
  constructor(private readonly ports: Ports) {}

  async execute({
    actor,
    presence,
  }: SecurityInput & { readonly presence: Presence }): Promise<
    Result<
      { readonly recoveryCodes: readonly string[] },
      'CONFLICT' | 'REAUTHENTICATION_FAILED' | 'RATE_LIMITED'
    >
  > {
    if ((await usableFactors(this.ports.repos, actor.userId)).length === 0)
      return err('CONFLICT', RECOVERY_CODES_NEED_FACTOR);
    const present = await confirmPresence(this.ports, actor.userId, presence);
    if (!present.ok) return present;
    return this.ports.unitOfWork.run(async (tx) => {
      if ((await usableFactors(tx, actor.userId)).length === 0)
        return err('CONFLICT', RECOVERY_CODES_NEED_FACTOR);
      return ok({
        recoveryCodes: await issueRecoveryCodes(tx, this.ports, actor.userId, this.ports.clock.now()),
      });
    });
  }
}

/** forget-remembered-device: that device is asked for the second factor again. */
export class ForgetRememberedDevice {
  constructor(private readonly ports: Ports) {}

  async execute(
    input: SecurityInput & { readonly deviceId: string },
  ): Promise<Result<{ readonly forgotten: true }, 'NOT_FOUND'>> {
    const revoked = await this.ports.repos.secondFactors.revokeDevice(
      input.actor.userId,
      input.deviceId,
      this.ports.clock.now(),
    );
    return revoked ? ok({ forgotten: true }) : err('NOT_FOUND', REMEMBERED_DEVICE_NOT_FOUND);
  }
}

/** set-staff-second-factor: the owner requires (or no longer requires) a second factor of the campground's staff. */
export class SetStaffSecondFactor {
  constructor(private readonly ports: Ports) {}

  async execute(
    input: SecurityInput & { readonly campgroundId: string; readonly required: boolean },
  ): Promise<Result<{ readonly required: boolean }, 'FORBIDDEN'>> {
    const { actor, campgroundId, required } = input;
    const owns = actor.roles.some((grant) => grant.role === 'owner' && grant.campgroundId === campgroundId);
    if (!owns) return err('FORBIDDEN', STAFF_REQUIREMENT_OWNER_ONLY);
    const now = this.ports.clock.now();
    await this.ports.unitOfWork.run(async (tx) => {
      const before = await tx.secondFactors.isStaffRequired(campgroundId);
      await tx.secondFactors.setStaffRequired(campgroundId, required, now);
      await audit(tx, actor, now, {
        action: 'set-staff-second-factor',
        campgroundId,
        subjectId: campgroundId,
        before: { staffRequired: before },
        after: { staffRequired: required },
      });
    });
    return ok({ required });
  }
}
