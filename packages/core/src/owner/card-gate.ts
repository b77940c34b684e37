import {
  CAMPGROUND_NOT_FOUND,
  type CardPassRevocation,
  type Err,
  err,
  GATE_MEMBERSHIP_NOT_FOUND,
  GATE_STAFF_ONLY,
  ok,
  type Result,
} from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import type { Page } from '../ports/list';
import type { CheckInRecord, CheckInRow } from '../ports/repositories/check-in-repository';
import { newCardSigningKey, signingKeyOf } from '../shared/card-pass-keys';
import type { Principal } from '../shared/principal';
import { mayAct, refusal } from './owner-access';

// The gate scanner's functions (docs/decisions/card-at-the-gate.md#who-works-the-gate): the keys and
// revocations it keeps offline and the check-ins it records are for the campground's owner and staff
// only; the log is read by whoever may view the campground.

type GatePorts = Pick<CorePorts, 'repos' | 'clock' | 'config'>;

/** The refusal for a caller who is not the campground's owner or staff, or null. */
export const gateRefusal = (actor: Principal, campgroundId: string): Err<'FORBIDDEN'> | null =>
  actor.roles.some(
    (grant) => (grant.role === 'owner' || grant.role === 'staff') && grant.campgroundId === campgroundId,
  )
    ? null
    : err('FORBIDDEN', GATE_STAFF_ONLY);

export interface GateKey {
  readonly keyId: string;
  readonly publicKey: string;
  readonly retiredAt: Date | null;
}

/** get-card-pass-keys: every public key of the campground (its signing key made now if it has none). */
export class GetCardPassKeys {
  constructor(private readonly ports: GatePorts) {}

  async execute(input: {
    readonly actor: Principal;
    readonly campgroundId: string;
  }): Promise<Result<GateKey[], 'FORBIDDEN'>> {
    const refused = gateRefusal(input.actor, input.campgroundId);
    if (refused) return refused;
    await signingKeyOf(this.ports.repos, this.ports.config, input.campgroundId, this.ports.clock.now());
    const keys = await this.ports.repos.cardKeys.listByCampground(input.campgroundId);
    return ok(keys.map(({ keyId, publicKey, retiredAt }) => ({ keyId, publicKey, retiredAt })));
  }
}

/** get-card-revocations: memberships cancelled or archived from `since` on (all when absent). */
export class GetCardRevocations {
  constructor(private readonly ports: GatePorts) {}

  async execute(input: {
    readonly actor: Principal;
    readonly campgroundId: string;
    readonly since: Date | null;
  }): Promise<Result<{ revocations: CardPassRevocation[]; asOf: Date }, 'FORBIDDEN'>> {
    const refused = gateRefusal(input.actor, input.campgroundId);
    if (refused) return refused;
    const asOf = this.ports.clock.now();
    const revocations = await this.ports.repos.checkIns.revocationsSince(
      input.campgroundId,
      input.since ?? new Date(0),
    );
    return ok({ revocations, asOf });
  }
}

export interface RecordedCheckIn {
  readonly checkIn: CheckInRecord;
  /** False when this client id was recorded before (a retry or a second send of the offline queue). */
  readonly created: boolean;
  readonly memberName: string;
  readonly membershipTypeName: string;
}

/**
 * record-check-in: the visit, once per client-made id. The time is the scanner's (it may have been
 * offline), never later than the server's now.
 */
export class RecordCheckIn {
  constructor(private readonly ports: GatePorts) {}

  async execute(input: {
    readonly actor: Principal;
    readonly campgroundId: string;
    readonly clientId: string;
    readonly membershipId: string;
    readonly device: string;
    readonly checkedAt: Date | null;
  }): Promise<Result<RecordedCheckIn, 'FORBIDDEN' | 'NOT_FOUND'>> {
    const refused = gateRefusal(input.actor, input.campgroundId);
    if (refused) return refused;
    const member = await this.ports.repos.ownerMembers.findMember(input.membershipId);
    if (!member || member.campgroundId !== input.campgroundId)
      return err('NOT_FOUND', GATE_MEMBERSHIP_NOT_FOUND);
    const now = this.ports.clock.now();
    const checkedAt = input.checkedAt && input.checkedAt.getTime() < now.getTime() ? input.checkedAt : now;
    const { checkIn, created } = await this.ports.repos.checkIns.record({
      clientId: input.clientId,
      campgroundId: input.campgroundId,
      membershipId: member.id,
      checkedBy: input.actor.userId,
      device: input.device,
      checkedAt,
      recordedAt: now,
    });
    return ok({
      checkIn,
      created,
      memberName: `${member.profile.firstName} ${member.profile.lastName}`.trim() || member.email,
      membershipTypeName: member.membershipTypeName,
    });
  }
}

/** list-check-ins: the campground's check-ins, newest first, between dates, optionally of one membership. */
export class ListCheckIns {
  constructor(private readonly ports: GatePorts) {}

  async execute(input: {
    readonly actor: Principal;
    readonly campgroundId: string;
    readonly from: Date | null;
    readonly to: Date | null;
    readonly membershipId: string | null;
    readonly page: number;
    readonly pageSize: number;
  }): Promise<Result<Page<CheckInRow>, 'FORBIDDEN'>> {
    if (!mayAct(input.actor, input.campgroundId, 'view')) return err('FORBIDDEN', GATE_STAFF_ONLY);
    const { campgroundId, from, to, membershipId } = input;
    return ok(
      await this.ports.repos.checkIns.list(
        { campgroundId, from, to, membershipId },
        input.page,
        input.pageSize,
      ),
    );
  }
}

/**
 * rotate-card-signing-key: a new key signs the campground's passes from now on; the old one is kept,
 * retired, so the passes it signed stay valid until their own end date
 * (docs/decisions/card-at-the-gate.md#rotating-the-signing-key). The owner's (or a super admin's) only.
 */
export class RotateCardSigningKey {
  constructor(private readonly ports: Pick<CorePorts, 'unitOfWork' | 'clock' | 'config'>) {}

  async execute(input: {
    readonly actor: Principal;
    readonly campgroundId: string;
  }): Promise<Result<GateKey[], 'FORBIDDEN' | 'NOT_FOUND'>> {
    const refused = refusal(input.actor, input.campgroundId, 'manage');
    if (refused) return refused;
    const now = this.ports.clock.now();
    const key = await newCardSigningKey(this.ports.config, input.campgroundId, now);
    return this.ports.unitOfWork.run(async (repos) => {
      if (!(await repos.campgrounds.findById(input.campgroundId)))
        return err('NOT_FOUND', CAMPGROUND_NOT_FOUND);
      await repos.cardKeys.rotate(key);
      const keys = await repos.cardKeys.listByCampground(input.campgroundId);
      return ok(keys.map(({ keyId, publicKey, retiredAt }) => ({ keyId, publicKey, retiredAt })));
    });
  }
}
