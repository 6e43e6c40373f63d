import type { ToastSpec } from '@/lib/api/error-toasts';

/** A small bus so code outside React (the query cache, the outbox) can show toasts. */
type Listener = (toast: ToastSpec) => void;
const listeners = new Set<Listener>();

export const toasts = {
  show(toast: ToastSpec) {
    listeners.forEach((l) => l(toast));
  },
  showAll(list: ToastSpec[]) {
    list.forEach((t) => this.show(t));
  },
  success(message: string) {
    this.show({ kind: 'success', message });
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
