import { draftOfMessage, type PageTextsDraft, PREVIEW_READY_MESSAGE } from '@camppass/domain';
import { useEffect, useState } from 'react';
import type { CampgroundPageData } from './campground-view';

/** The page with the owner's unsaved texts in place of the stored ones; blank ones fall back as saved ones do. */
const withDraft = (data: CampgroundPageData, draft: PageTextsDraft | null): CampgroundPageData =>
  draft === null
    ? data
    : {
        ...data,
        campground: {
          ...data.campground,
          public_page_title: draft.public_page_title,
          public_page_description: draft.public_page_description,
        },
        descriptions: {
          ...data.descriptions,
          membershipTypes: draft.membership_type_desc,
          information: draft.information_desc,
        },
      };

/**
 * In the preview, the page with the owner's unsaved texts whenever the Public Page tab, framing it,
 * sends them; elsewhere (and until then) the page as saved.
 */
export function usePreviewDraft(data: CampgroundPageData | undefined, preview: boolean) {
  const [draft, setDraft] = useState<PageTextsDraft | null>(null);
  useEffect(() => {
    if (!preview) return;
    const take = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== window.parent) return;
      const texts = draftOfMessage(event.data);
      if (texts) setDraft(texts);
    };
    window.addEventListener('message', take);
    if (window.parent !== window) window.parent.postMessage(PREVIEW_READY_MESSAGE, window.location.origin);
    return () => window.removeEventListener('message', take);
  }, [preview]);
  return data && withDraft(data, draft);
}
