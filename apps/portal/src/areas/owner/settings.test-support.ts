import type { CampgroundCrudData } from '@camppass/client';
import { anOwnerCampground } from './owner-area.test-support';

/** campground-crud's answer for a campground of the owner's list. */
export const settingsOf = (
  fields: Partial<CampgroundCrudData['campground']> = {},
  code: Record<string, unknown> = {},
) => ({
  campground: { ...anOwnerCampground(), terms_conditions_url: null, ...fields },
  settings: {
    code_use_letters: true,
    code_use_numbers: true,
    code_number_min: 1,
    code_number_max: 9999,
    code_length: 8,
    code_prefix: '',
    code_suffix: '',
    code_generate_random_numbers: true,
    code_last_consecutive_number: 0,
    auto_approve_memberships: false,
    allow_member_renewals: true,
    allow_member_extensions: true,
    require_payment_for_renewals: true,
    offer_auto_renewal: true,
    send_welcome_emails: true,
    send_expiration_reminders: true,
    expiration_reminder_days: [30],
    text_color: '#FFFFFF',
    membership_type_desc: null,
    information_desc: null,
    ...code,
  },
  preview: { sampleMembershipCode: 'PIN-ABCD0001', codeStyle: 'combined' },
});
