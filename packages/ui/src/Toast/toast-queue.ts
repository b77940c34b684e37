import type { ReactNode } from 'react';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

/** Spec 01 §9: toasts last 3000 ms unless told otherwise. */
export const DEFAULT_TOAST_TIMEOUT = 3000;

export interface ToastOptions {
  title?: ReactNode;
  /** Milliseconds before it closes by itself; 0 keeps it until dismissed. */
  timeout?: number;
}

export interface Toast {
  id: number;
  kind: ToastKind;
  message: ReactNode;
  title?: ReactNode;
  timeout: number;
}

/**
 * The toasts on screen, outside React so any code (a mutation's callback, a route loader) can add one.
 * Timers pause while the user hovers or focuses the region, so nobody loses a message mid-read.
 */
export class ToastQueue {
  private toasts: readonly Toast[] = [];
  private readonly listeners = new Set<() => void>();
  private readonly timers = new Map<number, ReturnType<typeof setTimeout>>();
  private nextId = 1;
  private paused = false;

  add(kind: ToastKind, message: ReactNode, options: ToastOptions = {}): number {
    const toast: Toast = {
      id: this.nextId++,
      kind,
      message,
      title: options.title,
      timeout: options.timeout ?? DEFAULT_TOAST_TIMEOUT,
    };
    this.toasts = [...this.toasts, toast];
    if (!this.paused) this.schedule(toast);
    this.emit();
    return toast.id;
  }

  success = (message: ReactNode, options?: ToastOptions) => this.add('success', message, options);
  error = (message: ReactNode, options?: ToastOptions) => this.add('error', message, options);
  warning = (message: ReactNode, options?: ToastOptions) => this.add('warning', message, options);
  info = (message: ReactNode, options?: ToastOptions) => this.add('info', message, options);

  remove = (id: number): void => {
    clearTimeout(this.timers.get(id));
    this.timers.delete(id);
    const next = this.toasts.filter((t) => t.id !== id);
    if (next.length === this.toasts.length) return;
    this.toasts = next;
    this.emit();
  };

  clear(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.toasts = [];
    this.emit();
  }

  pause = (): void => {
    this.paused = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  };

  /** Restarts every toast's full timeout: a message read halfway deserves its whole time again. */
  resume = (): void => {
    this.paused = false;
    for (const toast of this.toasts) this.schedule(toast);
  };

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): readonly Toast[] => this.toasts;

  private schedule(toast: Toast): void {
    if (toast.timeout <= 0) return;
    this.timers.set(
      toast.id,
      setTimeout(() => this.remove(toast.id), toast.timeout),
    );
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

/** The application's toast queue, shown by a `ToastRegion` without a `queue` prop. */
export const toasts = new ToastQueue();
