import { API_KEY_OWNER_REQUIRED, type Err, err } from '@camppass/domain';
import type { Principal } from '../shared/principal';

/** What a partner key starts with, so it is recognised in a configuration file or a leaked paste. */
export const API_KEY_PREFIX = 'cpk_';
/** Characters of the key kept for display: the marker and 8 of its at least 128 random bits. */
export const API_KEY_VISIBLE_LENGTH = API_KEY_PREFIX.length + 8;

/** Only the owner of the campground manages its keys: not its staff, not a super admin. */
export const ownsCampground = (actor: Principal, campgroundId: string): boolean =>
  actor.roles.some((grant) => grant.role === 'owner' && grant.campgroundId === campgroundId);

export const ownerRequired = (): Err<'FORBIDDEN'> => err('FORBIDDEN', API_KEY_OWNER_REQUIRED);

export interface ApiKeyInput {
  readonly actor: Principal;
  readonly campgroundId: string;
}
