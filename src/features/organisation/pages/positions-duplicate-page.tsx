import { IonButton, IonToggle } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PositionRow } from '@/contracts/organisation/positions';
import { DateInput } from '@/lib/forms/components/date-input';
import { FormField } from '@/lib/forms/components/form-field';
import { ApiError } from '@/lib/api/client';
import type { Column } from '@/lib/list/paged-list';
import { PositionPicker } from '@/lib/people/position-picker';
import { RoleDisplay } from '@/lib/people/role-display';
import { Dialog } from '@/lib/ui/dialog';
import { Page } from '@/lib/ui/page';
import { reportError } from '@/lib/api/query-client';
import { toasts } from '@/lib/ui/toasts';
import { duplicatePosition, fetchDuplicateCandidates, POSITIONS_KEY } from '../api/organisation';
import { PositionFilters } from './positions-page';

/** /positions-duplicate: copy a position to a user from a date; optionally end the original and make the copy primary. */
export default function PositionsDuplicatePage() {
  const { t } = useTranslation('organisation');
  const [source, setSource] = useState<PositionRow | null>(null);
  const columns: Column<PositionRow>[] = [
    { key: 'full_name', label: t('fields.fullName'), render: (p) => p.full_name || '—' },
    { key: 'role', label: t('fields.roleDisplay'), render: (p) => <RoleDisplay value={p.role_display} /> },
    { key: 'actions', label: '', render: (p) => <IonButton size="small" fill="outline" onClick={() => setSource(p)} data-testid={`duplicate-${p.id}`}>{t('positions.duplicateOne')}</IonButton> },
  ];
  return (
    <Page title={t('positions.duplicateTitle')} backHref="/company-position/list">
      <PositionFilters list={fetchDuplicateCandidates} listKey={[...POSITIONS_KEY, 'duplicate']} columns={columns} testId="duplicate-list" />
      {source && <DuplicateDialog source={source} onClose={() => setSource(null)} />}
    </Page>
  );
}

function DuplicateDialog({ source, onClose }: { source: PositionRow; onClose: () => void }) {
  const { t } = useTranslation('organisation');
  const client = useQueryClient();
  const [startsAt, setStartsAt] = useState('');
  const [user, setUser] = useState<{ id: number; name: string } | null>(null);
  const [terminate, setTerminate] = useState(false);
  const [primary, setPrimary] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    setSaving(true);
    try {
      const r = await duplicatePosition(source.id, { starts_at: startsAt, user_id: user?.id ?? 0, terminate_original: terminate, primary_position: primary });
      toasts.success(String(r.helper_data.message));
      await client.invalidateQueries({ queryKey: POSITIONS_KEY });
      onClose();
    } catch (e) {
      const fields = e instanceof ApiError ? (e.body as { errors?: Record<string, string[]> } | null)?.errors : undefined;
      if (fields && !Array.isArray(fields)) setErrors(fields);
      else reportError(e);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open title={t('positions.duplicateOf', { name: source.full_name || source.role_display.role.name })} closeText={t('actions.close')} onClose={onClose} testId="duplicate-dialog">
      <FormField error={errors.starts_at?.[0]}>
        <DateInput label={t('fields.startsAt')} labelPlacement="stacked" value={startsAt} onChange={setStartsAt} invalid={!!errors.starts_at} />
      </FormField>
      <FormField error={errors.user_id?.[0]}>
        <PositionPicker label={`${t('fields.user')}${user ? `: ${user.name}` : ''}`} testId="duplicate-user"
          onSelect={(p) => p.user_id && setUser({ id: p.user_id, name: p.full_name })} />
      </FormField>
      <IonToggle checked={terminate} onIonChange={(e) => setTerminate(e.detail.checked)} labelPlacement="end" data-testid="duplicate-terminate">{t('fields.terminateOriginal')}</IonToggle>
      <IonToggle checked={primary} onIonChange={(e) => setPrimary(e.detail.checked)} labelPlacement="end" data-testid="duplicate-primary">{t('fields.primaryPosition')}</IonToggle>
      <IonButton disabled={saving} onClick={() => void submit()} data-testid="duplicate-save">{t('actions.save')}</IonButton>
    </Dialog>
  );
}
