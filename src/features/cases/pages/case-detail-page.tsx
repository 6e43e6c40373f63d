import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { formRows } from '@/contracts/cases';
import { DynaformRenderer } from '@/lib/dynaform/dynaform-renderer';
import { DynaformFilesContext } from '@/lib/dynaform/file-control';
import { LoadError, Loading } from '@/lib/ui/states';
import { Page } from '@/lib/ui/page';
import { useCaseFiles } from '../api/case-files';
import { useCase, useLightSteps, useVariables } from '../api/cases';
import { CaseSummary } from '../components/case-summary';
import { CaseWorkForm } from '../components/case-work-form';

/** /case/detail/{id}: a case; my open task on it as its form (breadcrumb parent: the task inbox). */
export default function CaseDetailPage() {
  const { t } = useTranslation('cases');
  const { id = '' } = useParams();
  const detail = useCase(id);
  const variables = useVariables(id);
  if (detail.isPending || variables.isPending) return <Page title={t('detail.title')} backHref="/inbox"><Loading /></Page>;
  if (detail.isError || variables.isError) return <Page title={t('detail.title')} backHref="/inbox"><LoadError onRetry={() => { void detail.refetch(); void variables.refetch(); }} /></Page>;
  const c = detail.data;
  const mine = c.my_task;
  return (
    <Page title={`${c.app_name}`} backHref="/inbox">
      <CaseSummary detail={c} />
      {mine ? (
        <CaseWorkForm key={`${c.app_uid}-${mine.del_index}`} prj_uid={c.pro_uid} act_uid={mine.tas_uid} values={variables.data}
          openCase={{ app_uid: c.app_uid, del_index: mine.del_index }} ensureCase={async () => ({ app_uid: c.app_uid, del_index: mine.del_index, fresh: false })} />
      ) : (
        <CaseForms app_uid={c.app_uid} prj_uid={c.pro_uid} act_uid={c.history[0]?.tas_uid ?? ''} values={variables.data} />
      )}
    </Page>
  );
}

/** A case that is not mine to work on: the first task's forms, read-only, with its data. */
export function CaseForms({ app_uid, prj_uid, act_uid, values }: { app_uid: string; prj_uid: string; act_uid: string; values: Record<string, unknown> }) {
  const steps = useLightSteps(prj_uid, act_uid || undefined);
  // Its files are shown by name and opened; nothing is added to a case that is not mine to work on.
  const files = useCaseFiles(app_uid);
  if (!act_uid) return null;
  if (steps.isPending) return <Loading />;
  return (
    <DynaformFilesContext.Provider value={files}>
      {(steps.data ?? []).filter((s) => s.dynaform && formRows(s.dynaform.dyn_content).length).map((s) => (
        <section key={s.step.step_uid}>
          <h2 className="apron-section-title">{s.dynaform!.dyn_title}</h2>
          <DynaformRenderer content={s.dynaform!.dyn_content} values={values} onChange={() => undefined} readOnly />
        </section>
      ))}
    </DynaformFilesContext.Provider>
  );
}
