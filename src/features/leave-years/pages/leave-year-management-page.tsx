import { IonButton, IonIcon, IonInput, IonLabel, IonSegment, IonSegmentButton } from '@ionic/react';
import { addOutline, arrowBackOutline, createOutline, listOutline, refreshOutline, trashOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { LEAVE_YEAR_MAX, LEAVE_YEAR_MIN, type BankHoliday, type SeasonDefinition, type SeasonSeries } from '@/contracts/leave-years';
import { isoToDateText } from '@/lib/forms/date-mask';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { useSession } from '@/lib/session/session-context';
import { useConfirm } from '@/lib/ui/confirm';
import { Dialog } from '@/lib/ui/dialog';
import { Page } from '@/lib/ui/page';
import { toasts } from '@/lib/ui/toasts';
import {
  fetchBankHolidays, fetchSeasonDefinitions, fetchSeasonSeries, LEAVE_YEARS_KEY, useDeleteDefinition, useDeleteHoliday,
  useDeleteSeries, useGenerateHolidays, useSaveDefinition, useSaveHoliday, useSaveSeries,
} from '../api/leave-years';
import { DefinitionForm } from '../components/definition-form';
import { HolidayForm } from '../components/holiday-form';
import { SeriesForm } from '../components/series-form';

const range = (from: string, to: string) => (from === to ? isoToDateText(from) : `${isoToDateText(from)} – ${isoToDateText(to)}`);
const messageOf = (r: { helper_data: Record<string, unknown> }) => String(r.helper_data.message ?? '');

function IconAction({ icon, label, onClick, testId, danger }: { icon: string; label: string; onClick: () => void; testId: string; danger?: boolean }) {
  return (
    <IonButton fill="clear" size="small" color={danger ? 'danger' : undefined} onClick={onClick} aria-label={label} title={label} data-testid={testId}>
      <IonIcon aria-hidden="true" slot="icon-only" icon={icon} />
    </IonButton>
  );
}

function HolidaysTab({ year, canEdit, onEdit }: { year: number; canEdit: boolean; onEdit: (h: BankHoliday) => void }) {
  const { t } = useTranslation('leave-years');
  const confirm = useConfirm();
  const remove = useDeleteHoliday(year);

  const onDelete = async (h: BankHoliday) => {
    if (!(await confirm({ header: t('holiday.deleteHeader'), message: t('holiday.deleteMessage', { name: h.name }), confirmText: t('delete'), destructive: true }))) return;
    remove.mutate(h.id, { onSuccess: (r) => toasts.success(messageOf(r)) });
  };

  const columns: Column<BankHoliday>[] = [
    { key: 'name', label: t('holiday.name'), render: (h) => h.name },
    { key: 'dates', label: t('holiday.dates'), render: (h) => range(h.starts_on, h.ends_on) },
    { key: 'days', label: t('holiday.days'), render: (h) => h.days },
    { key: 'half', label: t('holiday.halfDay'), render: (h) => (h.half_day_on ? t('holiday.halfDayText', { date: isoToDateText(h.half_day_on), time: h.half_day_from }) : '—') },
    { key: 'source', label: t('holiday.source'), render: (h) => t(`sources.${h.source}`) },
    ...(canEdit ? [{
      key: 'actions', label: '', render: (h: BankHoliday) => (
        <div className="apron-actions">
          <IconAction icon={createOutline} label={t('edit')} onClick={() => onEdit(h)} testId={`holiday-edit-${h.id}`} />
          <IconAction icon={trashOutline} label={t('delete')} onClick={() => void onDelete(h)} testId={`holiday-delete-${h.id}`} danger />
        </div>
      ),
    }] : []),
  ];

  return <PagedList testId="holidays-list" queryKey={[...LEAVE_YEARS_KEY, 'holidays', year]} fetch={fetchBankHolidays(year)} columns={columns} rowKey={(h) => h.id} emptyMessage={t('holiday.empty')} />;
}

function DefinitionsView({ code, canEdit, onBack, onEdit }: { code: string; canEdit: boolean; onBack: () => void; onEdit: (d: SeasonDefinition) => void }) {
  const { t } = useTranslation('leave-years');
  const confirm = useConfirm();
  const remove = useDeleteDefinition(code);
  const onDelete = async (d: SeasonDefinition) => {
    if (!(await confirm({ header: t('definition.deleteHeader'), message: t('definition.deleteMessage', { name: d.name }), confirmText: t('delete'), destructive: true }))) return;
    remove.mutate(d.id, { onSuccess: (r) => toasts.success(messageOf(r)) });
  };
  const columns: Column<SeasonDefinition>[] = [
    { key: 'name', label: t('definition.name'), render: (d) => d.name },
    { key: 'dates', label: t('holiday.dates'), render: (d) => range(d.starts_on, d.ends_on) },
    { key: 'restricted', label: t('definition.restrictedShort'), render: (d) => (d.leave_restricted ? t('yes') : t('no')) },
    { key: 'description', label: t('definition.description'), render: (d) => d.description ?? '' },
    ...(canEdit ? [{
      key: 'actions', label: '', render: (d: SeasonDefinition) => (
        <div className="apron-actions">
          <IconAction icon={createOutline} label={t('edit')} onClick={() => onEdit(d)} testId={`definition-edit-${d.id}`} />
          <IconAction icon={trashOutline} label={t('delete')} onClick={() => void onDelete(d)} testId={`definition-delete-${d.id}`} danger />
        </div>
      ),
    }] : []),
  ];
  return (
    <>
      <div className="apron-actions leave-year-actions">
        <IonButton fill="outline" onClick={onBack} data-testid="definitions-back">
          <IonIcon aria-hidden="true" slot="start" icon={arrowBackOutline} />{t('series.back')}
        </IonButton>
      </div>
      <h2 data-testid="definitions-title">{t('definition.title', { code })}</h2>
      <PagedList testId="definitions-list" queryKey={[...LEAVE_YEARS_KEY, 'definitions', code]} fetch={fetchSeasonDefinitions(code)} columns={columns} rowKey={(d) => d.id} emptyMessage={t('definition.empty')} />
    </>
  );
}

function SeriesTab({ year, canEdit, onOpen, onEdit }: { year: number; canEdit: boolean; onOpen: (code: string) => void; onEdit: (s: SeasonSeries) => void }) {
  const { t } = useTranslation('leave-years');
  const confirm = useConfirm();
  const remove = useDeleteSeries(year);
  const onDelete = async (s: SeasonSeries) => {
    if (!(await confirm({ header: t('series.deleteHeader'), message: t('series.deleteMessage', { code: s.code }), confirmText: t('delete'), destructive: true }))) return;
    remove.mutate(s.id, { onSuccess: (r) => toasts.success(messageOf(r)) });
  };
  const columns: Column<SeasonSeries>[] = [
    { key: 'code', label: t('series.code'), render: (s) => s.code },
    { key: 'name', label: t('series.name'), render: (s) => s.name },
    { key: 'count', label: t('series.definitions'), render: (s) => s.definitions_count },
    {
      key: 'actions', label: '', render: (s) => (
        <div className="apron-actions">
          <IconAction icon={listOutline} label={t('series.open')} onClick={() => onOpen(s.code)} testId={`series-open-${s.code}`} />
          {canEdit && <IconAction icon={createOutline} label={t('edit')} onClick={() => onEdit(s)} testId={`series-edit-${s.code}`} />}
          {canEdit && <IconAction icon={trashOutline} label={t('delete')} onClick={() => void onDelete(s)} testId={`series-delete-${s.code}`} danger />}
        </div>
      ),
    },
  ];
  return (
    <PagedList testId="series-list" queryKey={[...LEAVE_YEARS_KEY, 'series', year]} fetch={fetchSeasonSeries(year)} columns={columns} rowKey={(s) => s.id}
        filters={['keyword']} emptyMessage={t('series.empty')}
        renderFilters={(params, setFilters) => (
          <IonInput label={t('series.keyword')} labelPlacement="stacked" debounce={400} value={params.filters.keyword ?? ''} clearInput
            onIonInput={(e) => setFilters({ keyword: String(e.detail.value ?? '') || undefined })} data-testid="series-keyword" />
        )} />
  );
}

type Editing =
  | { kind: 'holiday'; item: BankHoliday | null }
  | { kind: 'series'; item: SeasonSeries | null }
  | { kind: 'definition'; item: SeasonDefinition | null };

/** /leave-year/{year}/management: bank holidays, and season series each with its season definitions. */
export default function LeaveYearManagementPage() {
  const { t } = useTranslation('leave-years');
  const { permissions } = useSession();
  const canEdit = permissions.has('create-leave-types');
  const param = Number(useParams().year);
  const valid = Number.isInteger(param) && param >= LEAVE_YEAR_MIN && param <= LEAVE_YEAR_MAX;
  const year = valid ? param : LEAVE_YEAR_MIN;
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'series' ? 'series' : 'holidays';
  const series = search.get('series');
  const [editing, setEditing] = useState<Editing | null>(null);
  const saveHoliday = useSaveHoliday(year);
  const saveSeries = useSaveSeries(year);
  const saveDefinition = useSaveDefinition(series ?? '');
  const generate = useGenerateHolidays(year);
  if (!valid) return <Navigate to="/leave-year/list" replace />;
  // A new view starts on its first page: the lists keep page and filters in the URL.
  const go = (next: Record<string, string>) => setSearch(next, { replace: false });
  const done = (r: { helper_data: Record<string, unknown> }) => { toasts.success(messageOf(r)); setEditing(null); };
  const onGenerate = () => generate.mutate(false, {
    onSuccess: (r) => toasts.success(`${messageOf(r)} ${t('holiday.added', { count: r.data.added })}${r.data.religious_holidays_known ? '' : ` ${t('holiday.religiousUnknown')}`}`),
  });

  const create = tab === 'holidays'
    ? { kind: 'holiday' as const, label: t('holiday.create'), testId: 'holiday-create' }
    : series ? { kind: 'definition' as const, label: t('definition.create'), testId: 'definition-create' }
      : { kind: 'series' as const, label: t('series.create'), testId: 'series-create' };
  const toolbar = canEdit ? (
    <>
      <IonButton onClick={() => setEditing({ kind: create.kind, item: null })} data-testid={create.testId}>
        <IonIcon aria-hidden="true" slot="start" icon={addOutline} />{create.label}
      </IonButton>
      {tab === 'holidays' && (
        <IonButton onClick={onGenerate} disabled={generate.isPending} data-testid="holiday-generate">
          <IonIcon aria-hidden="true" slot="start" icon={refreshOutline} />{t('holiday.generate')}
        </IonButton>
      )}
    </>
  ) : undefined;

  return (
    <Page title={t('managementTitle', { year })} backHref="/leave-year/list" toolbar={toolbar}>
      <IonSegment value={tab} onIonChange={(e) => go({ tab: String(e.detail.value) })} data-testid="leave-year-tabs">
        <IonSegmentButton value="holidays" data-testid="tab-holidays"><IonLabel>{t('tabs.holidays')}</IonLabel></IonSegmentButton>
        <IonSegmentButton value="series" data-testid="tab-series"><IonLabel>{t('tabs.series')}</IonLabel></IonSegmentButton>
      </IonSegment>
      {tab === 'holidays' ? (
        <HolidaysTab key={`h${year}`} year={year} canEdit={canEdit} onEdit={(item) => setEditing({ kind: 'holiday', item })} />
      ) : series ? (
        <DefinitionsView key={series} code={series} canEdit={canEdit} onBack={() => go({ tab: 'series' })} onEdit={(item) => setEditing({ kind: 'definition', item })} />
      ) : (
        <SeriesTab key={`s${year}`} year={year} canEdit={canEdit} onOpen={(code) => go({ tab: 'series', series: code })} onEdit={(item) => setEditing({ kind: 'series', item })} />
      )}
      {editing?.kind === 'holiday' && (
        <Dialog open title={editing.item ? t('holiday.editTitle') : t('holiday.create')} closeText={t('close')} onClose={() => setEditing(null)} testId="holiday-dialog">
          <HolidayForm year={year} holiday={editing.item} saving={saveHoliday.isPending}
            onSubmit={(body) => saveHoliday.mutateAsync({ id: editing.item?.id, body }).then(done)} />
        </Dialog>
      )}
      {editing?.kind === 'series' && (
        <Dialog open title={editing.item ? t('series.editTitle') : t('series.create')} closeText={t('close')} onClose={() => setEditing(null)} testId="series-dialog">
          <SeriesForm series={editing.item} saving={saveSeries.isPending}
            onSubmit={(body) => saveSeries.mutateAsync({ id: editing.item?.id, body }).then(done)} />
        </Dialog>
      )}
      {editing?.kind === 'definition' && series && (
        <Dialog open title={editing.item ? t('definition.editTitle') : t('definition.create')} closeText={t('close')} onClose={() => setEditing(null)} testId="definition-dialog">
          <DefinitionForm definition={editing.item} saving={saveDefinition.isPending}
            onSubmit={(body) => saveDefinition.mutateAsync({ id: editing.item?.id, body }).then(done)} />
        </Dialog>
      )}
    </Page>
  );
}
