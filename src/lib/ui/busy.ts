/** Counts calls in flight; the shell shows a progress bar while the count is above zero. */
type Listener = (count: number) => void;
let count = 0;
const listeners = new Set<Listener>();
const emit = () => listeners.forEach((l) => l(count));

export const busy = {
  start(): () => void {
    count += 1;
    emit();
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      count -= 1;
      emit();
    };
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    listener(count);
    return () => listeners.delete(listener);
  },
  get count() {
    return count;
  },
};
