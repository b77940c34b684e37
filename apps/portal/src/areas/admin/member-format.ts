import type { AdminMemberView } from '@camppass/client';

export const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });
export const nameOfMember = (member: AdminMemberView) => member.name.trim() || member.email;
