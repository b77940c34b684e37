import type {
  PasskeyRecord,
  PasskeyRepository,
  WebauthnChallengeRecord,
  WebauthnPurpose,
} from '../ports/repositories/passkey-repository';
import type { SecondFactorRecord } from '../ports/repositories/second-factor-repository';
import { copy, type InMemoryStore, oldestFirst } from './in-memory-store';

const isPasskey = (factor: SecondFactorRecord): factor is PasskeyRecord => factor.kind === 'passkey';

export class InMemoryPasskeyRepository implements PasskeyRepository {
  constructor(private readonly store: InMemoryStore) {}

  private get tables() {
    return this.store.tables;
  }

  async addPasskey(
    passkey: Omit<PasskeyRecord, 'id' | 'kind' | 'confirmedAt' | 'lastUsedAt'>,
  ): Promise<PasskeyRecord | null> {
    if (await this.findPasskey(passkey.credentialId)) return null;
    const record: PasskeyRecord = {
      ...passkey,
      id: this.store.nextId(),
      kind: 'passkey',
      confirmedAt: passkey.createdAt,
      lastUsedAt: null,
    };
    this.tables.secondFactors.set(record.id, copy(record));
    return copy(record);
  }

  async findPasskey(credentialId: string): Promise<PasskeyRecord | null> {
    const found = [...this.tables.secondFactors.values()].find(
      (f) => isPasskey(f) && f.credentialId === credentialId,
    );
    return found && isPasskey(found) ? copy(found) : null;
  }

  async listPasskeys(userId: string): Promise<PasskeyRecord[]> {
    return oldestFirst(
      [...this.tables.secondFactors.values()].filter(
        (f): f is PasskeyRecord => isPasskey(f) && f.userId === userId,
      ),
    ).map(copy);
  }

  async usePasskey(factorId: string, signCount: number, at: Date): Promise<boolean> {
    const factor = this.tables.secondFactors.get(factorId);
    if (!factor || !isPasskey(factor)) return false;
    const forward = signCount > factor.signCount || (signCount === 0 && factor.signCount === 0);
    if (!forward) return false;
    this.tables.secondFactors.set(factorId, { ...factor, signCount, lastUsedAt: at });
    return true;
  }

  async createWebauthnChallenge(
    challenge: Omit<WebauthnChallengeRecord, 'id' | 'usedAt'>,
  ): Promise<WebauthnChallengeRecord> {
    const record: WebauthnChallengeRecord = { ...challenge, id: this.store.nextId(), usedAt: null };
    this.tables.webauthnChallenges.set(record.id, copy(record));
    return copy(record);
  }

  async useWebauthnChallenge(
    challengeHash: string,
    purpose: WebauthnPurpose,
    at: Date,
  ): Promise<WebauthnChallengeRecord | null> {
    const found = [...this.tables.webauthnChallenges.values()].find(
      (c) => c.challengeHash === challengeHash && c.purpose === purpose,
    );
    if (!found || found.usedAt || found.expiresAt <= at) return null;
    const used = { ...found, usedAt: at };
    this.tables.webauthnChallenges.set(found.id, used);
    return copy(used);
  }
}
