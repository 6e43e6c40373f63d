import { IonInput, IonLabel, IonSegment, IonSegmentButton } from '@ionic/react';
import { addOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { BOXES, type Box, type CorrespondenceItem } from '@/contracts/correspondence/correspondence';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { SelectInput } from '@/lib/forms/components/select-input';
import { Page } from '@/lib/ui/page';
import { fetchBox } from '../api/correspondence';
import { CORRESPONDENCE_KEY } from '../api/keys';
import { formatDateTime } from '../components/format';

export const detailPath = (box: Box, id: number) => `/correspondence-${box === 'approval' ? 'approve' : box}/detail/${id}`;

/**
 * /correspondence/list/{type}: inbox, outbox and drafts (drafts load the outbox's list of the
 * user's unsent items), and the approval list (docs/decisions/correspondence.md). The inbox is
 * newest first and sortable by reference code, subject and date; it stays readable offline.
 */
export default function BoxPage() {
  const { t } = useTranslation('correspondence');
  const navigate = useNavigate();
  const { type } = useParams();
  const box: Box = (BOXES as readonly string[]).includes(type ?? '') ? (type as Box) : 'inbox';

  const columns: Column<CorrespondenceItem>[] = [
    { key: 'reference_code', label: t('fields.reference_code'), sort: 'reference_code', render: (d) => d.reference_code ?? '—' },
    {
      key: 'subject', label: t('fields.subject'), sort: 'subject',
      render: (d) => (
        <Link to={detailPath(box, d.id)} className={box === 'inbox' && !d.read_at ? 'correspondence-unread' : undefined} data-testid={`correspondence-row-${d.id}`}>
          {d.subject}
          {d.is_mandatory ? ` · ${t('mandatory')}` : ''}
        </Link>
      ),
    },
    { key: 'type', label: t('fields.correspondence_type'), render: (d) => d.correspondence_type.name },
    { key: 'sender', label: t('fields.sender'), render: (d) => d.sender.full_name },
    { key: 'status', label: t('fields.status'), render: (d) => (box === 'inbox' ? (d.read_at ? t('read') : t('unread')) : t(`status.${d.status}`)) },
    { key: 'created_at', label: t('fields.created_at'), sort: 'created_at', render: (d) => formatDateTime(d.created_at) },
  ];

  return (
    <Page
      title={t(`boxes.${box}`)}
      primary={{ label: t('actions.create'), icon: addOutline, onClick: () => navigate('/correspondence/create'), testId: 'correspondence-create' }}
    >
      <IonSegment value={box} onIonChange={(e) => navigate(`/correspondence/list/${String(e.detail.value)}`)} data-testid="correspondence-boxes">
        {BOXES.map((b) => (
          <IonSegmentButton key={b} value={b} data-testid={`box-${b}`}>
            <IonLabel>{t(`boxes.${b}`)}</IonLabel>
          </IonSegmentButton>
        ))}
      </IonSegment>
      <PagedList
        key={box}
        testId={`correspondence-${box}-list`}
        queryKey={[...CORRESPONDENCE_KEY, 'box', box]}
        fetch={(p) => fetchBox(box, p)}
        columns={columns}
        rowKey={(d) => d.id}
        filters={['keyword', 'status', 'correspondence_type_id']}
        emptyMessage={t('empty')}
        worksOffline={box === 'inbox'}
        renderFilters={(params, setFilters) => (
          <>
            <IonInput label={t('fields.keyword')} labelPlacement="stacked" debounce={400} value={params.filters.keyword ?? ''}
              onIonInput={(e) => setFilters({ keyword: String(e.detail.value ?? '') || undefined })} clearInput data-testid="correspondence-keyword" />
            {box === 'inbox' && (
              <SelectInput label={t('fields.status')} value={params.filters.status ?? ''} onChange={(v) => setFilters({ status: v || undefined })}
                options={[{ value: '', label: t('all') }, { value: 'unread', label: t('unread') }, { value: 'read', label: t('read') }]} />
            )}
          </>
        )}
      />
    </Page>
  );
}
