import type { ExportJob } from '@/contracts/exports/export-jobs';

/**
 * The export jobs this tab is waiting for (issue 16): download() puts each poll's answer here and
 * takes the job away when it ends; the shell's progress panel (lib/ui/export-progress.tsx) shows them.
 */
type Listener = () => void;
let jobs: readonly ExportJob[] = [];
const listeners = new Set<Listener>();
const publish = (next: readonly ExportJob[]) => {
  jobs = next;
  listeners.forEach((l) => l());
};

export const exportProgress = {
  get: (): readonly ExportJob[] => jobs,
  put(job: ExportJob) {
    publish(jobs.some((j) => j.id === job.id) ? jobs.map((j) => (j.id === job.id ? job : j)) : [...jobs, job]);
  },
  remove(id: number) {
    if (jobs.some((j) => j.id === id)) publish(jobs.filter((j) => j.id !== id));
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
