export { ToastRegion, type ToastRegionProps } from './Toast';
export {
  DEFAULT_TOAST_TIMEOUT,
  type Toast,
  type ToastKind,
  type ToastOptions,
  ToastQueue,
  toasts,
} from './toast-queue';
