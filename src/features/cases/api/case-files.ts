import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { caseDocumentFile, listCaseDocuments, uploadCaseDocument, variableOf, type DynaformControl } from '@/contracts/cases';
import { ApiError, data } from '@/lib/api/client';
import { download, saveBlob } from '@/lib/api/download';
import { flattenMessages } from '@/lib/api/error-toasts';
import type { DynaformFiles } from '@/lib/dynaform/file-control';
import { toasts } from '@/lib/ui/toasts';
import { CASES_KEY } from './cases';

export const useCaseDocuments = (app_uid: string | undefined) =>
  useQuery({ queryKey: [...CASES_KEY, 'documents', app_uid], queryFn: () => data(listCaseDocuments, { params: { app_uid: app_uid! } }), enabled: !!app_uid });

/** One file into a file control of my open task; the server's refusal comes back as its own words. */
export async function uploadCaseFile(app_uid: string, del_index: number, control: DynaformControl, file: File) {
  const form = new FormData();
  form.append('del_index', String(del_index));
  form.append('var_name', variableOf(control));
  if (typeof control.inp_doc_uid === 'string') form.append('inp_doc_uid', control.inp_doc_uid);
  form.append('form', file, file.name);
  try {
    return await data(uploadCaseDocument, { params: { app_uid }, body: form });
  } catch (error) {
    const said = error instanceof ApiError ? flattenMessages((error.body as { errors?: unknown })?.errors).join(' ') : '';
    throw new Error(said || (error instanceof ApiError && error.status !== 0 && !error.message.startsWith('HTTP') ? error.message : ''));
  }
}

export async function openCaseFile(app_uid: string, app_doc_uid: string, name: string) {
  const result = await download(caseDocumentFile, { params: { app_uid, app_doc_uid } }, name);
  if (result.ok && result.blob) saveBlob(result.blob, result.fileName ?? name);
  else toasts.showAll(result.toasts);
}

/**
 * The file controls' powers for a case's form: `theCase` gives the case and my task (a new case is
 * started on the first file, as on the first save); without it the form only shows and opens files.
 */
export function useCaseFiles(app_uid: string | undefined, theCase?: () => Promise<{ app_uid: string; del_index: number }>): DynaformFiles {
  // A new case gets its id on its first save or file.
  const [started, setStarted] = useState<string | undefined>(undefined);
  const uid = app_uid ?? started;
  const known = useCaseDocuments(uid);
  const [added, setAdded] = useState<Record<string, string>>({});
  return useMemo<DynaformFiles>(() => ({
    names: { ...Object.fromEntries((known.data ?? []).map((d) => [d.app_doc_uid, d.app_doc_filename])), ...added },
    upload: async (control, file) => {
      if (!theCase) throw new Error('');
      const c = await theCase();
      setStarted(c.app_uid);
      const stored = await uploadCaseFile(c.app_uid, c.del_index, control, file);
      setAdded((n) => ({ ...n, [stored.app_doc_uid]: stored.app_doc_filename }));
      return { id: stored.app_doc_uid, name: stored.app_doc_filename };
    },
    open: (id, name) => {
      if (uid) void openCaseFile(uid, id, name);
    },
  }), [known.data, added, theCase, uid]);
}
