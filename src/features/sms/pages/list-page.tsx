import { IonButton, IonIcon } from '@ionic/react';
import { addOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { shortMessageItem } from '@/contracts/sms/sms';
import { DateFilter } from '@/lib/list/date-filter';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { Page } from '@/lib/ui/page';
import { fetchMessages, SMS_KEY } from '../api/sms';
import { formatWhen, shorten } from '../components/format';

type Item = z.infer<typeof shortMessageItem>;

/** /sms-list [created_at_from, created_at_to, sender_position_id]: sent bulk SMS, newest first. */
export default function ListPage() {
  const { t } = useTranslation('sms');
  const columns: Column<Item>[] = [
    { key: 'created_at', label: t('fields.date'), render: (m) => formatWhen(m.created_at) },
    { key: 'sender', label: t('fields.sender'), render: (m) => m.sender_full_name },
    { key: 'body', label: t('fields.body'), render: (m) => shorten(m.body) },
    { key: 'receivers', label: t('fields.receivers'), render: (m) => m.receiver_count },
    { key: 'delivered', label: t('fields.delivered'), render: (m) => `${m.counts.delivered}/${m.receiver_count}` },
    { key: 'failed', label: t('fields.failed'), render: (m) => m.counts.failed },
    { key: 'open', label: '', render: (m) => <IonButton fill="clear" size="small" routerLink={`/sms-detail/${m.id}`} data-testid={`sms-open-${m.id}`}>{t('list.open')}</IonButton> },
  ];
  return (
    <Page title={t('list.title')} toolbar={<IonButton routerLink="/sms-store" data-testid="sms-new"><IonIcon aria-hidden="true" slot="start" icon={addOutline} />{t('list.new')}</IonButton>}>
      <PagedList testId="sms-list" queryKey={[...SMS_KEY, 'list']} fetch={fetchMessages} columns={columns} rowKey={(m) => m.id}
        filters={['created_at_from', 'created_at_to', 'sender_position_id']} emptyMessage={t('list.empty')}
        renderFilters={(p, set) => (
          <>
            <DateFilter label={t('filters.from')} value={p.filters.created_at_from ?? ''} onChange={(v) => set({ created_at_from: v })} testId="sms-list-from" />
            <DateFilter label={t('filters.to')} value={p.filters.created_at_to ?? ''} onChange={(v) => set({ created_at_to: v })} testId="sms-list-to" />
          </>
        )} />
    </Page>
  );
}
