import {
  AUTO_RENEWAL_WORDS,
  REMINDER_DAYS_OUT_OF_RANGE,
  SETTINGS_MILITARY_PERCENTAGE_OUT_OF_RANGE,
  SETTINGS_SAVED,
  CAMPGROUND_SETTINGS_WORDS as WORDS,
} from '@camppass/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openOwner } from './owner-area.test-support';
import { settingsOf } from './settings.test-support';

const answer = (data: unknown): [number, unknown] => [200, { success: true, data }];
const noKeys = () => answer({ apiKeys: [] });

describe('Settings tab: workflow, e-mails and page texts', () => {
  it('changes every switch, the reminder days and the page texts, and saves them', async () => {
    let saved: Record<string, unknown> | null = null;
    const { user } = openOwner('settings', {
      'campground-crud': (body) => {
        if (body === undefined) return answer(settingsOf());
        saved = body as Record<string, unknown>;
        return answer(settingsOf({}, { send_expiration_reminders: false, expiration_reminder_days: [7, 1] }));
      },
      'list-api-keys': noKeys,
    });
    for (const title of [WORDS.workflowCard, WORDS.emailsCard, WORDS.pageTextsCard]) {
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: WORDS.reminderDays })).toHaveValue('30');
    expect(screen.getByRole('switch', { name: WORDS.autoApprove })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: WORDS.sendReminders })).toBeChecked();
    expect(screen.getByRole('switch', { name: AUTO_RENEWAL_WORDS.ownerOffer })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Edit Settings' }));
    for (const label of [
      WORDS.autoApprove,
      WORDS.allowRenewals,
      WORDS.allowExtensions,
      WORDS.requirePaymentForRenewals,
      AUTO_RENEWAL_WORDS.ownerOffer,
      WORDS.sendWelcome,
    ]) {
      await user.click(screen.getByRole('switch', { name: label }));
    }
    const days = screen.getByRole('textbox', { name: WORDS.reminderDays });
    await user.clear(days);
    await user.type(days, '7, 1');
    await user.click(screen.getByRole('switch', { name: WORDS.sendReminders }));
    expect(days).toBeDisabled();
    const title = screen.getByRole('textbox', { name: WORDS.pageTitle });
    await user.clear(title);
    await user.type(title, 'Summer at Pine Valley');
    await user.clear(screen.getByRole('textbox', { name: WORDS.pageDescription }));
    await user.type(screen.getByRole('textbox', { name: WORDS.membershipTypeDesc }), 'Pick a pass');
    await user.type(screen.getByRole('textbox', { name: WORDS.informationDesc }), 'Call us');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(SETTINGS_SAVED)).toBeInTheDocument();
    expect(saved).toMatchObject({
      campground: {
        public_page_title: 'Summer at Pine Valley',
        public_page_description: null,
        membership_type_desc: 'Pick a pass',
        information_desc: 'Call us',
      },
      settings: {
        auto_approve_memberships: true,
        allow_member_renewals: false,
        allow_member_extensions: false,
        require_payment_for_renewals: false,
        offer_auto_renewal: false,
        send_welcome_emails: false,
        send_expiration_reminders: false,
        expiration_reminder_days: [7, 1],
      },
    });
    expect(await screen.findByRole('textbox', { name: WORDS.reminderDays })).toHaveValue('7, 1');
  }, 40_000);

  it.each([
    ['0, 7', REMINDER_DAYS_OUT_OF_RANGE],
    ['400', REMINDER_DAYS_OUT_OF_RANGE],
    ['7, soon', WORDS.reminderDaysUnreadable],
  ])('refuses the reminder days %j in the field, as the server would', async (typed, message) => {
    const { user } = openOwner('settings', {
      'campground-crud': () => answer(settingsOf()),
      'list-api-keys': noKeys,
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Settings' }));
    const days = screen.getByRole('textbox', { name: WORDS.reminderDays });
    await user.clear(days);
    await user.type(days, typed);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  });

  it('holds the military percentage to 1-50 in the field', async () => {
    const { user } = openOwner('settings', {
      'campground-crud': () => answer(settingsOf({ military_discount_enabled: true })),
      'list-api-keys': noKeys,
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Settings' }));
    const percentage = screen.getByRole('textbox', { name: 'Military Discount (%)' });
    await user.clear(percentage);
    await user.type(percentage, '60');
    await user.tab();
    expect(await screen.findByText(SETTINGS_MILITARY_PERCENTAGE_OUT_OF_RANGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  });
});
