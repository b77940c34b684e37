import { campgroundFileTargetSchema } from '@camppass/client';
import type { CampgroundFileKind, Principal } from '@camppass/core';
import type { CampgroundSettingsView } from '@camppass/core/owner/get-campground-settings';
import { GetCampgroundSettings } from '@camppass/core/owner/get-campground-settings';
import { RemoveCampgroundFile } from '@camppass/core/owner/remove-campground-file';
import type { CampgroundSettingsPatch } from '@camppass/core/owner/update-campground-settings';
import { UpdateCampgroundSettings } from '@camppass/core/owner/update-campground-settings';
import { CAMPGROUND_FILE_RULES, UploadCampgroundFile } from '@camppass/core/owner/upload-campground-file';
import { GetCampgroundFile } from '@camppass/core/public/get-campground-file';
import { err } from '@camppass/domain';
import type { HonoRequest } from 'hono';
import type { Area } from '../../http/area';
import { failure } from '../../http/errors';
import { defineFunctions } from '../../http/functions';
import { parseWith } from '../../http/parse';
import { presentCampground } from '../../http/present-campground';
import { readBodyWithin } from '../../http/read-body';

/** The campground and settings in the snake_case of 03 §3, with the caller's role. */
const presentSettingsView = (view: CampgroundSettingsView, productName: string) => {
  const { campground: c, settings: s } = view;
  return {
    campground: {
      ...presentCampground(c, productName),
      terms_conditions_url: c.termsConditionsUrl,
      owner_id: c.ownerId,
      created_at: c.createdAt.toISOString(),
      updated_at: c.updatedAt.toISOString(),
      caller_role: view.callerRole,
    },
    settings: {
      code_use_letters: s.codeUseLetters,
      code_use_numbers: s.codeUseNumbers,
      code_number_min: s.codeNumberMin,
      code_number_max: s.codeNumberMax,
      code_length: s.codeLength,
      code_prefix: s.codePrefix,
      code_suffix: s.codeSuffix,
      code_generate_random_numbers: s.codeGenerateRandomNumbers,
      code_last_consecutive_number: s.codeLastConsecutiveNumber,
      auto_approve_memberships: s.autoApproveMemberships,
      allow_member_renewals: s.allowMemberRenewals,
      allow_member_extensions: s.allowMemberExtensions,
      require_payment_for_renewals: s.requirePaymentForRenewals,
      offer_auto_renewal: s.offerAutoRenewal,
      send_welcome_emails: s.sendWelcomeEmails,
      send_expiration_reminders: s.sendExpirationReminders,
      expiration_reminder_days: [...s.expirationReminderDays],
      text_color: c.brandingTextColor,
      membership_type_desc: c.membershipTypeDesc,
      information_desc: c.informationDesc,
    },
    preview: view.preview,
  };
};

/** `zip_code` → `zipCode`; the contract's `text_color` is the campground's `brandingTextColor`. */
const camelCased = <T>(fields: Record<string, unknown>): T =>
  Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [
      name === 'text_color'
        ? 'brandingTextColor'
        : name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()),
      value,
    ]),
  ) as T;

/**
 * The Settings tab's functions (03 §2.4, §7): campground-crud GET and PUT, the logo and terms PDF
 * uploads (the bare file as the body, read as it streams in up to its own limit) and removals, and
 * the public route that serves those files so that none of them, an SVG least of all, can run as a
 * page of ours
 * (docs/decisions/identity-documents-and-files.md#campground-logos-and-terms-are-sandboxed-not-sanitised).
 */
export const campgroundRoutes = ({ use, config }: Area) => {
  const { productName } = config;

  const upload = async (caller: Principal, request: HonoRequest, kind: CampgroundFileKind) => {
    const target = parseWith(campgroundFileTargetSchema, request.query());
    if (!target.ok) return target;
    const { rule } = CAMPGROUND_FILE_RULES[kind];
    const bytes = await readBodyWithin(request.raw, rule.maxBytes);
    if (bytes === null) return err('FILE_TOO_LARGE', rule.sizeMessage);
    return use(UploadCampgroundFile).execute({
      actor: caller,
      campgroundId: target.value.campground_id,
      kind,
      bytes,
    });
  };

  const functions = defineFunctions(use)
    .define('campground-crud', async ({ input, caller }) => {
      const result = await use(GetCampgroundSettings).execute({
        actor: caller,
        campgroundId: input.campground_id,
      });
      return result.ok ? { success: true, data: presentSettingsView(result.value, productName) } : result;
    })
    .define('campground-crud-update', async ({ input, caller }) => {
      const result = await use(UpdateCampgroundSettings).execute({
        actor: caller,
        campgroundId: input.campground_id,
        campground: camelCased<CampgroundSettingsPatch>(input.campground),
        settings: camelCased(input.settings),
      });
      return result.ok ? { success: true, data: presentSettingsView(result.value, productName) } : result;
    })
    .define('upload-campground-logo', async ({ caller, request }) => {
      const result = await upload(caller, request, 'logo');
      return result.ok ? { success: true, data: { branding_logo_url: result.value } } : result;
    })
    .define('remove-campground-logo', async ({ input, caller }) => {
      const result = await use(RemoveCampgroundFile).execute({
        actor: caller,
        campgroundId: input.campground_id,
        kind: 'logo',
      });
      return result.ok ? { success: true, data: { branding_logo_url: null } } : result;
    })
    .define('upload-campground-terms', async ({ caller, request }) => {
      const result = await upload(caller, request, 'terms');
      return result.ok ? { success: true, data: { terms_conditions_url: result.value } } : result;
    })
    .define('remove-campground-terms', async ({ input, caller }) => {
      const result = await use(RemoveCampgroundFile).execute({
        actor: caller,
        campgroundId: input.campground_id,
        kind: 'terms',
      });
      return result.ok ? { success: true, data: { terms_conditions_url: null } } : result;
    }).app;

  // Public: the page of each campground shows its logo and links its terms. An SVG opened here can
  // neither run script nor load anything (CSP sandbox, nothing allowed), is never sniffed as another
  // type, and is offered as a download rather than shown as a page when opened directly.
  functions.get('/campground-files/:campgroundId/:name', async (c) => {
    const result = await use(GetCampgroundFile).execute({
      campgroundId: c.req.param('campgroundId'),
      name: c.req.param('name'),
    });
    if (!result.ok) return failure(c, result);
    const file = result.value;
    const disposition = file.contentType === 'image/svg+xml' ? 'attachment' : 'inline';
    return c.body(new Uint8Array(file.bytes), 200, {
      'Content-Type': file.contentType,
      'Content-Disposition': `${disposition}; filename="${file.name}"`,
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'X-Content-Type-Options': 'nosniff',
    });
  });
  return functions;
};
