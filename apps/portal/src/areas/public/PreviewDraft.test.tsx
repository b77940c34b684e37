import { draftMessage, PREVIEW_READY_MESSAGE } from '@camppass/domain';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { campgroundResult, fakeApi, renderPublic } from './testing/public-fakes';

const texts = {
  public_page_title: 'Summer at Pine Valley',
  public_page_description: '<b>Lakeside</b> sites',
  membership_type_desc: 'Pick a pass',
  information_desc: 'Call us',
};
const send = (data: unknown, origin = window.location.origin) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: window }));
  });

describe('the preview of a campground page, with the texts sent to it', () => {
  it("shows the owner's unsaved texts sent from our own page, as text, and nothing from elsewhere", async () => {
    const said = vi.spyOn(window, 'postMessage');
    renderPublic(
      '/campground/pine-valley/preview',
      fakeApi({ 'get-campground': vi.fn(async () => campgroundResult()) }),
    );
    expect(await screen.findByText('Shaded RV sites under tall pines.')).toBeInTheDocument();

    send(draftMessage({ ...texts, public_page_title: 'Elsewhere' }), 'https://evil.example');
    send({ type: 'camppass:page-texts', texts: { public_page_title: 42 } });
    expect(screen.queryByRole('heading', { name: 'Elsewhere' })).toBeNull();

    send(draftMessage(texts));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Summer at Pine Valley' }),
    ).toBeInTheDocument();
    expect(screen.getByText('<b>Lakeside</b> sites')).toBeInTheDocument();
    expect(screen.getByText('Pick a pass')).toBeInTheDocument();
    expect(screen.getByText('Call us')).toBeInTheDocument();
    // Not framed here: it has nobody to tell that it listens.
    expect(said).not.toHaveBeenCalledWith(PREVIEW_READY_MESSAGE, expect.anything());
  });
});
