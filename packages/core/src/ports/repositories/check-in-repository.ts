import type { CardPassRevocation } from '@camppass/domain';
import type { Page } from '../list';

/** A visit the gate scanner recorded: which membership, who checked it in, when, on which device. */
export interface CheckInRecord {
  readonly id: string;
  /** Made by the scanner, so a check-in sent twice (offline queue, retries) is recorded once. */
  readonly clientId: string;
  readonly campgroundId: string;
  readonly membershipId: string;
  readonly checkedBy: string | null;
  readonly device: string;
  /** When the scanner checked the member in (it may have been offline). */
  readonly checkedAt: Date;
  /** When the server received it. */
  readonly recordedAt: Date;
}

/** A check-in with the names the log shows. */
export interface CheckInRow extends CheckInRecord {
  readonly membershipCode: string;
  readonly memberName: string;
  readonly membershipTypeName: string;
  readonly checkedByEmail: string | null;
}

export interface CheckInFilter {
  readonly campgroundId: string;
  /** Checked in at or after. */
  readonly from: Date | null;
  /** Checked in before. */
  readonly to: Date | null;
  readonly membershipId: string | null;
}

export interface CheckInRepository {
  /** Records the check-in once per (campground, client id): a second call answers the first's row. */
  record(
    checkIn: Omit<CheckInRecord, 'id'>,
  ): Promise<{ readonly checkIn: CheckInRecord; readonly created: boolean }>;
  /** The campground's check-ins, newest first, one page of them. */
  list(filter: CheckInFilter, page: number, pageSize: number): Promise<Page<CheckInRow>>;
  /** When each of the memberships was last checked in (one read); those never checked in are absent. */
  lastVisits(membershipIds: readonly string[]): Promise<Map<string, Date>>;
  /**
   * The campground's memberships cancelled (refunds cancel too) or archived from `since` on, for the
   * scanner's revocation list.
   */
  revocationsSince(campgroundId: string, since: Date): Promise<CardPassRevocation[]>;
}
