import { IonIcon, IonInput } from '@ionic/react';
import { downloadOutline } from 'ionicons/icons';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { ManagerPosition } from '@/contracts/surveys/manager-surveys';
import { MIN_RESULT_GROUP, reportPositionIds, roleChoiceKey } from '@/contracts/surveys/rules';
import { saveBlob } from '@/lib/api/download';
import { SelectInput } from '@/lib/forms/components/select-input';
import type { ListParams } from '@/lib/list/list-params';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { Page } from '@/lib/ui/page';
import { toasts } from '@/lib/ui/toasts';
import { downloadReport, fetchPositions, SURVEYS_KEY, useManagerSurvey, useManagerSurveyForm } from '../api/surveys';

const storedRole = (id: number) => {
  const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(roleChoiceKey(id));
  return raw ? Number(raw) || null : null;
};

/**
 * /manager-survey/{id}/positions: the managers the survey evaluates; the report for the selected
 * ones (all on the page selected = none = every manager, spec 3 §5) and a respondent role, whose
 * choice the browser keeps per survey (spec 3 §9).
 */
export default function ManagerSurveyPositionsPage() {
  const { t } = useTranslation('surveys');
  const id = Number(useParams().id);
  const survey = useManagerSurvey(id);
  const roles = useManagerSurveyForm(id);
  const [selected, setSelected] = useState<number[]>([]);
  const [role, setRole] = useState<number | null>(() => storedRole(id));
  const pageIds = useRef<number[]>([]);
  const [busy, setBusy] = useState(false);

  const fetch = async (p: ListParams) => {
    const envelope = await fetchPositions(id)(p);
    pageIds.current = envelope.data.map((x) => x.id);
    return envelope;
  };
  const chooseRole = (v: string) => {
    const next = Number(v) || null;
    setRole(next);
    if (next) localStorage.setItem(roleChoiceKey(id), String(next));
    else localStorage.removeItem(roleChoiceKey(id));
  };
  const onDownload = async () => {
    setBusy(true);
    try {
      const r = await downloadReport(id, reportPositionIds(selected, pageIds.current), role);
      if (r.ok && r.blob) saveBlob(r.blob, r.fileName!);
      else toasts.showAll(r.toasts);
    } finally {
      setBusy(false);
    }
  };
  const columns: Column<ManagerPosition>[] = [
    { key: 'full_name', label: t('positions.full_name'), render: (p) => p.full_name },
    { key: 'role_name', label: t('positions.role'), priority: 2, render: (p) => p.role_name },
    { key: 'department_name', label: t('positions.department'), priority: 3, render: (p) => p.department_name },
    { key: 'response_count', label: t('managerSurvey.response_count'), render: (p) => p.response_count },
  ];
  const canDownload = survey.data?.can_download ?? false;
  return (
    <Page title={t('positions.title')} backHref="/manager-survey/list"
      primary={canDownload ? { label: t('positions.download'), icon: downloadOutline, onClick: () => void onDownload(), testId: 'manager-survey-report', disabled: busy } : undefined}>
      <h2 data-testid="manager-survey-name">{survey.data ? `${survey.data.survey_name} · ${survey.data.role_name}` : ''}</h2>
      <p className="apron-note">{t('positions.privacy', { count: MIN_RESULT_GROUP })}</p>
      <SelectInput label={t('positions.respondentRole')} value={role ?? ''} emptyOption={t('positions.allRoles')} onChange={chooseRole} testId="manager-survey-report-role"
        options={(roles.data?.roles ?? []).map((r) => ({ value: r.id, label: r.name }))} />
      <PagedList testId="manager-survey-positions" queryKey={[...SURVEYS_KEY, 'positions', id]} fetch={fetch} columns={columns} rowKey={(p) => p.id}
        filters={['keyword']} filterLabels={{ keyword: t('positions.full_name') }} emptyMessage={t('empty')}
        selection={{
          isSelected: (p) => selected.includes(p.id),
          onToggle: (p, on) => setSelected((s) => (on ? [...s, p.id] : s.filter((x) => x !== p.id))),
          onToggleAll: (on) => setSelected((s) => (on ? [...new Set([...s, ...pageIds.current])] : s.filter((x) => !pageIds.current.includes(x)))),
          testId: (p) => `manager-survey-position-${p.id}`,
          allTestId: 'manager-survey-positions-all',
        }}
        renderFilters={(p, set) => (
          <IonInput label={t('positions.full_name')} labelPlacement="stacked" debounce={400} value={p.filters.keyword ?? ''} clearInput
            onIonInput={(e) => set({ keyword: String(e.detail.value ?? '') || undefined })} data-testid="manager-survey-positions-keyword" />
        )} />
      {!canDownload && survey.data && <p className="apron-note"><IonIcon aria-hidden="true" icon={downloadOutline} /> {t('positions.noDownload')}</p>}
    </Page>
  );
}
