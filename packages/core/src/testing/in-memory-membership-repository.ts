import { err, ok, type Result } from '@camppass/domain';
import type {
  ImportedMembership,
  MembershipFields,
  MembershipImportKey,
  MembershipRecord,
  MembershipRepository,
  NewMembership,
} from '../ports/repositories/membership-repository';
import { InMemoryRoleRepository } from './in-memory-role-repository';
import { findIn, found, normalize, patchRow } from './in-memory-rows';
import { copy, type InMemoryStore, newestFirst } from './in-memory-store';
import { InMemoryUserRepository } from './in-memory-user-repository';

export class InMemoryMembershipRepository implements MembershipRepository {
  constructor(private readonly store: InMemoryStore) {}

  private get rows(): Map<string, MembershipRecord> {
    return this.store.tables.memberships;
  }

  async create(membership: NewMembership): Promise<Result<MembershipRecord, 'MEMBERSHIP_CODE_TAKEN'>> {
    const { tables } = this.store;
    if (!tables.campgrounds.has(membership.campgroundId)) throw new Error('No campground for a membership');
    if (!tables.users.has(membership.memberId)) throw new Error('No member for a membership');
    if (!tables.membershipTypes.has(membership.membershipTypeId)) throw new Error('No type for a membership');
    if (await this.findByCode(membership.campgroundId, membership.membershipCode)) {
      return err('MEMBERSHIP_CODE_TAKEN', 'This membership code is already in use at the campground.');
    }
    const { createdAt, ...fields } = membership;
    const record: MembershipRecord = {
      ...fields,
      disputedAt: fields.disputedAt ?? null,
      source: fields.source ?? 'checkout',
      id: this.store.nextId(),
      createdAt,
      updatedAt: createdAt,
    };
    this.rows.set(record.id, copy(record));
    return ok(copy(record));
  }

  async findById(id: string): Promise<MembershipRecord | null> {
    return found(this.rows.get(id));
  }

  async listByIds(ids: readonly string[]): Promise<MembershipRecord[]> {
    return [...new Set(ids)].flatMap((id) => {
      const row = found(this.rows.get(id));
      return row ? [row] : [];
    });
  }

  /** Transactions over the store run one at a time, so a read is as good as a lock. */
  async findByIdForUpdate(id: string): Promise<MembershipRecord | null> {
    return this.findById(id);
  }

  async findByCode(campgroundId: string, membershipCode: string): Promise<MembershipRecord | null> {
    return findIn(
      this.rows,
      (membership) =>
        membership.campgroundId === campgroundId && membership.membershipCode === membershipCode,
    );
  }

  async listByMember(memberId: string): Promise<MembershipRecord[]> {
    return copy(
      newestFirst([...this.rows.values()].filter((membership) => membership.memberId === memberId)),
    );
  }

  async listByMemberEmail(campgroundId: string, email: string): Promise<MembershipRecord[]> {
    const user = [...this.store.tables.users.values()].find((u) => normalize(u.email) === normalize(email));
    if (!user) return [];
    return copy(
      newestFirst(
        [...this.rows.values()].filter((m) => m.memberId === user.id && m.campgroundId === campgroundId),
      ),
    );
  }

  async listImportKeys(campgroundId: string): Promise<MembershipImportKey[]> {
    const { users } = this.store.tables;
    return [...this.rows.values()]
      .filter((membership) => membership.campgroundId === campgroundId)
      .map((membership) => ({
        email: normalize(users.get(membership.memberId)?.email ?? ''),
        membershipTypeId: membership.membershipTypeId,
        membershipCode: membership.membershipCode,
      }));
  }

  async writeImportBatch(campgroundId: string, rows: readonly ImportedMembership[], at: Date) {
    const users = new InMemoryUserRepository(this.store);
    const roles = new InMemoryRoleRepository(this.store);
    const keys = new Map(
      (await this.listImportKeys(campgroundId)).map((k) => [`${k.email} ${k.membershipTypeId}`, k]),
    );
    const taken = new Set([...keys.values()].map((key) => key.membershipCode));
    // Every code is checked before anything is written, so a refused batch leaves nothing behind.
    for (const row of rows) {
      if (keys.has(`${normalize(row.email)} ${row.membershipTypeId}`)) continue;
      if (taken.has(row.membershipCode)) throw new Error(`Code ${row.membershipCode} is taken`);
      taken.add(row.membershipCode);
    }
    const createdMemberships: MembershipRecord[] = [];
    const redated: MembershipRecord[] = [];
    let updated = 0;
    for (const row of rows) {
      let user = await users.findByEmail(row.email);
      if (!user) {
        const made = await users.create({ email: row.email, passwordHash: null, createdAt: at });
        if (!made.ok) throw new Error('The account appeared during the import');
        user = made.value;
      }
      if (!(await users.findProfile(user.id))) await users.saveProfile(user.id, row.profile, at);
      await roles.grant({ userId: user.id, role: 'member', campgroundId: null, createdAt: at });
      const existing = (await this.listByMemberEmail(campgroundId, row.email)).find(
        (membership) => membership.membershipTypeId === row.membershipTypeId,
      );
      if (existing) {
        const status = existing.status === 'archived' ? {} : { status: row.status };
        const after = await this.update(
          existing.id,
          { startDate: row.startDate, endDate: row.endDate, ...status },
          at,
        );
        updated += 1;
        const moved = existing.startDate !== row.startDate || existing.endDate !== row.endDate;
        if (after && moved) redated.push(after);
        continue;
      }
      const made = await this.create({
        membershipCode: row.membershipCode,
        membershipTypeId: row.membershipTypeId,
        memberId: user.id,
        campgroundId,
        startDate: row.startDate,
        endDate: row.endDate,
        status: row.status,
        paymentStatus: 'paid',
        autoRenewal: false,
        pricePaidCents: 0,
        isMilitaryDiscount: false,
        paymentId: null,
        source: 'imported',
        createdAt: at,
      });
      if (!made.ok) throw new Error(`Code ${row.membershipCode} is taken`);
      createdMemberships.push(made.value);
    }
    return { created: createdMemberships.length, updated, createdMemberships, redated };
  }

  async archive(ids: readonly string[], at: Date): Promise<number> {
    let changed = 0;
    for (const id of new Set(ids)) {
      const row = this.rows.get(id);
      if (!row || row.status === 'archived') continue;
      this.rows.set(id, { ...row, status: 'archived', updatedAt: at });
      changed += 1;
    }
    return changed;
  }

  async update(
    id: string,
    patch: Partial<Omit<MembershipFields, 'membershipCode' | 'memberId' | 'campgroundId'>>,
    at: Date,
  ): Promise<MembershipRecord | null> {
    return patchRow(this.rows, id, patch, at, ['membershipCode', 'memberId', 'campgroundId']);
  }
}
