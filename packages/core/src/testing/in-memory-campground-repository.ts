import { err, isExpiringSoon, ok, type Result, todayInZone } from '@camppass/domain';
import {
  CAMPGROUND_DEFAULTS,
  CAMPGROUND_SETTINGS_DEFAULTS,
  type CampgroundFields,
  type CampgroundRecord,
  type CampgroundRepository,
  type CampgroundSettingsFields,
  type CampgroundSettingsRecord,
  type NewCampground,
  type OwnerStatsFigures,
} from '../ports/repositories/campground-repository';
import { defined, found, patchRow } from './in-memory-rows';
import { copy, type InMemoryStore } from './in-memory-store';

export class InMemoryCampgroundRepository implements CampgroundRepository {
  constructor(private readonly store: InMemoryStore) {}

  private slugTaken(slug: string, exceptId?: string): boolean {
    return [...this.store.tables.campgrounds.values()].some(
      (row) => row.slug === slug && row.id !== exceptId,
    );
  }

  async create(campground: NewCampground): Promise<Result<CampgroundRecord, 'SLUG_TAKEN'>> {
    if (this.slugTaken(campground.slug)) return err('SLUG_TAKEN', 'This slug is already in use.');
    const { createdAt, ...fields } = campground;
    const record: CampgroundRecord = {
      ...CAMPGROUND_DEFAULTS,
      ...defined(fields),
      name: fields.name,
      slug: fields.slug,
      id: this.store.nextId(),
      createdAt,
      updatedAt: createdAt,
    };
    this.store.tables.campgrounds.set(record.id, copy(record));
    this.store.tables.settings.set(record.id, {
      ...CAMPGROUND_SETTINGS_DEFAULTS,
      campgroundId: record.id,
      updatedAt: createdAt,
    });
    return ok(copy(record));
  }

  private get listed(): CampgroundRecord[] {
    return [...this.store.tables.campgrounds.values()].filter(
      (row) => !this.store.tables.removedCampgrounds.has(row.id),
    );
  }

  async findById(id: string): Promise<CampgroundRecord | null> {
    return this.store.tables.removedCampgrounds.has(id) ? null : found(this.store.tables.campgrounds.get(id));
  }

  async findBySlug(slug: string): Promise<CampgroundRecord | null> {
    return found(this.listed.find((campground) => campground.slug === slug));
  }

  async listByOwner(ownerId: string): Promise<CampgroundRecord[]> {
    const owned = this.listed.filter((row) => row.ownerId === ownerId);
    return copy(owned.sort((a, b) => a.name.localeCompare(b.name)));
  }

  async listActive(): Promise<CampgroundRecord[]> {
    return copy(
      this.listed
        .filter((campground) => campground.status === 'active')
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
    );
  }

  async listByIds(ids: readonly string[]): Promise<CampgroundRecord[]> {
    const wanted = new Set(ids);
    const compare = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
    const byName = (a: CampgroundRecord, b: CampgroundRecord) =>
      compare(a.name.toLowerCase(), b.name.toLowerCase()) || compare(a.name, b.name) || compare(a.id, b.id);
    return copy(this.listed.filter((row) => wanted.has(row.id)).sort(byName));
  }

  async ownerStats(
    ids: readonly string[],
    now: Date,
    expiringWithinDays: number,
  ): Promise<OwnerStatsFigures> {
    const active = new Map(
      this.listed
        .filter((row) => ids.includes(row.id) && row.status === 'active')
        .map((row) => [row.id, row]),
    );
    const memberships = [...this.store.tables.memberships.values()].filter(
      (row) => active.has(row.campgroundId) && row.status !== 'archived',
    );
    const current = memberships.filter((row) => {
      const today = todayInZone(now, active.get(row.campgroundId)?.timeZone);
      return row.status === 'active' && row.endDate >= today;
    });
    const expiring = current.filter((row) => {
      const today = todayInZone(now, active.get(row.campgroundId)?.timeZone);
      return isExpiringSoon({ status: 'active', endDate: row.endDate }, today, expiringWithinDays);
    });
    const revenue = [...this.store.tables.payments.values()]
      .filter((row) => row.campgroundId !== null && active.has(row.campgroundId))
      .filter((row) => row.status === 'succeeded' && !row.refunded)
      .reduce((sum, row) => sum + row.amountCents - (row.refundedCents ?? 0), 0);
    return {
      totalCampgrounds: active.size,
      totalMemberships: memberships.length,
      activeMemberships: current.length,
      expiringMemberships: expiring.length,
      totalRevenueCents: revenue,
    };
  }

  async update(
    id: string,
    patch: Partial<CampgroundFields>,
    at: Date,
  ): Promise<Result<CampgroundRecord | null, 'SLUG_TAKEN'>> {
    if (patch.slug !== undefined && this.slugTaken(patch.slug, id)) {
      return err('SLUG_TAKEN', 'This slug is already in use.');
    }
    if (this.store.tables.removedCampgrounds.has(id)) return ok(null);
    return ok(patchRow(this.store.tables.campgrounds, id, patch, at));
  }

  async remove(id: string, at: Date): Promise<CampgroundRecord | null> {
    const row = await this.findById(id);
    if (row) this.store.tables.removedCampgrounds.set(id, at);
    return row;
  }

  async setOwnerIfUnowned(id: string, ownerId: string, at: Date): Promise<boolean> {
    const row = this.store.tables.campgrounds.get(id);
    if (!row || row.ownerId !== null || this.store.tables.removedCampgrounds.has(id)) return false;
    this.store.tables.campgrounds.set(id, { ...row, ownerId, updatedAt: at });
    return true;
  }

  async findSettings(campgroundId: string): Promise<CampgroundSettingsRecord | null> {
    return found(this.store.tables.settings.get(campgroundId));
  }

  async updateSettings(
    campgroundId: string,
    patch: Partial<CampgroundSettingsFields>,
    at: Date,
  ): Promise<CampgroundSettingsRecord | null> {
    return patchRow(this.store.tables.settings, campgroundId, patch, at);
  }

  async claimConsecutiveCodeNumber(campgroundId: string, at: Date): Promise<number | null> {
    const settings = this.store.tables.settings.get(campgroundId);
    if (!settings) return null;
    const next = settings.codeLastConsecutiveNumber + 1;
    const claimed =
      next < settings.codeNumberMin || next > settings.codeNumberMax ? settings.codeNumberMin : next;
    this.store.tables.settings.set(campgroundId, {
      ...settings,
      codeLastConsecutiveNumber: claimed,
      updatedAt: at,
    });
    return claimed;
  }
}
