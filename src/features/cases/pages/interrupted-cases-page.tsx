import { IonButton } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cancelInterrupted, listInterrupted, resumeInterrupted } from '@/contracts/cases';
import { call } from '@/lib/api/client';
import { ACTIONS_KEY } from '@/lib/list/columns';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { Page } from '@/lib/ui/page';
import { toasts } from '@/lib/ui/toasts';
import { CASES_KEY } from '../api/cases';
import { dateTime } from '../components/format';

type Row = { app_uid: string; app_number: number; app_title: string; routing_started_at: string; routing_user: string | null };

/** Interrupted cases (an engine step began, its result never committed): resumed once or cancelled by an administrator. */
export default function InterruptedCasesPage() {
  const { t } = useTranslation('cases');
  const client = useQueryClient();
  const act = async (kind: 'resume' | 'cancel', app_uid: string) => {
    try {
      const r = await call(kind === 'resume' ? resumeInterrupted : cancelInterrupted, { params: { app_uid } });
      toasts.success((r.data as { message: string }).message);
    } catch (e) {
      toasts.show({ kind: 'error', message: e instanceof Error ? e.message : String(e) });
    }
    await client.invalidateQueries({ queryKey: CASES_KEY });
  };
  const columns: Column<Row>[] = [
    { key: 'number', label: t('fields.number'), priority: 1, render: (r) => `#${r.app_number}` },
    { key: 'title', label: t('fields.title'), render: (r) => r.app_title },
    { key: 'user', label: t('fields.user'), render: (r) => r.routing_user ?? '—' },
    { key: 'since', label: t('interrupted.since'), render: (r) => dateTime(r.routing_started_at) },
    { key: ACTIONS_KEY, label: '', render: (r) => (
      <>
        <IonButton size="small" onClick={() => void act('resume', r.app_uid)}>{t('interrupted.resume')}</IonButton>
        <IonButton size="small" color="danger" fill="outline" onClick={() => void act('cancel', r.app_uid)}>{t('interrupted.cancel')}</IonButton>
      </>
    ) },
  ];
  return (
    <Page title={t('interrupted.title')} backHref="/task">
      <PagedList testId="cases-interrupted" queryKey={[...CASES_KEY, 'interrupted']} fetch={() => call(listInterrupted)} columns={columns} rowKey={(r) => r.app_uid} emptyMessage={t('interrupted.empty')} />
    </Page>
  );
}
