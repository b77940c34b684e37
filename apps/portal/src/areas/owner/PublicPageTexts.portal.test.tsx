// @vitest-environment jsdom
// jsdom, not the project's happy-dom: it spies on the live preview frame's window, which happy-dom does not make for a frame.
import { draftMessage, PREVIEW_READY_MESSAGE, CAMPGROUND_SETTINGS_WORDS as TEXTS } from '@camppass/domain';
import { toasts } from '@camppass/ui';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anOwnerArea, anOwnerCampground, renderOwnerTab } from './owner-area.test-support';
import { PublicPageTab } from './PublicPageTab';
import { settingsOf } from './settings.test-support';

const answer = (data: unknown): [number, unknown] => [200, { success: true, data }];
const pine = anOwnerCampground({ id: 'c-1', name: 'Pine Valley', slug: 'pine-valley' });

afterEach(() => vi.restoreAllMocks());

describe('owner public page tab: the page texts and their live preview', () => {
  it('edits the texts beside the preview, which gets each change, and saves only the texts', async () => {
    let saved: Record<string, unknown> | null = null;
    const area = anOwnerArea({ campgrounds: [pine] });
    const refresh = vi.spyOn(area, 'refresh');
    const added = vi.spyOn(toasts, 'add');
    const { user } = renderOwnerTab(<PublicPageTab />, area, {
      'campground-crud': (body) => {
        if (body === undefined) return answer(settingsOf({ public_page_title: 'Join Pine Valley' }));
        saved = body as Record<string, unknown>;
        return answer(settingsOf({ public_page_title: 'Summer at Pine Valley' }));
      },
    });
    const preview = (await screen.findByTitle(TEXTS.livePreview)) as HTMLIFrameElement;
    expect(preview).toHaveAttribute('src', '/campground/pine-valley/preview');
    const post = vi.spyOn(preview.contentWindow as Window, 'postMessage');
    const title = screen.getByRole('textbox', { name: TEXTS.pageTitle });
    expect(title).toHaveValue('Join Pine Valley');
    expect(title).toHaveAttribute('readonly');

    await user.click(screen.getByRole('button', { name: TEXTS.editPageTexts }));
    await user.clear(title);
    await user.type(title, 'Summer at Pine Valley');
    await user.type(screen.getByRole('textbox', { name: TEXTS.informationDesc }), 'Call us');
    await waitFor(() =>
      expect(post).toHaveBeenLastCalledWith(
        draftMessage({
          public_page_title: 'Summer at Pine Valley',
          public_page_description: 'Members camp for less.',
          membership_type_desc: '',
          information_desc: 'Call us',
        }),
        window.location.origin,
      ),
    );
    // A preview that says it listens now is sent the texts again.
    post.mockClear();
    window.dispatchEvent(
      new MessageEvent('message', {
        data: PREVIEW_READY_MESSAGE,
        origin: window.location.origin,
        source: preview.contentWindow,
      }),
    );
    expect(post).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: TEXTS.savePageTexts }));
    await waitFor(() => expect(added).toHaveBeenCalledWith('success', TEXTS.pageTextsSaved));
    expect(saved).toEqual({
      campground_id: 'c-1',
      campground: {
        public_page_title: 'Summer at Pine Valley',
        public_page_description: 'Members camp for less.',
        membership_type_desc: null,
        information_desc: 'Call us',
      },
      settings: {},
    });
    expect(refresh).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: TEXTS.editPageTexts })).toBeInTheDocument();
  }, 30_000);

  it('shows staff the texts without an edit button', async () => {
    const staffPine = anOwnerCampground({ id: 'c-1', slug: 'pine-valley', caller_role: 'staff' });
    renderOwnerTab(<PublicPageTab />, anOwnerArea({ campgrounds: [staffPine], canManage: () => false }), {
      'campground-crud': () => answer(settingsOf({ caller_role: 'staff' })),
    });
    expect(await screen.findByRole('textbox', { name: TEXTS.pageTitle })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: TEXTS.editPageTexts })).toBeNull();
  });

  it('says when the texts cannot be read, with Try Again', async () => {
    renderOwnerTab(<PublicPageTab />, anOwnerArea({ campgrounds: [pine] }), {
      'campground-crud': () => [500, { success: false, error: 'Database down', code: 'INTERNAL' }],
    });
    expect(await screen.findByText(/Failed to load campground settings/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
