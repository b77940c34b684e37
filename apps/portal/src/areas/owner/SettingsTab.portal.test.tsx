import {
  CODE_LETTERS_OR_NUMBERS_MESSAGE,
  LOGO_RECOMMENDATION,
  LOGO_REMOVAL_PENDING,
  LOGO_REMOVED,
  SETTINGS_MILITARY_PERCENTAGE_OUT_OF_RANGE,
  SETTINGS_SAVED,
  TERMS_REMOVE_TITLE,
  TERMS_REMOVED,
  TERMS_UPLOADED,
  TERMS_URL_COPIED,
  UNSAVED_CHANGES_TITLE,
  UPLOAD_RULES,
} from '@camppass/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anOwnerCampground, openOwner, ownerCampgroundsAnswer } from './owner-area.test-support';
import { settingsOf } from './settings.test-support';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const answer = (data: unknown): [number, unknown] => [200, { success: true, data }];
const noKeys = () => answer({ apiKeys: [] });
const sample = () => screen.findByRole('status', { name: 'Sample membership code' });

beforeEach(() => {
  // jsdom has no object URLs; the client's uploads go through fetch when XMLHttpRequest is absent.
  URL.createObjectURL = vi.fn(() => 'blob:chosen-logo');
  vi.stubGlobal('XMLHttpRequest', undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('Settings tab', () => {
  it('reads in read mode, edits with a live preview from the domain, and saves', async () => {
    let saved: Record<string, unknown> | null = null;
    const { user, server } = openOwner('settings', {
      'campground-crud': (body) => {
        if (body === undefined) return answer(settingsOf());
        saved = body as Record<string, unknown>;
        return answer(settingsOf({ name: 'Pine Valley Resort' }, { code_prefix: 'VIP' }));
      },
      'list-api-keys': noKeys,
    });
    expect(await screen.findByRole('heading', { name: 'Basic Information' })).toBeInTheDocument();
    for (const title of [
      'Campground Logo',
      'Terms and Conditions',
      'Page URL Slug',
      'Public Page',
      'Branding',
      'Features',
      'Operating Season',
      'Membership Code Settings',
    ]) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByText(LOGO_RECOMMENDATION)).toBeInTheDocument();
    expect(screen.getByText('Adult Only (adults 21+)')).toBeInTheDocument();
    expect(await sample()).toHaveTextContent('PIN-ABCD0001');
    expect(screen.getByRole('textbox', { name: 'Campground Name' })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Edit Settings' }));
    const name = screen.getByRole('textbox', { name: 'Campground Name' });
    await user.clear(name);
    await user.click(name);
    await user.paste('Pine Valley Resort');
    await user.type(screen.getByRole('textbox', { name: 'Prefix' }), 'vip');
    expect(await sample()).toHaveTextContent('VIPPIN-ABCD0001');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(SETTINGS_SAVED)).toBeInTheDocument();
    expect(saved).toMatchObject({
      campground_id: 'c-1',
      campground: { name: 'Pine Valley Resort', city: 'Bend' },
      settings: { code_prefix: 'VIP', code_length: 8 },
    });
    expect(await screen.findByRole('button', { name: 'Edit Settings' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Campground Name' })).toHaveValue('Pine Valley Resort');
    expect(server.calls.filter((c) => c.name === 'campground-crud')).toHaveLength(2);
  }, 40_000);

  it('refuses to save settings that break a rule of 03 §5, saying which', async () => {
    const { user } = openOwner('settings', {
      'campground-crud': () => answer(settingsOf()),
      'list-api-keys': noKeys,
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Settings' }));
    await user.click(screen.getByRole('switch', { name: 'Include Letters' }));
    await user.click(screen.getByRole('switch', { name: 'Include Numbers' }));
    expect(await screen.findByText(CODE_LETTERS_OR_NUMBERS_MESSAGE)).toBeInTheDocument();
    expect(await sample()).toHaveTextContent('—');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  });

  it('discards the edits on Cancel and reads the campground again', async () => {
    const { user, server } = openOwner('settings', {
      'campground-crud': () => answer(settingsOf()),
      'list-api-keys': noKeys,
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Settings' }));
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'ville');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Bend'));
    expect(server.calls.filter((c) => c.name === 'campground-crud')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Edit Settings' })).toBeInTheDocument();
  });

  it('shows staff every card read-only, without edit buttons, logo upload or API keys', async () => {
    const { server } = openOwner('settings', {
      'owner-campgrounds': () => ownerCampgroundsAnswer([anOwnerCampground({ caller_role: 'staff' })]),
      'campground-crud': () => answer(settingsOf({ caller_role: 'staff' })),
    });
    expect(await screen.findByRole('heading', { name: 'Membership Code Settings' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Settings' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Choose Logo' })).toBeNull();
    expect(screen.getByText('Only the campground owner can change the logo.')).toBeInTheDocument();
    expect(server.calls.some((c) => c.name === 'list-api-keys')).toBe(false);
  });

  it('says when the settings cannot be read, and reads them again with Try Again', async () => {
    let fail = true;
    const { user } = openOwner('settings', {
      'campground-crud': () =>
        fail
          ? [500, { success: false, error: 'Database unavailable', code: 'INTERNAL' }]
          : answer(settingsOf()),
      'list-api-keys': noKeys,
    });
    expect(
      await screen.findByText('Failed to load campground settings: Database unavailable'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Basic Information' })).toBeInTheDocument();
  });

  it('offers a campground selector when there are several, and reads the one chosen', async () => {
    const { user, server } = openOwner('settings', {
      'owner-campgrounds': () =>
        ownerCampgroundsAnswer([anOwnerCampground(), anOwnerCampground({ id: 'c-2', name: 'Aspen Ridge' })]),
      'campground-crud': (_, { url }) =>
        answer(url.includes('c-2') ? settingsOf({ id: 'c-2', name: 'Aspen Ridge' }) : settingsOf()),
      'list-api-keys': noKeys,
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Campground' }), 'Aspen Ridge');
    expect(await screen.findByRole('heading', { name: 'Aspen Ridge', level: 3 })).toBeInTheDocument();
    expect(server.calls.some((c) => c.name === 'campground-crud' && c.body === undefined)).toBe(true);
  });

  it('previews a chosen logo, uploads it with Save Changes, and uploads, copies and shows a terms PDF', async () => {
    const calls: string[] = [];
    let terms: string | null = null;
    const { user } = openOwner('settings', {
      'campground-crud': (body) => {
        if (body !== undefined) calls.push('save');
        return answer(settingsOf({ terms_conditions_url: terms }));
      },
      'upload-campground-logo': () => {
        calls.push('logo');
        return answer({ branding_logo_url: '/functions/v1/campground-files/c-1/logo-ab.png' });
      },
      'upload-campground-terms': () => {
        terms = '/functions/v1/campground-files/c-1/terms-ab.pdf';
        return answer({ terms_conditions_url: terms });
      },
      'list-api-keys': noKeys,
    });
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Edit Settings' }));

    const logoInput = screen.getByLabelText('New logo');
    await user.upload(logoInput, new File([PNG], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'New logo: logo.png' })).toHaveAttribute(
      'src',
      'blob:chosen-logo',
    );
    // The picker's `accept` keeps a text file out of the dialog; a file dropped past it is still refused.
    fireEvent.change(logoInput, {
      target: { files: [new File(['plain text'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(
      await screen.findByText('Please select a valid image file (JPG, PNG, GIF, WebP, or SVG)'),
    ).toBeInTheDocument();

    await user.upload(
      screen.getByLabelText('Terms PDF'),
      new File(['%PDF-1.4'], 'terms.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload PDF' }));
    expect(await screen.findByText(TERMS_UPLOADED)).toBeInTheDocument();
    const card = screen
      .getByRole('heading', { name: 'Terms and Conditions' })
      .closest('section') as HTMLElement;
    expect(await within(card).findByRole('link', { name: 'View Terms PDF' })).toHaveAttribute('href', terms);
    await user.click(within(card).getByRole('button', { name: 'Copy URL' }));
    expect(await screen.findByText(TERMS_URL_COPIED)).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${terms}`);

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(SETTINGS_SAVED)).toBeInTheDocument();
    expect(calls).toEqual(['logo', 'save']);
  });

  it('holds the military percentage to 1–50 as the server does, with the domain message', async () => {
    const { user } = openOwner('settings', {
      'campground-crud': () => answer(settingsOf({ military_discount_enabled: true })),
      'list-api-keys': noKeys,
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Settings' }));
    const percentage = screen.getByRole('textbox', { name: 'Military Discount (%)' });
    await user.clear(percentage);
    await user.type(percentage, '60');
    await user.tab();
    expect(percentage).toHaveValue('60');
    expect(percentage).toHaveAccessibleDescription(SETTINGS_MILITARY_PERCENTAGE_OUT_OF_RANGE);
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  });

  it('refuses a text file named logo.png before Save, with the server message and no preview', async () => {
    const { user, server } = openOwner('settings', {
      'campground-crud': () => answer(settingsOf()),
      'list-api-keys': noKeys,
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Settings' }));
    await user.upload(
      screen.getByLabelText('New logo'),
      new File(['not an image at all'], 'logo.png', { type: 'image/png' }),
    );
    expect(await screen.findByText(UPLOAD_RULES['campground-logo'].typeMessage)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /New logo/ })).toBeNull();
    await user.upload(
      screen.getByLabelText('Terms PDF'),
      new File(['not a pdf'], 'terms.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText(UPLOAD_RULES['terms-pdf'].typeMessage)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload PDF' })).toBeNull();
    expect(server.calls.some((c) => c.name.startsWith('upload-'))).toBe(false);
  });

  it('removes the logo only with Save Changes, and Cancel brings it back', async () => {
    const logo = '/functions/v1/campground-files/c-1/logo-ab.png';
    let current: string | null = logo;
    const calls: string[] = [];
    const { user } = openOwner('settings', {
      'campground-crud': (body) => {
        if (body !== undefined) calls.push('save');
        return answer(settingsOf({ branding_logo_url: current }));
      },
      'remove-campground-logo': () => {
        calls.push('remove');
        current = null;
        return answer({ branding_logo_url: null });
      },
      'list-api-keys': noKeys,
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Settings' }));
    await user.click(screen.getByRole('button', { name: 'Remove Logo' }));
    expect(screen.getByText(LOGO_REMOVAL_PENDING)).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Edit Settings' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Pine Valley RV Resort logo' })).toHaveAttribute('src', logo);
    expect(calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Edit Settings' }));
    expect(screen.queryByText(LOGO_REMOVAL_PENDING)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove Logo' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(LOGO_REMOVED)).toBeInTheDocument();
    expect(calls).toEqual(['remove', 'save']);
    expect(await screen.findByText('No logo uploaded')).toBeInTheDocument();
  });

  it('asks before removing the terms PDF, and keeps it when the owner cancels', async () => {
    let terms: string | null = '/functions/v1/campground-files/c-1/terms-ab.pdf';
    const { user, server } = openOwner('settings', {
      'campground-crud': () => answer(settingsOf({ terms_conditions_url: terms })),
      'remove-campground-terms': () => {
        terms = null;
        return answer({ terms_conditions_url: null });
      },
      'list-api-keys': noKeys,
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Settings' }));
    await user.click(screen.getByRole('button', { name: 'Remove PDF' }));
    const dialog = await screen.findByRole('alertdialog', { name: TERMS_REMOVE_TITLE });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('link', { name: 'View Terms PDF' })).toBeInTheDocument();
    expect(server.calls.some((c) => c.name === 'remove-campground-terms')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Remove PDF' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove PDF' }),
    );
    expect(await screen.findByText(TERMS_REMOVED)).toBeInTheDocument();
    expect(await screen.findByText('No terms and conditions uploaded')).toBeInTheDocument();
  });

  it('asks before leaving the form with unsaved changes, for a tab switch and a sign-out', async () => {
    const { user, server } = openOwner('settings', {
      'campground-crud': () => answer(settingsOf()),
      'list-api-keys': noKeys,
      'auth-logout': () => answer({}),
    });
    const nav = await screen.findByRole('navigation', { name: 'Owner Dashboard sections' });
    await user.click(await screen.findByRole('button', { name: 'Edit Settings' }));
    // No change yet: the tab switch goes through.
    await user.click(within(nav).getByRole('button', { name: 'Members' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(within(nav).getByRole('button', { name: 'Settings' }));
    await user.click(await screen.findByRole('button', { name: 'Edit Settings' }));
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'ville');

    await user.click(within(nav).getByRole('button', { name: 'Members' }));
    const ask = await screen.findByRole('alertdialog', { name: UNSAVED_CHANGES_TITLE });
    await user.click(within(ask).getByRole('button', { name: 'Stay' }));
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Bendville');

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Stay' }));
    expect(server.calls.some((c) => c.name === 'auth-logout')).toBe(false);

    await user.click(within(nav).getByRole('button', { name: 'Members' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard Changes' }),
    );
    expect(await screen.findByRole('heading', { name: 'My Campground Members' })).toBeInTheDocument();
  });

  it('asks the browser to confirm closing the page while the form holds unsaved changes', async () => {
    const { user } = openOwner('settings', {
      'campground-crud': () => answer(settingsOf()),
      'list-api-keys': noKeys,
    });
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await user.click(await screen.findByRole('button', { name: 'Edit Settings' }));
    expect(unload()).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'ville');
    expect(unload()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('button', { name: 'Edit Settings' });
    expect(unload()).toBe(false);
  });
});
