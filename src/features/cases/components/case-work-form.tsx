import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CASE_MESSAGES, type NextTask } from '@/contracts/cases';
import { ApiError } from '@/lib/api/client';
import { DynaformRenderer } from '@/lib/dynaform/dynaform-renderer';
import { DynaformFilesContext } from '@/lib/dynaform/file-control';
import { LoadError, Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { CASES_KEY, nextStep, route, runTriggers, save, useLightSteps } from '../api/cases';
import { useCaseFiles } from '../api/case-files';
import { AssignDialog } from './assign-dialog';

interface Props {
  prj_uid: string;
  act_uid: string;
  values: Record<string, unknown>;
  /** The case and my delegation on it; a create page starts the case here, on the first save. */
  ensureCase: () => Promise<{ app_uid: string; del_index: number; fresh: boolean }>;
  /** An open case runs its BEFORE triggers when the form opens. */
  openCase?: { app_uid: string; del_index: number };
}

/**
 * The case flow of spec 3 §4: fill the step forms, save the case data, run the triggers (1 s apart),
 * open the assign dialog, route, land on the task inbox with 'The case has been successfully saved'.
 */
export function CaseWorkForm({ prj_uid, act_uid, values: initial, ensureCase, openCase }: Props) {
  const { t } = useTranslation('cases');
  const navigate = useNavigate();
  const client = useQueryClient();
  const steps = useLightSteps(prj_uid, act_uid);
  const [values, setValues] = useState<Record<string, unknown>>(initial);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [index, setIndex] = useState(0);
  const [busy, setBusy] = useState(false);
  const [next, setNext] = useState<NextTask[] | null>(null);
  const caseRef = useRef<{ app_uid: string; del_index: number } | null>(openCase ?? null);
  const before = useRef(false);

  useEffect(() => {
    if (!openCase || !steps.data || before.current) return;
    before.current = true;
    void runTriggers(openCase.app_uid, openCase.del_index, steps.data.map((s) => s.step), 'BEFORE').catch(() => undefined);
  }, [openCase, steps.data]);

  // The case and my task; a new case is started here (on its first save or file) with its BEFORE triggers.
  const theCase = async () => {
    const c = await ensureCase();
    if (c.fresh) await runTriggers(c.app_uid, c.del_index, [steps.data![index]!.step], 'BEFORE');
    caseRef.current = c;
    return c;
  };
  const files = useCaseFiles(openCase?.app_uid, theCase);

  if (steps.isPending) return <Loading />;
  if (steps.isError) return <LoadError onRetry={() => void steps.refetch()} />;
  const list = steps.data;
  const current = list[index];
  if (!current?.dynaform) return <p>{t('noForm')}</p>;

  const fail = (e: unknown) => {
    if (e instanceof ApiError && e.status === 422 && (e.body as { errors?: Record<string, string[]> })?.errors) setErrors((e.body as { errors: Record<string, string[]> }).errors);
    else toasts.show({ kind: 'error', message: e instanceof Error ? e.message : String(e) });
  };

  async function submit() {
    setBusy(true);
    setErrors({});
    try {
      const c = await theCase();
      await save(c.app_uid, c.del_index, current!.dynaform!.dyn_uid, values);
      await runTriggers(c.app_uid, c.del_index, [current!.step], 'AFTER');
      if (index < list.length - 1) setIndex(index + 1);
      else setNext(await nextStep(c.app_uid, c.del_index));
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  }

  async function confirm(assignees: Record<string, string>) {
    const c = caseRef.current!;
    setBusy(true);
    try {
      await route(c.app_uid, c.del_index, assignees);
      await client.invalidateQueries({ queryKey: CASES_KEY });
      toasts.success(CASE_MESSAGES.saved);
      setNext(null);
      navigate('/inbox');
    } catch (e) {
      setNext(null);
      fail(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <h2 className="apron-section-title">{current.dynaform.dyn_title}</h2>
      <DynaformFilesContext.Provider value={files}>
        <DynaformRenderer content={current.dynaform.dyn_content} values={values} onChange={setValues} errors={errors} onSubmit={() => void submit()} submitting={busy} />
      </DynaformFilesContext.Provider>
      <AssignDialog next={next} busy={busy} onCancel={() => setNext(null)} onConfirm={(a) => void confirm(a)} />
    </>
  );
}
