import type { MemberProfile } from '@camppass/client';
import {
  DATE_FORMAT_INVALID,
  FIRST_NAME_REQUIRED,
  FORM_HAS_ERRORS,
  LAST_NAME_REQUIRED,
  PHONE_INVALID,
  POSTAL_CODE_INVALID,
  PROFILE_EMAIL_READ_ONLY_NOTE,
  PROFILE_LOAD_FAILED,
  PROFILE_NOT_AVAILABLE,
  PROFILE_SAVE_FAILED,
  profileUpdatedMessage,
} from '@camppass/domain';
import { toasts } from '@camppass/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aUser, fakeServer, renderPortal, someTokens } from '../../shared/testing/render-portal';
import { aDocumentSet, aProfile } from './testing/member-data';

const member = aUser();
type Answer = [number, unknown] | 'network';

/**
 * The Profile tab with update-profile answered by `read` (GET, no body) and `patch` (PATCH, the body);
 * a PATCH waits for `hold` when given, so the saving state can be seen.
 */
const open = (options: {
  read?: (count: number) => Answer;
  patch?: (body: Record<string, unknown>) => Answer;
  hold?: Promise<void>;
}) => {
  let stored: MemberProfile = aProfile(member.id);
  let reads = 0;
  const server = fakeServer({
    'get-user-profile': () => [200, { success: true, user: member }],
    'get-user-documents': () => [200, aDocumentSet(member.id)],
    'update-profile': (body) => {
      if (body === undefined) {
        reads += 1;
        return options.read?.(reads) ?? [200, { success: true, profile: stored }];
      }
      const answer = options.patch?.(body as Record<string, unknown>);
      if (answer) return answer;
      stored = { ...stored, ...(body as Partial<MemberProfile>) };
      const updatedFields = Object.keys(body as object);
      return [
        200,
        { success: true, message: profileUpdatedMessage(updatedFields), updatedFields, profile: stored },
      ];
    },
  });
  const fetch: typeof globalThis.fetch = async (input, init) => {
    if (init?.method === 'PATCH' && options.hold) await options.hold;
    return server.fetch(input, init);
  };
  const view = renderPortal('/member-dashboard?tab=profile', {
    fetch,
    session: { user: member, tokens: someTokens() },
  });
  const patches = () =>
    server.calls.filter((c) => c.name === 'update-profile' && c.body !== undefined).map((c) => c.body);
  return { ...view, server, patches, reads: () => reads };
};

/** Puts `text` in place of a field's value, in one paste (typing key by key is slow on a busy machine). */
const replace = async (user: ReturnType<typeof open>['user'], box: HTMLElement, text: string) => {
  await user.clear(box);
  await user.click(box);
  await user.paste(text);
};

