import type { MembershipStatusTokenRepository } from '../ports/repositories/membership-status-token-repository';
import type { InMemoryStore } from './in-memory-store';

export class InMemoryMembershipStatusTokenRepository implements MembershipStatusTokenRepository {
  constructor(private readonly store: InMemoryStore) {}

  async issue(membershipId: string, token: string, at: Date): Promise<string> {
    const stored = this.store.tables.statusTokens.get(membershipId);
    if (stored !== undefined) return stored;
    await this.replace(membershipId, token, at);
    return token;
  }

  async replace(membershipId: string, token: string, _at: Date): Promise<void> {
    if (!this.store.tables.memberships.has(membershipId)) throw new Error('No membership for a status token');
    for (const [id, existing] of this.store.tables.statusTokens) {
      if (existing === token && id !== membershipId) throw new Error('Status token already in use');
    }
    this.store.tables.statusTokens.set(membershipId, token);
  }

  async findMembershipId(token: string): Promise<string | null> {
    for (const [membershipId, stored] of this.store.tables.statusTokens) {
      if (stored === token) return membershipId;
    }
    return null;
  }
}
