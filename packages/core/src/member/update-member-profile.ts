import {
  calendarDate,
  err,
  ok,
  type ProfileUpdate,
  type Result,
  type VALIDATION_ERROR,
  validateProfileUpdate,
} from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import type { ProfileFields, ProfileRecord } from '../ports/repositories/user-repository';
import type { Principal } from '../shared/principal';
import { actAsMember } from './member-access';
import { PROFILE_NOT_FOUND_MESSAGE } from './policy';

export interface ProfileUpdated {
  readonly profile: ProfileRecord;
  /** The backend names of the fields the update carried (02 §7 `updatedFields`). */
  readonly updatedFields: readonly (keyof ProfileUpdate)[];
}

const FIELD: Readonly<Record<keyof ProfileUpdate, keyof ProfileFields>> = {
  first_name: 'firstName',
  last_name: 'lastName',
  phone: 'phone',
  date_of_birth: 'dateOfBirth',
  street_address: 'streetAddress',
  city: 'city',
  state_province: 'stateProvince',
  postal_code: 'postalCode',
  country: 'country',
  special_requests: 'specialRequests',
};

const toPatch = (update: ProfileUpdate): Partial<ProfileFields> =>
  Object.fromEntries(
    (Object.entries(update) as [keyof ProfileUpdate, string][]).map(([field, value]) => [
      FIELD[field],
      // Stryker disable next-line ConditionalExpression: equivalent, the date was validated above and calendarDate only types it
      field === 'date_of_birth' ? calendarDate(value) : value,
    ]),
  );

/**
 * PATCH update-profile (02 §5, §7): the profile rules enforced on the server as in the form. Blank
 * values are dropped; nothing left is refused ('No valid data provided for update'); the e-mail and
 * every field that is not the member's to edit are ignored, so they never change.
 */
export class UpdateMemberProfile {
  constructor(private readonly ports: Pick<CorePorts, 'unitOfWork' | 'clock'>) {}

  async execute(input: {
    readonly caller: Principal;
    readonly body: Readonly<Record<string, unknown>>;
  }): Promise<
    Result<ProfileUpdated, 'FORBIDDEN' | 'PROFILE_NOT_FOUND' | 'NO_VALID_DATA' | typeof VALIDATION_ERROR>
  > {
    const member = actAsMember(input.caller);
    if (!member.ok) return member;
    const update = validateProfileUpdate(input.body);
    if (!update.ok) return update;
    const profile = await this.ports.unitOfWork.run((repos) =>
      repos.users.updateProfile(member.value, toPatch(update.value), this.ports.clock.now()),
    );
    if (!profile) return err('PROFILE_NOT_FOUND', PROFILE_NOT_FOUND_MESSAGE);
    return ok({ profile, updatedFields: Object.keys(update.value) as (keyof ProfileUpdate)[] });
  }
}
