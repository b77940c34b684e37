import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageFetch, resetEmbeddedAnswers } from './embedded-answers';

const CAMPGROUND = '/functions/v1/get-campground?slug=pine-valley';
const embed = (answers: unknown) => {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'cp-embedded-answers';
  element.textContent = typeof answers === 'string' ? answers : JSON.stringify(answers);
  document.head.append(element);
};
const network = () => {
  const fetchMock = vi.fn(async () => new Response('{"from":"network"}', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

afterEach(() => {
  resetEmbeddedAnswers();
  document.getElementById('cp-embedded-answers')?.remove();
  vi.unstubAllGlobals();
});

describe('pageFetch', () => {
  it("answers the page's first GET of an embedded answer from the page, once", async () => {
    embed({ [CAMPGROUND]: { success: true, data: { name: 'Pine Valley' } } });
    const fetchMock = network();

    const first = await pageFetch(CAMPGROUND, { headers: { Accept: 'application/json' } });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/json');
    expect(await first.json()).toEqual({ success: true, data: { name: 'Pine Valley' } });
    expect(fetchMock).not.toHaveBeenCalled();
    // Read once and taken out of the page.
    expect(document.getElementById('cp-embedded-answers')).toBeNull();

    // A refresh asks the server.
    expect(await (await pageFetch(CAMPGROUND)).json()).toEqual({ from: 'network' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends other requests on: other queries, other methods, other origins', async () => {
    embed({ [CAMPGROUND]: { success: true } });
    const fetchMock = network();
    await pageFetch('/functions/v1/get-campground?slug=lakeside');
    await pageFetch(CAMPGROUND, { method: 'POST', body: '{}' });
    await pageFetch(`https://elsewhere.example${CAMPGROUND}`);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    // The answer is still there for the page's own GET, absolute or relative.
    expect(await (await pageFetch(new URL(CAMPGROUND, location.href))).json()).toEqual({ success: true });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('goes to the network when the page carries no answers or unreadable ones', async () => {
    const fetchMock = network();
    await pageFetch(CAMPGROUND);
    resetEmbeddedAnswers();
    embed('{not json');
    await pageFetch(CAMPGROUND);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