const openModal = async (user: ReturnType<typeof open>['user']) => {
  await user.click(await screen.findByRole('button', { name: 'Edit Profile' }, { timeout: 30_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
  await within(dialog).findByRole('textbox', { name: /^First Name/ }, { timeout: 10_000 });
  return dialog;
};

afterEach(() => toasts.clear());

// A whole form typed key by key: a minute, for a machine shared with other work.
describe('profile-edit modal (02 §2, §5)', { timeout: 60_000 }, () => {
  it('opens with the profile read afresh in three sections; e-mail and full name read-only; Escape returns focus', async () => {
    const { user, reads } = open({});
    const trigger = await screen.findByRole('button', { name: 'Edit Profile' }, { timeout: 30_000 });
    const dialog = await openModal(user);
    expect(reads()).toBe(2);
    for (const legend of ['Personal Information', 'Address Information', 'Additional Information']) {
      expect(within(dialog).getByRole('group', { name: legend })).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('textbox', { name: /^First Name/ })).toHaveValue('Morgan');
    expect(within(dialog).getByRole('textbox', { name: /^Postal Code/ })).toHaveValue('55001');
    expect(within(dialog).getByRole('textbox', { name: /^Special Requests/ })).toHaveValue(
      'Shaded site, please.',
    );
    const email = within(dialog).getByRole('textbox', { name: /^Email/ });
    expect(email).toHaveValue('morgan@camppass.test');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription(PROFILE_EMAIL_READ_ONLY_NOTE);
    const fullName = within(dialog).getByRole('textbox', { name: /^Full Name/ });
    expect(fullName).toHaveAttribute('readonly');
    await replace(user, within(dialog).getByRole('textbox', { name: /^Last Name/ }), 'Lake');
    expect(fullName).toHaveValue('Morgan Lake');

    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The modal gives focus back once it has left the page, a frame after it is gone.
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('shows every rule’s message beside its field, says so above the form, focuses the first, and sends nothing', async () => {
    const { user, patches } = open({});
    const dialog = await openModal(user);
    const box = (name: RegExp) => within(dialog).getByRole('textbox', { name });
    await user.clear(box(/^First Name/));
    await user.clear(box(/^Last Name/));
    await replace(user, box(/^Phone/), '555-CALL');
    await replace(user, box(/^Date of Birth/), '04/12/1990');
    await replace(user, box(/^Postal Code/), '5500');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(FORM_HAS_ERRORS);
    expect(box(/^First Name/)).toHaveAccessibleDescription(FIRST_NAME_REQUIRED);
    expect(box(/^Last Name/)).toHaveAccessibleDescription(LAST_NAME_REQUIRED);
    expect(box(/^Phone/)).toHaveAccessibleDescription(PHONE_INVALID);
    expect(box(/^Date of Birth/)).toHaveAccessibleDescription(new RegExp(DATE_FORMAT_INVALID));
    expect(box(/^Postal Code/)).toHaveAccessibleDescription(POSTAL_CODE_INVALID);
    expect(box(/^First Name/)).toHaveFocus();
    expect(patches()).toEqual([]);

    // A field's message goes once its value changes.
    await user.type(box(/^Postal Code/), '1');
    expect(box(/^Postal Code/)).not.toHaveAccessibleDescription(POSTAL_CODE_INVALID);
  });

  it('saves the fields left (never the e-mail), shows Saving..., toasts only the changed fields in the form’s words, closes and refreshes the tab', async () => {
    let release = () => {};
    const hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { user, patches, reads } = open({ hold });
    const dialog = await openModal(user);
    const box = (name: RegExp) => within(dialog).getByRole('textbox', { name });
    await replace(user, box(/^Postal Code/), '55001-1234');
    await user.clear(box(/^Phone/));
    await replace(user, box(/^City/), '  Duluth ');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await within(dialog).findByRole('button', { name: /Saving\.\.\./ })).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const body = patches()[0] as Record<string, unknown>;
    expect(body).toEqual({
      firstName: 'Morgan',
      lastName: 'Member',
      dateOfBirth: '1990-04-12',
      streetAddress: '1 Lake Road',
      city: 'Duluth',
      stateProvince: 'MN',
      postalCode: '55001-1234',
      specialRequests: 'Shaded site, please.',
    });
    const toast = await screen.findByRole('region', { name: 'Notifications' });
    // Only what changed, named as the form names it, whatever the server's message lists.
    expect(
      await within(toast).findByText('Profile updated: Phone, City and Postal Code.'),
    ).toBeInTheDocument();
    // The tab reads the profile again and shows what was saved.
    const address = await screen.findByRole('region', { name: 'Address' });
    expect(await within(address).findByText('55001-1234')).toBeInTheDocument();
    expect(reads()).toBeGreaterThanOrEqual(3);
  });

  it('keeps what was typed when the server refuses, with its message or the default, and its field errors', async () => {
    let answer: Answer = [
      400,
      {
        success: false,
        error: FORM_HAS_ERRORS,
        code: 'VALIDATION_ERROR',
        fieldErrors: { postalCode: POSTAL_CODE_INVALID },
      },
    ];
    const { user } = open({ patch: () => answer });
    const dialog = await openModal(user);
    const city = within(dialog).getByRole('textbox', { name: /^City/ });
    await replace(user, city, 'Ely');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(FORM_HAS_ERRORS);
    expect(within(dialog).getByRole('textbox', { name: /^Postal Code/ })).toHaveAccessibleDescription(
      POSTAL_CODE_INVALID,
    );
    expect(city).toHaveValue('Ely');

    answer = [500, { success: false, error: '', code: 'INTERNAL_ERROR' }];
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(PROFILE_SAVE_FAILED));
    expect(city).toHaveValue('Ely');
    answer = 'network';
    await user.type(city, 's');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(PROFILE_SAVE_FAILED));
    expect(city).toHaveValue('Elys');
    expect(screen.getByRole('dialog', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('says when the profile cannot be read for editing, and Try Again reads it again', async () => {
    const { user } = open({
      read: (count) =>
        count === 2
          ? [500, { success: false, error: 'boom', code: 'INTERNAL_ERROR' }]
          : count === 3
            ? [404, { success: false, error: 'User profile not found.', code: 'PROFILE_NOT_FOUND' }]
            : [200, { success: true, profile: aProfile(member.id) }],
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }, { timeout: 30_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PROFILE_LOAD_FAILED);
    expect(within(dialog).queryByRole('button', { name: 'Save Changes' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(PROFILE_NOT_AVAILABLE));
    await user.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    expect(await within(dialog).findByRole('textbox', { name: /^First Name/ })).toHaveValue('Morgan');
  });
});
