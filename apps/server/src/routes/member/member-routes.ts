import { paginationOf } from '@camppass/core';
import { GetMemberDashboard } from '@camppass/core/member/get-member-dashboard';
import { GetMemberDocuments } from '@camppass/core/member/get-member-documents';
import { GetMemberProfile } from '@camppass/core/member/get-member-profile';
import { GetMembershipCard } from '@camppass/core/member/get-membership-card';
import { GetMembershipStatus } from '@camppass/core/member/get-membership-status';
import { GetMembershipStatusLink } from '@camppass/core/member/get-membership-status-link';
import {
  GetMembershipApplePass,
  GetMembershipGooglePass,
} from '@camppass/core/member/get-membership-wallet-pass';
import { ListMemberMemberships } from '@camppass/core/member/list-member-memberships';
import { ListMemberPayments } from '@camppass/core/member/list-member-payments';
import { UpdateMemberProfile } from '@camppass/core/member/update-member-profile';
import type { Area } from '../../http/area';
import { defineFunctions } from '../../http/functions';
import {
  presentDashboardProfile,
  presentDocumentSet,
  presentMembership,
  presentPayment,
  presentProfile,
  presentProfileUpdate,
  presentStatus,
} from './present';

/** The member area's functions (02 §7): the caller's own data only; and the public status of a card. */
export const memberRoutes = ({ use }: Area) => {
  return defineFunctions(use)
    .define('get-member-dashboard', async ({ caller }) => {
      const result = await use(GetMemberDashboard).execute({ caller });
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
      const result = await use(ListMemberMemberships).execute({ caller, userId: input.userId ?? null });
      if (!result.ok) return result;
      const { profile, memberships } = result.value;
      return { success: true, data: { memberships: memberships.map((m) => presentMembership(m, profile)) } };
    })
    .define('member-payments', async ({ caller, input }) => {
      const result = await use(ListMemberPayments).execute({ caller, request: input });
      if (!result.ok) return result;
      return {
        success: true,
        data: { payments: result.value.items.map(presentPayment), pagination: paginationOf(result.value) },
      };
    })
    .define('read-profile', async ({ caller }) => {
      const result = await use(GetMemberProfile).execute({ caller });
      return result.ok ? { success: true, profile: presentProfile(result.value) } : result;
    })
    .define('update-profile', async ({ caller, input }) => {
      const result = await use(UpdateMemberProfile).execute({ caller, body: input });
      return result.ok ? presentProfileUpdate(result.value.profile, result.value.updatedFields) : result;
    })
    .define('get-user-documents', async ({ caller, input }) => {
      const result = await use(GetMemberDocuments).execute({ caller, userId: input.userId ?? null });
      if (!result.ok) return result;
      return { success: true, data: presentDocumentSet(result.value.profile, result.value.documents) };
    })
    .defineFile('get-membership-card', async ({ caller, input }) => {
      const result = await use(GetMembershipCard).execute({ caller, membershipId: input.membershipId });
      if (!result.ok) return result;
      return { bytes: result.value.png, contentType: 'image/png', fileName: result.value.fileName };
    })
    .defineFile('get-membership-apple-pass', async ({ caller, input }) => {
      const result = await use(GetMembershipApplePass).execute({ caller, membershipId: input.membershipId });
      if (!result.ok) return result;
      return {
        bytes: result.value.pkpass,
        contentType: 'application/vnd.apple.pkpass',
        fileName: result.value.fileName,
      };
    })
    .define('get-membership-google-pass', async ({ caller, input }) => {
      const result = await use(GetMembershipGooglePass).execute({ caller, membershipId: input.membershipId });
      if (!result.ok) return result;
      const { saveUrl, development, payload } = result.value;
      return { success: true, data: { saveUrl, development, payload } };
    })
    .define('get-membership-status-link', async ({ caller, input }) => {
      const result = await use(GetMembershipStatusLink).execute({ caller, membershipId: input.membershipId });
      return result.ok ? { success: true, data: result.value } : result;
    })
    .define('replace-membership-status-link', async ({ caller, input }) => {
      const result = await use(GetMembershipStatusLink).execute({
        caller,
        membershipId: input.membershipId,
        replace: true,
      });
      return result.ok ? { success: true, data: result.value } : result;
    })
    .define('membership-status', async ({ input }) => {
      const result = await use(GetMembershipStatus).execute({ token: input.token });
      return result.ok ? { success: true, data: presentStatus(result.value) } : result;
    }).app;
};
