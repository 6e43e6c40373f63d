import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Page } from '@/lib/ui/page';
import { start } from '../api/cases';
import { CaseWorkForm } from '../components/case-work-form';

/**
 * /case/create/{prj_uid}/{act_uid} (the path the source cuts off; docs/decisions/cases.md): the
 * first task's form of a new case. The case is started on the first save, so opening the page and
 * leaving it makes no empty draft.
 */
export default function CreateCasePage() {
  const { t } = useTranslation('cases');
  const { prj_uid = '', act_uid = '' } = useParams();
  const started = useRef<{ app_uid: string; del_index: number } | null>(null);
  const ensureCase = async () => {
    if (started.current) return { ...started.current, fresh: false };
    const c = await start(prj_uid, act_uid);
    started.current = { app_uid: c.app_uid, del_index: c.del_index };
    return { ...started.current, fresh: true };
  };
  return (
    <Page title={t('create.title')} backHref="/case">
      <CaseWorkForm prj_uid={prj_uid} act_uid={act_uid} values={{}} ensureCase={ensureCase} />
    </Page>
  );
}
