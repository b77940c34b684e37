import type { CorePorts } from '../ports/core-ports';

/**
 * The member's customer at the gateway, made once: the id we keep is asked for first, and the
 * gateway's idempotency key per member answers the same customer to callers racing to make it.
 */
export const ensureMemberCustomer = async (
  ports: Pick<CorePorts, 'unitOfWork' | 'gateway' | 'clock'>,
  userId: string,
): Promise<string> => {
  const known = await ports.unitOfWork.run(async (repos) => ({
    customerId: await repos.autoRenewals.findCustomer(userId),
    user: await repos.users.findById(userId),
    profile: await repos.users.findProfile(userId),
  }));
  if (known.customerId) return known.customerId;
  if (!known.user) throw new Error(`User ${userId} vanished`);
  const name = [known.profile?.firstName, known.profile?.lastName].filter(Boolean).join(' ');
  const customer = await ports.gateway.ensureCustomer({
    idempotencyKey: `customer-${userId}`,
    email: known.user.email,
    name,
    metadata: { userId },
  });
  return ports.unitOfWork.run((repos) =>
    repos.autoRenewals.saveCustomer(userId, customer.id, ports.clock.now()),
  );
};
