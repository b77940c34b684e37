import { toasts } from '@camppass/ui';

/** Feedback of the Settings tab, as a toast of the owner shell (3 seconds, 03 §2.1). */
export type Notify = (kind: 'success' | 'error', message: string) => void;
export const notify: Notify = (kind, message) => void toasts.add(kind, message);

/** The absolute address of a path of ours, for copying. */
export const absoluteUrl = (path: string) => new URL(path, window.location.origin).toString();
