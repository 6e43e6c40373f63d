import { IonButton, IonIcon } from '@ionic/react';
import { addOutline, downloadOutline } from 'ionicons/icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { UNPERFORMED_SOURCE, type UnperformedRow } from '@/contracts/drills';
import { startsWithGroup, type QueryFilter } from '@/contracts/query-filter';
import { saveBlob } from '@/lib/api/download';
import { DateInput } from '@/lib/forms/components/date-input';
import { FormField } from '@/lib/forms/components/form-field';
import { PagedList, type Column } from '@/lib/list/paged-list';
import type { ListParams } from '@/lib/list/list-params';
import { encodeFilter, QueryBuilder, useFilterStorage } from '@/lib/query-builder';
import { useSession } from '@/lib/session/session-context';
import { Page } from '@/lib/ui/page';
import { toasts } from '@/lib/ui/toasts';
import { useDrillFormData } from '../api/drill-refdata';
import { DRILLS_KEY, downloadUnperformed, fetchUnperformed, type Period } from '../api/drills';
import { DrillBadge } from '../components/drill-badge';
import { unperformedFilterFields } from '../components/drill-filter-fields';
import { formatDay } from '../components/format';

const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

/**
 * /drill-planning-list [page, filterStorage]: the Airsider and Interviewer members of the user's
 * projects with no drill in the period (default: this month), filtered with the query builder.
 */
export default function DrillPlanningPage() {
  const { t } = useTranslation('drills');
  const userId = useSession().data.user.id;
  const refs = useDrillFormData(userId);
  const fields = useMemo(() => unperformedFilterFields(t, refs.data), [t, refs.data]);
  const [filter, setFilter] = useFilterStorage('drill-planning', (): QueryFilter => ({ groups: [startsWithGroup(UNPERFORMED_SOURCE, [fields[0]!])] }));
  const [draft, setDraft] = useState<QueryFilter>(filter);
  const [search, setSearch] = useSearchParams();
  const [from, to] = [search.get('started_at') ?? '', search.get('ended_at') ?? ''];
  const period = useMemo((): Period => ({ ...(isDay(from) ? { started_at: from } : {}), ...(isDay(to) ? { ended_at: to } : {}) }), [from, to]);
  const periodKey = `${period.started_at ?? ''}|${period.ended_at ?? ''}`;
  // The period the server used (it fills in what is missing): shown above the list.
  const [shown, setShown] = useState<{ started_at: string; ended_at: string } | null>(null);
  const fetch = useMemo(() => {
    const load = fetchUnperformed(filter, period);
    return async (p: ListParams) => {
      const envelope = await load(p);
      setShown((envelope.helper_data.period as { started_at: string; ended_at: string } | undefined) ?? null);
      return envelope;
    };
  }, [filter, period]);
  const setPeriod = (name: 'started_at' | 'ended_at', value: string) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (isDay(value)) next.set(name, value);
      else if (!value) next.delete(name);
      else return current;
      next.set('page', '1');
      return next;
    }, { replace: true });

  const onExport = async () => {
    const result = await downloadUnperformed(filter, period);
    if (result.ok && result.blob) saveBlob(result.blob, result.fileName ?? 'Yapılmamış tatbikatlar.xlsx');
    else toasts.showAll(result.toasts);
  };

  const columns: Column<UnperformedRow>[] = [
    { key: 'full_name', label: t('fields.drill_personal_position_id'), sort: 'full_name', render: (r) => r.full_name },
    { key: 'national_id_number', label: t('planning.national_id_number'), render: (r) => r.national_id_number ?? '—' },
    { key: 'role_name', label: t('fields.status'), sort: 'role_name', render: (r) => r.role_name },
    { key: 'project', label: t('fields.security_project_id'), sort: 'security_project', render: (r) => r.security_project.name },
    { key: 'last', label: t('planning.last_drill_date'), sort: 'last_drill_date', render: (r) => formatDay(r.last_drill_date) },
    { key: 'last_result', label: t('planning.last_drill_result'), render: (r) => (r.last_drill_result ? <DrillBadge state={r.last_drill_result} /> : '—') },
    {
      key: 'actions', label: '',
      render: (r) => (
        <IonButton fill="clear" size="small" routerLink={`/drill/store?security_project_id=${r.security_project.id}&drill_personal_position_id=${r.position_id}`}
          data-testid={`drill-plan-record-${r.position_id}-${r.security_project.id}`}>
          <IonIcon aria-hidden="true" slot="start" icon={addOutline} />
          {t('planning.record')}
        </IonButton>
      ),
    },
  ];

  return (
    <Page
      title={t('planning.title')}
      primary={{ label: t('actions.downloadExcel'), icon: downloadOutline, onClick: () => void onExport(), testId: 'drill-planning-export' }}
    >
      <div className="drill-period">
        {(['started_at', 'ended_at'] as const).map((name) => (
          <FormField key={name}>
            <div data-testid={`drill-planning-${name}`}>
              <DateInput label={t(`planning.${name}`)} labelPlacement="stacked" value={period[name] ?? ''} onChange={(v) => setPeriod(name, v)} />
            </div>
          </FormField>
        ))}
        {shown && <p className="drill-note" data-testid="drill-planning-period">{t('planning.period', { from: formatDay(shown.started_at), to: formatDay(shown.ended_at) })}</p>}
      </div>
      <QueryBuilder sourceType={UNPERFORMED_SOURCE} fields={fields} value={draft} onChange={setDraft} onSubmit={setFilter} testId="drill-planning-filter" />
      <PagedList
        testId="drill-planning-list"
        queryKey={[...DRILLS_KEY, 'unperformed', encodeFilter(filter), periodKey]}
        fetch={fetch}
        columns={columns}
        rowKey={(r) => `${r.position_id}-${r.security_project.id}`}
        filters={['started_at', 'ended_at']}
        emptyMessage={t('planning.empty')}
      />
    </Page>
  );
}
