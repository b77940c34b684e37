import { ChargeAutoRenewals } from '../jobs/charge-auto-renewals';
import { FinishCardUpdate, SetAutoRenewal, StartCardUpdate } from '../member/manage-auto-renewal';
import { ConfirmRenewalPayment, GetRenewalPayment } from '../member/renewal-payment';
import type { NewMembership } from '../ports/repositories/membership-repository';
import { T0 } from './builders';
import { setUpMembershipChanges } from './membership-change-fixture';
import type { TestCard } from './payment-gateway-harness';

/**
 * Automatic renewals at Pine Valley (Chicago time; the clock at T0, 2026-06-01): the charge job and
 * the member's use cases over one in-memory gateway, and auto-renewing Annual memberships with a
 * saved test card of the behaviour asked for.
 */
export const setUpAutoRenewals = async () => {
  const f = await setUpMembershipChanges();
  const ports = { ...f.core, gateway: f.gateway };
  const job = new ChargeAutoRenewals(ports);
  /** A second worker: the same database and gateway, its own use case instance. */
  const otherWorker = new ChargeAutoRenewals(ports);
  /** An Annual membership of the member, renewing itself with a saved card of the behaviour. */
  const autoRenewing = async (
    card: TestCard = 'succeeds',
    overrides: Partial<Omit<NewMembership, 'startDate' | 'endDate'>> & {
      startDate?: string;
      endDate?: string;
    } = {},
    memberId = f.member.user.id,
  ) => {
    const membership = await f.membership(memberId, {
      startDate: '2025-06-05',
      endDate: '2026-06-04',
      autoRenewal: true,
      pricePaidCents: 123_000,
      ...overrides,
    });
    const customer = await f.gateway.ensureCustomer({
      idempotencyKey: `customer-${memberId}`,
      email: 'member@camppass.test',
      name: 'Jamie Rivers',
      metadata: { userId: memberId },
    });
    await f.repos.autoRenewals.saveCustomer(memberId, customer.id, T0);
    const saved = f.gateway.savedCards.saveCard(customer.id, card);
    await f.repos.autoRenewals.saveCard(
      {
        membershipId: membership.id,
        customerId: customer.id,
        paymentMethodId: saved.paymentMethodId,
        brand: saved.brand,
        last4: saved.last4,
        expMonth: saved.expMonth,
        expYear: saved.expYear,
      },
      T0,
    );
    return membership;
  };
  const use = {
    ...f.use,
    setAutoRenewal: new SetAutoRenewal(ports),
    startCardUpdate: new StartCardUpdate(ports),
    finishCardUpdate: new FinishCardUpdate(ports),
    renewalPayment: new GetRenewalPayment(ports),
    confirmRenewalPayment: new ConfirmRenewalPayment(ports),
  };
  /** The clock at 9:00 on a Chicago day. */
  const at = (day: string) => f.core.clock.set(`${day}T14:00:00.000Z`);
  const charges = () => [...f.core.unitOfWork.store.tables.renewalCharges.values()];
  const mailTo = () => f.core.mailer.sentTo('member@camppass.test');
  return { ...f, ports, job, otherWorker, autoRenewing, use, at, charges, mailTo };
};
