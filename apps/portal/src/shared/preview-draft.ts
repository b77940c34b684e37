/**
 * The owner's unsaved page texts, sent by the Public Page tab to the page's preview it frames, so
 * the preview shows them as they are typed. Both sides are our own pages: only a message from the
 * same origin (and, in the preview, from the window that frames it) is taken.
 */
export const PREVIEW_DRAFT_MESSAGE = 'camppass:page-texts';

export interface PageTextsDraft {
  readonly public_page_title: string;
  readonly public_page_description: string;
  readonly membership_type_desc: string;
  readonly information_desc: string;
}

const FIELDS = [
  'public_page_title',
  'public_page_description',
  'membership_type_desc',
  'information_desc',
] as const;

/** The draft a message carries, or null when it is not one: texts only, nothing else taken. */
export const draftOfMessage = (data: unknown): PageTextsDraft | null => {
  if (typeof data !== 'object' || data === null) return null;
  const { type, texts } = data as { type?: unknown; texts?: unknown };
  if (type !== PREVIEW_DRAFT_MESSAGE || typeof texts !== 'object' || texts === null) return null;
  const fields = texts as Record<string, unknown>;
  if (!FIELDS.every((field) => typeof fields[field] === 'string')) return null;
  return Object.fromEntries(
    FIELDS.map((field) => [field, String(fields[field]).slice(0, 5000)]),
  ) as unknown as PageTextsDraft;
};

export const draftMessage = (texts: PageTextsDraft) => ({ type: PREVIEW_DRAFT_MESSAGE, texts });

/** The preview's word to the window framing it that it listens now (its texts may have come earlier). */
export const PREVIEW_READY_MESSAGE = 'camppass:preview-ready';
