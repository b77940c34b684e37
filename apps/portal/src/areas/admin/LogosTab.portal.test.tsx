import {
  LOGO_REMOVED,
  LOGO_UPLOADED,
  LOGOS_NONE_FOUND,
  LOGOS_NONE_YET,
  LOGOS_TITLE,
  logoRemoveTitle,
  UPLOAD_RULES,
} from '@camppass/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aCampground, openAdmin, pageOf } from './open-admin.test-support';

const PINE_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const pineValley = (extra: Record<string, unknown> = {}) =>
  aCampground(PINE_ID, 'Pine Valley', { city: 'Bend', state: 'OR', ...extra });

beforeEach(() => vi.stubGlobal('XMLHttpRequest', undefined));
afterEach(() => vi.unstubAllGlobals());

describe('Logo Management', () => {
  it('lists the campgrounds with their count, status and short id, and uploads a logo', async () => {
    let logo: string | null = null;
    const { user, server } = openAdmin('logos', {
      'admin-campgrounds': (body) => {
        const { status, search } = body as { status: string; search?: string };
        if (status === 'pending' || search) return [200, pageOf([])];
        return [
          200,
          pageOf([
            pineValley({ branding_logo_url: logo }),
            aCampground('b2', 'Aspen', { status: 'pending' }),
          ]),
        ];
      },
      'upload-campground-logo': () => {
        logo = '/functions/v1/campground-files/0f8fad5b/logo-ab.png';
        return [200, { success: true, data: { branding_logo_url: logo } }];
      },
    });
    expect(await screen.findByRole('heading', { name: LOGOS_TITLE })).toBeInTheDocument();
    expect(await screen.findByText('2 of 2 campgrounds')).toBeInTheDocument();
    const pine = screen.getByRole('heading', { name: 'Pine Valley' }).closest('section') as HTMLElement;
    expect(within(pine).getByText('0f8fad5b')).toBeInTheDocument();
    expect(within(pine).getByText('Bend, OR')).toBeInTheDocument();

    await user.upload(
      within(pine).getByLabelText('Logo for Pine Valley'),
      new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'logo.png', {
        type: 'image/png',
      }),
    );
    expect(await within(pine).findByText(LOGO_UPLOADED)).toBeInTheDocument();
    expect(server.calls.some((c) => c.name === 'upload-campground-logo')).toBe(true);
    expect(await within(pine).findByRole('img', { name: 'Pine Valley logo' })).toHaveAttribute('src', logo);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Pending');
    expect(await screen.findByText(LOGOS_NONE_FOUND)).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filter criteria')).toBeInTheDocument();
    expect(screen.getByText('0 of 2 campgrounds')).toBeInTheDocument();
  });

  it('refuses a text file named logo.png before sending it, with the server message', async () => {
    const { user, server } = openAdmin('logos', {
      'admin-campgrounds': () => [200, pageOf([pineValley()])],
    });
    const pine = (await screen.findByRole('heading', { name: 'Pine Valley' })).closest(
      'section',
    ) as HTMLElement;
    await user.upload(
      within(pine).getByLabelText('Logo for Pine Valley'),
      new File(['not an image'], 'logo.png', { type: 'image/png' }),
    );
    expect(await within(pine).findByText(UPLOAD_RULES['campground-logo'].typeMessage)).toBeInTheDocument();
    expect(server.calls.some((c) => c.name === 'upload-campground-logo')).toBe(false);
  });

  it('asks before removing a logo, and keeps it when the admin cancels', async () => {
    let logo: string | null = '/functions/v1/campground-files/0f8fad5b/logo-ab.png';
    const { user, server } = openAdmin('logos', {
      'admin-campgrounds': () => [200, pageOf([pineValley({ branding_logo_url: logo })])],
      'remove-campground-logo': () => {
        logo = null;
        return [200, { success: true, data: { branding_logo_url: null } }];
      },
    });
    const pine = (await screen.findByRole('heading', { name: 'Pine Valley' })).closest(
      'section',
    ) as HTMLElement;
    await user.click(within(pine).getByRole('button', { name: 'Remove Logo' }));
    const ask = await screen.findByRole('alertdialog', { name: logoRemoveTitle('Pine Valley') });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(within(pine).getByRole('img', { name: 'Pine Valley logo' })).toBeInTheDocument();
    expect(server.calls.some((c) => c.name === 'remove-campground-logo')).toBe(false);

    await user.click(within(pine).getByRole('button', { name: 'Remove Logo' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove Logo' }),
    );
    expect(await within(pine).findByText(LOGO_REMOVED)).toBeInTheDocument();
    expect(await within(pine).findByText('No logo uploaded')).toBeInTheDocument();
  });

  it('says when no campground exists yet', async () => {
    openAdmin('logos', { 'admin-campgrounds': () => [200, pageOf([])] });
    expect(await screen.findByText(LOGOS_NONE_YET)).toBeInTheDocument();
  });
});
