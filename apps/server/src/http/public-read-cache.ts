import type { Context } from 'hono';
import type { AppEnv } from './context';

/** One kept answer: its bytes, type and tag, and when it was kept. */
export interface KeptAnswer {
  readonly body: ArrayBuffer;
  readonly contentType: string;
  readonly etag: string;
}

export interface PublicReadCacheOptions {
  readonly now?: () => number;
  /** Answers kept at most (campgrounds whose page was read lately); the least recently read go first. */
  readonly maxEntries?: number;
  /**
   * How long an answer is kept at most. Changes are told by the database within milliseconds; this
   * bounds how long a change could go untold if the listening connection died without noticing.
   */
  readonly maxAgeMs?: number;
}

/**
 * The public reads' answers kept in this process's memory, by path and query
 * (docs/decisions/public-page.md#the-campgrounds-public-answer-is-kept-in-memory-until-its-data-changes).
 * It keeps nothing until told the data may have changed for the first time: that is the database
 * saying it now tells changes. Each change forgets everything, and an answer made while a change
 * arrived is not kept, as it may have been read before the change.
 */
export class PublicReadCache {
  private readonly kept = new Map<string, KeptAnswer & { readonly keptAt: number }>();
  private generation = 0;
  private told = false;
  private readonly now: () => number;
  private readonly maxEntries: number;
  private readonly maxAgeMs: number;

  constructor(options: PublicReadCacheOptions = {}) {
    this.now = options.now ?? Date.now;
    this.maxEntries = options.maxEntries ?? 1_000;
    this.maxAgeMs = options.maxAgeMs ?? 60_000;
  }

  /** The data of the public answers may have changed (or changes are told from now on). */
  changed(): void {
    this.generation += 1;
    this.kept.clear();
    this.told = true;
  }

  /** A mark to give back to {@link keep}: taken before the answer is made. */
  mark(): number {
    return this.generation;
  }

  find(key: string): KeptAnswer | undefined {
    const answer = this.kept.get(key);
    if (!answer) return undefined;
    this.kept.delete(key);
    if (this.now() - answer.keptAt > this.maxAgeMs) return undefined;
    this.kept.set(key, answer);
    return answer;
  }

  /** Keeps an answer made since `mark`, unless a change was told meanwhile. */
  keep(key: string, mark: number, answer: KeptAnswer): void {
    if (!this.told || mark !== this.generation) return;
    this.kept.delete(key);
    if (this.kept.size >= this.maxEntries) {
      const oldest = this.kept.keys().next();
      if (!oldest.done) this.kept.delete(oldest.value);
    }
    this.kept.set(key, { ...answer, keptAt: this.now() });
  }
}

/** The key of a request's answer: its path and query, whoever asks. */
export const keyOf = (c: Context<AppEnv>): string => {
  const url = c.req.url;
  const query = url.indexOf('?');
  return query === -1 ? c.req.path : `${c.req.path}${url.slice(query)}`;
};

/** The caches of what is the same for every visitor: the public reads' answers and the pages. */
export interface PublicCaches {
  readonly publicReads?: PublicReadCache;
  readonly keptPages?: PublicReadCache;
}

/**
 * Caches told of changes by `watch` (the database's change feed); none where nothing can tell
 * changes, so nothing is kept there.
 */
export const watchedPublicCaches = async (
  watch: ((onChange: () => void) => Promise<unknown>) | undefined,
  options: PublicReadCacheOptions = {},
): Promise<PublicCaches> => {
  if (!watch) return {};
  const publicReads = new PublicReadCache(options);
  const keptPages = new PublicReadCache(options);
  await watch(() => {
    publicReads.changed();
    keptPages.changed();
  });
  return { publicReads, keptPages };
};
