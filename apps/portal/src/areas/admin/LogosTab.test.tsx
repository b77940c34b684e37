import { LOGO_UPLOADED, LOGOS_NONE_FOUND, LOGOS_NONE_YET, LOGOS_TITLE } from '@camppass/domain';
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
      new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' }),
    );
    expect(await within(pine).findByText(LOGO_UPLOADED)).toBeInTheDocument();
    expect(server.calls.some((c) => c.name === 'upload-campground-logo')).toBe(true);
    expect(await within(pine).findByRole('img', { name: 'Pine Valley logo' })).toHaveAttribute('src', logo);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Pending');
    expect(await screen.findByText(LOGOS_NONE_FOUND)).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filter criteria')).toBeInTheDocument();
    expect(screen.getByText('0 of 2 campgrounds')).toBeInTheDocument();
  });

  it('says when no campground exists yet', async () => {
    openAdmin('logos', { 'admin-campgrounds': () => [200, pageOf([])] });
    expect(await screen.findByText(LOGOS_NONE_YET)).toBeInTheDocument();
  });
});
