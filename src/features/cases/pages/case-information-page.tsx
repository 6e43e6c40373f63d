import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { LoadError, Loading } from '@/lib/ui/states';
import { Page } from '@/lib/ui/page';
import { useCase, useVariables } from '../api/cases';
import { CaseSummary } from '../components/case-summary';
import { CaseForms } from './case-detail-page';

/** /case/information/{id}: the same detail as information, read-only (breadcrumb parent: participated). */
export default function CaseInformationPage() {
  const { t } = useTranslation('cases');
  const { id = '' } = useParams();
  const detail = useCase(id);
  const variables = useVariables(id);
  return (
    <Page title={detail.data?.app_name ?? t('detail.information')} backHref="/participated">
      {detail.isPending || variables.isPending ? <Loading /> : detail.isError || variables.isError ? <LoadError onRetry={() => void detail.refetch()} /> : (
        <>
          <CaseSummary detail={detail.data} />
          <CaseForms app_uid={detail.data.app_uid} prj_uid={detail.data.pro_uid} act_uid={detail.data.history[0]?.tas_uid ?? ''} values={variables.data} />
        </>
      )}
    </Page>
  );
}
