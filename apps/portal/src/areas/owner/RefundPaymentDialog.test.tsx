import {
  REFUND_WORDS as REFUND,
  REFUND_GATEWAY_FAILED,
  REFUND_REASON_REQUIRED,
  refundAboveLeftMessage,
  refundGivenMessage,
  OWNER_MEMBERS_WORDS as WORDS,
} from '@camppass/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCampground, aDetail, aMember, membersPage, openMembers } from './open-members.test-support';

const member = aMember(3);
/** An accessible name that begins with the label (a required field's name ends with a mark). */
const startsWith = (label: string) => (name: string) => name.startsWith(label);

/** A $100.00 card payment, `refundedCents` of it given back already. */
const aCardPayment = (refundedCents = 0) => ({
  id: 'pay-1',
  status: 'succeeded' as const,
  amount: 10_000,
  amount_formatted: '$100.00',
  currency: 'usd',
  purpose: 'purchase' as const,
  payment_method: 'card',
  refunded: refundedCents >= 10_000,
  refunded_cents: refundedCents,
  refundable_cents: 10_000 - refundedCents,
  disputed_at: null,
  transaction_id: 'pi_1',
  note: null,
  created_at: '2026-06-01T12:00:00.000Z',
});

const refundedAnswer = (amount: number, refundedCents: number, status = 'active') => ({
  success: true,
  message: refundGivenMessage(`$${(amount / 100).toFixed(2)}`),
  data: {
    payment: aCardPayment(refundedCents),
    refund: {
      id: 're_1',
      amount,
      amount_formatted: `$${(amount / 100).toFixed(2)}`,
      reason: 'Rained out',
      created_at: '2026-06-01T12:00:00.000Z',
    },
    membership: { id: member.id, status },
  },
});

/** The owner (or staff) at the member's profile; the server answers `answer` to the refund. */
const openRefund = async (
  answer: (body: unknown) => [number, unknown],
  options: { readonly refundedCents?: number; readonly role?: 'owner' | 'staff' } = {},
) => {
  const bodies: unknown[] = [];
  let payment = aCardPayment(options.refundedCents ?? 0);
  const opened = openMembers(
    {
      'get-campground-members': () => [200, membersPage([member])],
      'get-campground-member': () => [
        200,
        {
          success: true,
          data: aDetail(member, {
            payment: { ...aDetail(member).payment, payments: [payment] },
          }),
        },
      ],
      'owner-refund-payment': (body) => {
        bodies.push(body);
        const reply = answer(body);
        if (reply[0] === 200) payment = (reply[1] as ReturnType<typeof refundedAnswer>).data.payment;
        return reply;
      },
    },
    [aCampground('c-1', 'Pine Valley', options.role ?? 'owner')],
  );
  await opened.user.click(
    // The first render of the owner area can be slow on a busy machine.
    await screen.findByRole('button', { name: `${WORDS.viewProfile} Member 3` }, { timeout: 5000 }),
  );
  const profile = await screen.findByRole('dialog', { name: WORDS.profileTitle('Member 3') });
  return { ...opened, profile, bodies };
};

const startRefund = async (opened: Awaited<ReturnType<typeof openRefund>>) => {
  await opened.user.click(
    await within(opened.profile).findByRole('button', { name: REFUND.actionLabel('$100.00') }),
  );
  return screen.findByRole('dialog', { name: `${REFUND.title}: Member 3` });
};

