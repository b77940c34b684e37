/**
 * Answers the server embedded in index.html for the page it served (apps/server/src/routes/page-head.ts):
 * a JSON object in `<script type="application/json" id="cp-embedded-answers">`, keyed by the path and
 * query of a GET function, e.g. `/functions/v1/get-campground?slug=pine-valley`. `pageFetch` answers
 * the first request for each of them from there instead of the network, so the page's first data
 * arrives with the page; the answer still goes through the client's checks like any other. Each is
 * used once: later requests (a refresh, a retry) go to the server.
 */
const ELEMENT_ID = 'cp-embedded-answers';

let answers: Map<string, unknown> | undefined;

const embedded = (): Map<string, unknown> => {
  if (answers) return answers;
  answers = new Map();
  const element = typeof document === 'undefined' ? null : document.getElementById(ELEMENT_ID);
  if (!element) return answers;
  element.remove();
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '');
    if (parsed && typeof parsed === 'object') {
      for (const [key, value] of Object.entries(parsed)) answers.set(key, value);
    }
  } catch {
    // Unreadable: every request goes to the server.
  }
  return answers;
};

/** The request's method, and its path and query when it is for this page's own origin. */
const sameOriginGet = (input: RequestInfo | URL, init?: RequestInit): string | null => {
  const request = input instanceof Request ? input : null;
  const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
  if (method !== 'GET' || typeof location === 'undefined') return null;
  const url = new URL(request ? request.url : String(input), location.href);
  return url.origin === location.origin ? url.pathname + url.search : null;
};

/** `fetch`, except that the first GET of an embedded answer is answered from the page. */
export const pageFetch: typeof fetch = (input, init) => {
  const key = sameOriginGet(input, init);
  const found = key === null ? undefined : embedded();
  if (key !== null && found?.has(key)) {
    const body = found.get(key);
    found.delete(key);
    return Promise.resolve(
      new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
  }
  return globalThis.fetch(input, init);
};

/** An embedded answer that is not a GET's (the posted verify form's), read without using it up. */
export const embeddedAnswer = (key: string): unknown => embedded().get(key);

/** Forgets what was read, so a test can embed answers again. */
export const resetEmbeddedAnswers = (): void => {
  answers = undefined;
};
