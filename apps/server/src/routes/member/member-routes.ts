import { paginationOf } from '@camppass/core';
import type { Container } from 'inversify';
import { MEMBER_USE_CASES } from '../../container/member-module';
import { resolveUseCases } from '../../container/use-case-token';
import { defineFunctions } from '../../http/functions';
import {
  presentBackendProfile,
  presentDashboardProfile,
  presentDocumentSet,
  presentMembership,
  presentPayment,
  presentProfileUpdate,
  presentStatus,
} from './present';

/** The member area's functions (02 §7): the caller's own data only; and the public status of a card. */
export const memberRoutes = (container: Container) => {
  const use = resolveUseCases(container, MEMBER_USE_CASES);

  return defineFunctions(container)
    .define('get-member-dashboard', async ({ caller }) => {
      const result = await use.getMemberDashboard.execute({ caller });
      if (!result.ok) return result;
      const { profile, memberships, groups, payments, totalPaidCents } = result.value;
      const present = (list: typeof memberships) => list.map((m) => presentMembership(m, profile));
      return {
        success: true,
        data: {
          profile: presentDashboardProfile(profile),
          summary: {
            totalMemberships: memberships.length,
            activeMemberships: groups.active.length,
            expiringMemberships: groups.expiring.length,
            expiredMemberships: groups.expired.length,
            totalPaidCents,
          },
          memberships: {
            active: present(groups.active),
            expiring: present(groups.expiring),
            expired: present(groups.expired),
          },
          payments: payments.map(presentPayment),
        },
      };
    })
    .define('user-memberships', async ({ caller, input }) => {
      const result = await use.listMemberMemberships.execute({ caller, userId: input.userId ?? null });
      if (!result.ok) return result;
      const { profile, memberships } = result.value;
      return { success: true, data: { memberships: memberships.map((m) => presentMembership(m, profile)) } };
    })
    .define('member-payments', async ({ caller, input }) => {
      const result = await use.listMemberPayments.execute({ caller, request: input });
      if (!result.ok) return result;
      return {
        success: true,
        data: { payments: result.value.items.map(presentPayment), pagination: paginationOf(result.value) },
      };
    })
    .define('read-profile', async ({ caller }) => {
      const result = await use.getMemberProfile.execute({ caller });
      return result.ok ? { success: true, profile: presentBackendProfile(result.value) } : result;
    })
    .define('update-profile', async ({ caller, input }) => {
      const result = await use.updateMemberProfile.execute({ caller, body: input });
      return result.ok ? presentProfileUpdate(result.value.profile, result.value.updatedFields) : result;
    })
    .define('get-user-documents', async ({ caller, input }) => {
      const result = await use.getMemberDocuments.execute({ caller, userId: input.userId ?? null });
      if (!result.ok) return result;
      return { success: true, data: presentDocumentSet(result.value.profile, result.value.documents) };
    })
    .defineFile('get-membership-card', async ({ caller, input }) => {
      const result = await use.getMembershipCard.execute({ caller, membershipId: input.membershipId });
      if (!result.ok) return result;
      return { bytes: result.value.png, contentType: 'image/png', fileName: result.value.fileName };
    })
    .define('get-membership-status-link', async ({ caller, input }) => {
      const result = await use.getMembershipStatusLink.execute({ caller, membershipId: input.membershipId });
      return result.ok ? { success: true, data: result.value } : result;
    })
    .define('replace-membership-status-link', async ({ caller, input }) => {
      const result = await use.getMembershipStatusLink.execute({
        caller,
        membershipId: input.membershipId,
        replace: true,
      });
      return result.ok ? { success: true, data: result.value } : result;
    })
    .define('membership-status', async ({ input }) => {
      const result = await use.getMembershipStatus.execute({ token: input.token });
      return result.ok ? { success: true, data: presentStatus(result.value) } : result;
    }).app;
};