describe('owner Members: Refund', () => {
  it('refunds part with a reason: amount prefilled with what is left, no membership choice, a toast', async () => {
    const opened = await openRefund(() => [200, refundedAnswer(4_000, 4_000)]);
    const dialog = await startRefund(opened);
    const amount = within(dialog).getByRole('textbox', { name: startsWith(REFUND.amount) });
    expect(amount).toHaveValue('100.00');
    // The whole remainder: the owner chooses what becomes of the membership.
    expect(within(dialog).getByRole('radio', { name: REFUND.cancelMembership })).toBeChecked();
    await opened.user.clear(amount);
    await opened.user.type(amount, '40');
    expect(within(dialog).queryByRole('radio', { name: REFUND.cancelMembership })).toBeNull();
    await opened.user.type(
      within(dialog).getByRole('textbox', { name: startsWith(REFUND.reason) }),
      'Rained out',
    );
    await opened.user.click(within(dialog).getByRole('button', { name: REFUND.confirm }));

    expect(await screen.findByText(refundGivenMessage('$40.00'))).toBeInTheDocument();
    expect(opened.bodies).toEqual([{ payment_id: 'pay-1', amount: 4_000, reason: 'Rained out' }]);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: `${REFUND.title}: Member 3` })).toBeNull(),
    );
    // The profile is read again: the payment shows what was refunded.
    expect(await within(opened.profile).findByText('Partly refunded: $40.00')).toBeInTheDocument();
  });

  it('refunds the rest keeping the membership when chosen', async () => {
    const opened = await openRefund(() => [200, refundedAnswer(6_000, 10_000)], { refundedCents: 4_000 });
    const dialog = await startRefund(opened);
    expect(within(dialog).getByRole('textbox', { name: startsWith(REFUND.amount) })).toHaveValue('60.00');
    await opened.user.click(within(dialog).getByRole('radio', { name: REFUND.keepMembership }));
    await opened.user.type(
      within(dialog).getByRole('textbox', { name: startsWith(REFUND.reason) }),
      'Goodwill',
    );
    await opened.user.click(within(dialog).getByRole('button', { name: REFUND.confirm }));
    await screen.findByText(refundGivenMessage('$60.00'));
    expect(opened.bodies).toEqual([
      { payment_id: 'pay-1', amount: 6_000, reason: 'Goodwill', membership: 'keep' },
    ]);
    // Wholly refunded: no Refund any more.
    await waitFor(() =>
      expect(
        within(opened.profile).queryByRole('button', { name: REFUND.actionLabel('$100.00') }),
      ).toBeNull(),
    );
  });

  it('says what is wrong before asking the server, and shows the server’s refusal beside the buttons', async () => {
    const opened = await openRefund(() => [
      502,
      { success: false, error: REFUND_GATEWAY_FAILED, code: 'REFUND_FAILED' },
    ]);
    const dialog = await startRefund(opened);
    const amount = within(dialog).getByRole('textbox', { name: startsWith(REFUND.amount) });
    await opened.user.clear(amount);
    await opened.user.type(amount, '150');
    await opened.user.click(within(dialog).getByRole('button', { name: REFUND.confirm }));
    expect(within(dialog).getByText(refundAboveLeftMessage('$100.00'))).toBeInTheDocument();
    expect(within(dialog).getByText(REFUND_REASON_REQUIRED)).toBeInTheDocument();
    expect(opened.bodies).toEqual([]);

    await opened.user.clear(amount);
    await opened.user.type(amount, '10.50');
    await opened.user.type(within(dialog).getByRole('textbox', { name: startsWith(REFUND.reason) }), 'Storm');
    await opened.user.click(within(dialog).getByRole('button', { name: REFUND.confirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(REFUND_GATEWAY_FAILED);
    expect(opened.bodies).toEqual([{ payment_id: 'pay-1', amount: 1_050, reason: 'Storm' }]);
    expect(amount).toHaveValue('10.50');
  });

  it('offers staff no Refund', async () => {
    const opened = await openRefund(() => [200, refundedAnswer(1, 1)], { role: 'staff' });
    const payments = await within(opened.profile).findByRole('list', { name: WORDS.payments });
    expect(within(payments).getByText('$100.00', { exact: false })).toBeInTheDocument();
    expect(within(opened.profile).queryByRole('button', { name: REFUND.actionLabel('$100.00') })).toBeNull();
  });
});
