import {
  OFFLINE_PAYMENT_ALREADY_PAID,
  OFFLINE_PAYMENT_NOTE_TOO_LONG,
  offlinePaymentRecordedMessage,
  OFFLINE_PAYMENT_WORDS as PAY,
  OWNER_MEMBERS_WORDS as WORDS,
} from '@camppass/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aDetail, aMember, membersPage, openMembers } from './open-members.test-support';

const pendingMember = aMember(3, {
  status: 'pending',
  status_label: 'Pending',
  payment_status: 'pending',
  price_paid_cents: 8_500,
  price_paid_formatted: '$85.00',
});
const paidMember = {
  ...pendingMember,
  status: 'active',
  status_label: 'Active',
  payment_status: 'paid',
} as const;

const recorded = {
  success: true,
  message: 'Payment recorded',
  data: {
    membership: { id: pendingMember.id, status: 'active', payment_status: 'paid' },
    payment: {
      id: 'p-1',
      status: 'succeeded',
      amount: 8_500,
      amount_formatted: '$85.00',
      currency: 'usd',
      purpose: 'purchase',
      payment_method: 'check',
      refunded: false,
      refunded_cents: 0,
      refundable_cents: 0,
      disputed_at: null,
      transaction_id: `offline_${pendingMember.id}`,
      note: 'Cheque 1042',
      created_at: '2026-06-01T12:00:00.000Z',
    },
  },
};

/** The owner at the Members tab with one pending member; the server answers `record` to the payment. */
const openPayment = async (record: () => [number, unknown]) => {
  let paid = false;
  const bodies: unknown[] = [];
  const opened = openMembers({
    'get-campground-members': () => [200, membersPage([paid ? paidMember : pendingMember])],
    'get-campground-member': () => [200, { success: true, data: aDetail(paid ? paidMember : pendingMember) }],
    'owner-record-payment': (body) => {
      bodies.push(body);
      const answer = record();
      paid = answer[0] === 200;
      return answer;
    },
  });
  await opened.user.click(await screen.findByRole('button', { name: `${WORDS.viewProfile} Member 3` }));
  const profile = await screen.findByRole('dialog', { name: WORDS.profileTitle('Member 3') });
  await opened.user.click(within(profile).getByRole('button', { name: WORDS.processPayment }));
  const dialog = await screen.findByRole('dialog', { name: `${PAY.title}: Member 3` });
  return { ...opened, profile, dialog, bodies };
};

describe('owner Members: Process Payment', () => {
  it('records the payment: the amount shown, the method (arrow keys) and note sent, a toast, the profile paid', async () => {
    const { user, dialog, profile, bodies, server } = await openPayment(() => [200, recorded]);
    expect(within(dialog).getByText('$85.00')).toBeInTheDocument();
    const cash = within(dialog).getByRole('radio', { name: PAY.methods.cash });
    expect(cash).toBeChecked();
    await user.click(cash);
    // Arrow keys move through the methods: Cash → Check.
    await user.keyboard('{ArrowDown}');
    expect(within(dialog).getByRole('radio', { name: PAY.methods.check })).toBeChecked();
    await user.type(within(dialog).getByRole('textbox', { name: PAY.note }), 'Cheque 1042');
    await user.click(within(dialog).getByRole('button', { name: PAY.confirm }));

    expect(await screen.findByText(offlinePaymentRecordedMessage('$85.00'))).toBeInTheDocument();
    expect(bodies).toEqual([{ membership_id: pendingMember.id, method: 'check', note: 'Cheque 1042' }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: `${PAY.title}: Member 3` })).toBeNull());
    // The member is read again: paid now, so Process Payment is gone.
    await waitFor(() =>
      expect(within(profile).queryByRole('button', { name: WORDS.processPayment })).toBeNull(),
    );
    expect(within(profile).getByText(WORDS.paymentBadge('paid'))).toBeInTheDocument();
    expect(server.calls.filter((c) => c.name === 'get-campground-member').length).toBeGreaterThan(1);
  });

  it('shows the server’s refusal in the dialog and keeps what was chosen', async () => {
    const { user, dialog, bodies } = await openPayment(() => [
      409,
      { success: false, error: OFFLINE_PAYMENT_ALREADY_PAID, code: 'PAYMENT_NOT_PENDING' },
    ]);
    await user.click(within(dialog).getByRole('radio', { name: PAY.methods.bank_transfer }));
    await user.type(within(dialog).getByRole('textbox', { name: PAY.note }), 'Ref 88');
    await user.click(within(dialog).getByRole('button', { name: PAY.confirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(OFFLINE_PAYMENT_ALREADY_PAID);
    expect(within(dialog).getByRole('radio', { name: PAY.methods.bank_transfer })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: PAY.note })).toHaveValue('Ref 88');
    expect(bodies).toHaveLength(1);
    // Escape closes the payment dialog only; the profile stays open under it.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: `${PAY.title}: Member 3` })).toBeNull());
    expect(screen.getByRole('dialog', { name: WORDS.profileTitle('Member 3') })).toBeInTheDocument();
  });

  it('refuses a note over 500 characters before asking the server, and Cancel closes', async () => {
    const { user, dialog, bodies } = await openPayment(() => [200, recorded]);
    const note = within(dialog).getByRole('textbox', { name: PAY.note });
    await user.click(note);
    await user.paste('x'.repeat(501));
    expect(within(dialog).getByText(OFFLINE_PAYMENT_NOTE_TOO_LONG)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: PAY.confirm })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: PAY.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: `${PAY.title}: Member 3` })).toBeNull());
    expect(screen.getByRole('dialog', { name: WORDS.profileTitle('Member 3') })).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });
});
