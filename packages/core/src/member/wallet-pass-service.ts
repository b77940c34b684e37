import { type Err, err, type Ok, ok, type Result } from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import type { MembershipRecord } from '../ports/repositories/membership-repository';
import type { UpdatedWalletPasses } from '../ports/repositories/wallet-registration-repository';
import { type RateLimited, rateLimited } from '../shared/rate-limited';
import { type WalletPassPorts, walletPassOf } from './get-membership-wallet-pass';
import { walletPassTokenHolds } from './wallet-pass-token';

// Apple Wallet's web service for pass updates (docs/decisions/card-at-the-gate.md#wallet-pass-updates):
// a device that holds one of our passes registers for its updates, proving itself with the pass's
// authentication token; when the membership changes we push to the device, which then asks which of
// its passes changed and fetches each again.

type Ports = WalletPassPorts & Pick<CorePorts, 'repos' | 'walletPasses'>;

/** Apple's path names a pass type we do not sign (404), or the token is not the pass's (401). */
type Refusal = 'NOT_FOUND' | 'UNAUTHORIZED';

/** A device's library identifier and push token as Apple sends them: letters, digits and a few marks. */
const DEVICE_ID = /^[A-Za-z0-9._-]{1,128}$/;
const PUSH_TOKEN = /^[A-Za-z0-9._-]{1,256}$/;

/** The pass of `serialNumber` when the path's pass type is ours and `token` is that pass's. */
const passHolder = async (
  ports: Ports,
  pass: { readonly passTypeIdentifier: string; readonly serialNumber: string; readonly token: string },
): Promise<Result<MembershipRecord, Refusal>> => {
  if (pass.passTypeIdentifier !== ports.walletPasses.applePassTypeIdentifier)
    return err('NOT_FOUND', 'No such pass.');
  if (!(await walletPassTokenHolds(ports.config, pass.serialNumber, pass.token)))
    return err('UNAUTHORIZED', 'The pass’s authentication token does not match.');
  const membership = await ports.repos.memberships.findById(pass.serialNumber);
  return membership ? ok(membership) : err('NOT_FOUND', 'No such pass.');
};

interface DevicePass {
  readonly passTypeIdentifier: string;
  readonly serialNumber: string;
  /** From `Authorization: ApplePass {token}`. */
  readonly token: string;
  readonly deviceId: string;
}

/** A device registers for a pass's updates; `created` is false when it already was (its push token replaced). */
export class RegisterWalletDevice {
  constructor(private readonly ports: Ports) {}

  async execute(
    input: DevicePass & { readonly pushToken: string },
  ): Promise<Result<{ readonly created: boolean }, Refusal | 'INVALID'>> {
    const holder = await passHolder(this.ports, input);
    if (!holder.ok) return holder;
    if (!DEVICE_ID.test(input.deviceId) || !PUSH_TOKEN.test(input.pushToken))
      return err('INVALID', 'The device identifier or push token is malformed.');
    const created = await this.ports.repos.walletRegistrations.register(
      {
        wallet: 'apple',
        deviceId: input.deviceId,
        pushToken: input.pushToken,
        membershipId: holder.value.id,
      },
      this.ports.clock.now(),
    );
    return ok({ created });
  }
}

/** A device no longer wants a pass's updates (the pass was removed from Wallet). */
export class UnregisterWalletDevice {
  constructor(private readonly ports: Ports) {}

  async execute(input: DevicePass): Promise<Result<{ readonly removed: boolean }, Refusal>> {
    const holder = await passHolder(this.ports, input);
    if (!holder.ok) return holder;
    const removed = await this.ports.repos.walletRegistrations.unregister({
      wallet: 'apple',
      deviceId: input.deviceId,
      membershipId: holder.value.id,
    });
    return ok({ removed });
  }
}

/**
 * The device's passes of our type that changed since its last tag (Apple sends no token here: the
 * device library identifier, known only to the device and us, is the key); `null` when none did.
 */
export class ListUpdatedWalletPasses {
  constructor(private readonly ports: Pick<CorePorts, 'repos' | 'walletPasses'>) {}

  async execute(input: {
    readonly passTypeIdentifier: string;
    readonly deviceId: string;
    readonly passesUpdatedSince: string | null;
  }): Promise<Result<UpdatedWalletPasses | null, 'NOT_FOUND'>> {
    if (input.passTypeIdentifier !== this.ports.walletPasses.applePassTypeIdentifier)
      return err('NOT_FOUND', 'No such pass.');
    if (!DEVICE_ID.test(input.deviceId)) return ok(null);
    return ok(
      await this.ports.repos.walletRegistrations.updatedSince(input.deviceId, input.passesUpdatedSince),
    );
  }
}

/** HTTP dates carry whole seconds: a pass changed within the second of `since` is not newer than it. */
const changedSince = (updatedAt: Date, since: Date | null) =>
  since === null ||
  Number.isNaN(since.getTime()) ||
  Math.floor(updatedAt.getTime() / 1000) * 1000 > since.getTime();

/** The pass as it stands now, for a device holding it; `notModified` when it has not changed since `ifModifiedSince`. */
export class GetLatestWalletPass {
  constructor(private readonly ports: Ports) {}

  async execute(input: {
    readonly passTypeIdentifier: string;
    readonly serialNumber: string;
    readonly token: string;
    readonly ifModifiedSince: Date | null;
  }): Promise<
    Result<
      | { readonly notModified: true; readonly lastModified: Date }
      | { readonly notModified: false; readonly lastModified: Date; readonly pkpass: Uint8Array },
      Refusal
    >
  > {
    const holder = await passHolder(this.ports, input);
    if (!holder.ok) return holder;
    const lastModified = holder.value.updatedAt;
    if (!changedSince(lastModified, input.ifModifiedSince)) return ok({ notModified: true, lastModified });
    const pass = await walletPassOf(this.ports, holder.value.memberId, holder.value.id);
    if (!pass.ok) return err('NOT_FOUND', 'No such pass.');
    const pkpass = await this.ports.walletPasses.applePass(pass.value.content);
    return ok({ notModified: false, lastModified, pkpass });
  }
}

/** What of a device's log is kept: Wallet reports why an update failed, a few lines at a time. */
const LOG_POLICY = { lines: 20, characters: 500, perAddress: { limit: 30, windowSeconds: 60 * 60 } } as const;

/**
 * The lines a device logs (Apple sends no token here), to keep as warnings: at most 20 of 500
 * characters a call, and 30 calls an hour from one address, so nobody fills the server's log.
 */
export class AcceptWalletLog {
  constructor(private readonly ports: Pick<CorePorts, 'rateLimiter'>) {}

  async execute(input: {
    readonly clientKey: string;
    readonly logs: unknown;
  }): Promise<Ok<{ readonly lines: readonly string[] }> | Err<'INVALID'> | RateLimited> {
    const lines = Array.isArray(input.logs) ? input.logs.filter((line) => typeof line === 'string') : [];
    if (lines.length === 0) return err('INVALID', 'The log has no lines.');
    const { limit, windowSeconds } = LOG_POLICY.perAddress;
    const decision = await this.ports.rateLimiter.hit(
      `wallet-log:ip:${input.clientKey}`,
      limit,
      windowSeconds,
    );
    if (!decision.allowed) return rateLimited(decision.retryAfterSeconds);
    return ok({
      lines: lines.slice(0, LOG_POLICY.lines).map((line) => line.slice(0, LOG_POLICY.characters)),
    });
  }
}
