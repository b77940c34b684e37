import {
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MAX_TOKEN_LENGTH,
  specText,
  successSchema,
} from './envelope';
import { z } from './zod';

/** POST invite-owner (03 §7), super admin only. */
export const inviteOwnerRequestSchema = z.object({
  email: specText(MAX_EMAIL_LENGTH),
  firstName: specText(MAX_NAME_LENGTH),
  lastName: specText(MAX_NAME_LENGTH),
  name: specText(MAX_NAME_LENGTH * 2),
  campgroundId: specText(MAX_NAME_LENGTH),
});
export type InviteOwnerRequest = z.input<typeof inviteOwnerRequestSchema>;
export const inviteOwnerResponseSchema = successSchema;
export type InviteOwnerResponse = z.infer<typeof inviteOwnerResponseSchema>;

/** POST validate-invitation (03 §7): token and e-mail from the /owner/setup link. */
export const validateInvitationRequestSchema = z.object({
  token: specText(MAX_TOKEN_LENGTH),
  email: specText(MAX_EMAIL_LENGTH),
});
export type ValidateInvitationRequest = z.input<typeof validateInvitationRequestSchema>;

/** Invitation data (03 §3): the invited person's profile and the role the invitation grants. */
export const invitationDataSchema = z.object({
  profile: z.object({ first_name: z.string(), last_name: z.string(), email: z.string() }),
  role: z.object({ role: z.string() }),
});
export type InvitationData = z.infer<typeof invitationDataSchema>;
export const validateInvitationResponseSchema = z.object({
  success: z.literal(true),
  data: invitationDataSchema,
});
export type ValidateInvitationResponse = z.infer<typeof validateInvitationResponseSchema>;

/** POST complete-owner-setup (03 §7): sets the password and activates the owner; the link works once. */
export const completeOwnerSetupRequestSchema = z.object({
  token: specText(MAX_TOKEN_LENGTH),
  email: specText(MAX_EMAIL_LENGTH),
  password: specText(MAX_PASSWORD_LENGTH),
  firstName: specText(MAX_NAME_LENGTH),
  lastName: specText(MAX_NAME_LENGTH),
});
export type CompleteOwnerSetupRequest = z.input<typeof completeOwnerSetupRequestSchema>;
export const completeOwnerSetupResponseSchema = successSchema;
export type CompleteOwnerSetupResponse = z.infer<typeof completeOwnerSetupResponseSchema>;
