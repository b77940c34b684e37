import type {
  AuthenticatorRecord,
  RememberedDeviceRecord,
  SecondFactorRecord,
  SecondFactorRepository,
  SecondStepChallengeRecord,
} from '../ports/repositories/second-factor-repository';
import { findIn } from './in-memory-rows';
import { copy, type InMemoryStore, newestFirst, oldestFirst } from './in-memory-store';

const isAuthenticator = (factor: SecondFactorRecord): factor is AuthenticatorRecord => factor.kind === 'totp';

const withoutSecret = (factor: SecondFactorRecord): SecondFactorRecord => ({
  id: factor.id,
  userId: factor.userId,
  kind: factor.kind,
  label: factor.label,
  confirmedAt: factor.confirmedAt,
  createdAt: factor.createdAt,
  lastUsedAt: factor.lastUsedAt,
});

const withoutToken = ({ tokenHash: _, ...device }: RememberedDeviceRecord & { readonly tokenHash: string }) =>
  device;

export class InMemorySecondFactorRepository implements SecondFactorRepository {
  constructor(private readonly store: InMemoryStore) {}

  private get tables() {
    return this.store.tables;
  }

  async listFactors(userId: string): Promise<SecondFactorRecord[]> {
    return oldestFirst([...this.tables.secondFactors.values()].filter((f) => f.userId === userId)).map(
      withoutSecret,
    );
  }

  async startAuthenticator(
    userId: string,
    secretSealed: string,
    label: string,
    at: Date,
  ): Promise<AuthenticatorRecord | null> {
    const existing = await this.findAuthenticator(userId);
    if (existing?.confirmedAt) return null;
    if (existing) this.tables.secondFactors.delete(existing.id);
    const record: AuthenticatorRecord = {
      id: this.store.nextId(),
      userId,
      kind: 'totp',
      label,
      secretSealed,
      lastUsedStep: null,
      confirmedAt: null,
      createdAt: at,
      lastUsedAt: null,
    };
    this.tables.secondFactors.set(record.id, copy(record));
    return copy(record);
  }

  async findAuthenticator(userId: string): Promise<AuthenticatorRecord | null> {
    const found = [...this.tables.secondFactors.values()].find(
      (f) => f.userId === userId && isAuthenticator(f),
    );
    return found && isAuthenticator(found) ? copy(found) : null;
  }

  async useAuthenticatorStep(factorId: string, step: number, at: Date): Promise<boolean> {
    const factor = this.tables.secondFactors.get(factorId);
    if (!factor || !isAuthenticator(factor)) return false;
    if (factor.lastUsedStep !== null && factor.lastUsedStep >= step) return false;
    this.tables.secondFactors.set(factorId, {
      ...factor,
      lastUsedStep: step,
      lastUsedAt: at,
      confirmedAt: factor.confirmedAt ?? at,
    });
    return true;
  }

  async removeFactor(userId: string, factorId: string, keepOne: boolean): Promise<boolean> {
    const factor = this.tables.secondFactors.get(factorId);
    if (!factor || factor.userId !== userId) return false;
    const confirmed = [...this.tables.secondFactors.values()].filter(
      (f) => f.userId === userId && f.confirmedAt,
    );
    if (keepOne && factor.confirmedAt && confirmed.length <= 1) return false;
    this.tables.secondFactors.delete(factorId);
    return true;
  }

  async replaceRecoveryCodes(userId: string, codeHashes: readonly string[], _at: Date): Promise<void> {
    this.tables.recoveryCodes = [
      ...this.tables.recoveryCodes.filter((code) => code.userId !== userId),
      ...codeHashes.map((codeHash) => ({ userId, codeHash, usedAt: null })),
    ];
  }

  async useRecoveryCode(userId: string, codeHash: string, at: Date): Promise<boolean> {
    const code = this.tables.recoveryCodes.find(
      (c) => c.userId === userId && c.codeHash === codeHash && c.usedAt === null,
    );
    if (!code) return false;
    code.usedAt = at;
    return true;
  }

  async countUnusedRecoveryCodes(userId: string): Promise<number> {
    return this.tables.recoveryCodes.filter((c) => c.userId === userId && c.usedAt === null).length;
  }

  async removeRecoveryCodes(userId: string): Promise<void> {
    this.tables.recoveryCodes = this.tables.recoveryCodes.filter((code) => code.userId !== userId);
  }

  async createChallenge(
    challenge: Omit<SecondStepChallengeRecord, 'id' | 'usedAt'>,
  ): Promise<SecondStepChallengeRecord> {
    const record: SecondStepChallengeRecord = { ...challenge, id: this.store.nextId(), usedAt: null };
    this.tables.secondStepChallenges.set(record.id, copy(record));
    return copy(record);
  }

  async findChallenge(tokenHash: string): Promise<SecondStepChallengeRecord | null> {
    return findIn(this.tables.secondStepChallenges, (c) => c.tokenHash === tokenHash);
  }

  async useChallenge(id: string, at: Date): Promise<boolean> {
    const challenge = this.tables.secondStepChallenges.get(id);
    if (!challenge || challenge.usedAt || challenge.expiresAt <= at) return false;
    this.tables.secondStepChallenges.set(id, { ...challenge, usedAt: at });
    return true;
  }

  async rememberDevice(
    device: Omit<RememberedDeviceRecord, 'id' | 'lastUsedAt' | 'revokedAt'> & { readonly tokenHash: string },
  ): Promise<RememberedDeviceRecord> {
    const record = { ...device, id: this.store.nextId(), lastUsedAt: null, revokedAt: null };
    this.tables.rememberedDevices.set(record.id, copy(record));
    return withoutToken(copy(record));
  }

  async findDevice(tokenHash: string): Promise<RememberedDeviceRecord | null> {
    const found = findIn(this.tables.rememberedDevices, (d) => d.tokenHash === tokenHash);
    return found ? withoutToken(found) : null;
  }

  async listDevices(userId: string, at: Date): Promise<RememberedDeviceRecord[]> {
    const live = [...this.tables.rememberedDevices.values()].filter(
      (d) => d.userId === userId && !d.revokedAt && d.expiresAt > at,
    );
    return newestFirst(live).map((d) => withoutToken(copy(d)));
  }

  async touchDevice(id: string, at: Date): Promise<void> {
    const device = this.tables.rememberedDevices.get(id);
    if (device) this.tables.rememberedDevices.set(id, { ...device, lastUsedAt: at });
  }

  async revokeDevice(userId: string, deviceId: string, at: Date): Promise<boolean> {
    const device = this.tables.rememberedDevices.get(deviceId);
    if (!device || device.userId !== userId || device.revokedAt || device.expiresAt <= at) return false;
    this.tables.rememberedDevices.set(deviceId, { ...device, revokedAt: at });
    return true;
  }

  async staffRequiredFor(userId: string): Promise<boolean> {
    return this.tables.roles.some(
      (grant) =>
        grant.userId === userId &&
        grant.role === 'staff' &&
        grant.campgroundId !== null &&
        this.tables.staffSecondFactor.has(grant.campgroundId),
    );
  }

  async isStaffRequired(campgroundId: string): Promise<boolean> {
    return this.tables.staffSecondFactor.has(campgroundId);
  }

  async setStaffRequired(campgroundId: string, required: boolean, _at: Date): Promise<void> {
    if (required) this.tables.staffSecondFactor.add(campgroundId);
    else this.tables.staffSecondFactor.delete(campgroundId);
  }
}
