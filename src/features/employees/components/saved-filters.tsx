import { IonButton, IonInput } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SAVED_FILTER_TYPES, type ReportType, type SavedFilterType } from '@/contracts/employees/filter-fields';
import type { QueryFilter } from '@/contracts/query-filter';
import { SelectInput } from '@/lib/forms/components/select-input';
import { filterLink } from '@/lib/query-builder';
import { useConfirm } from '@/lib/ui/confirm';
import { Dialog } from '@/lib/ui/dialog';
import { toasts } from '@/lib/ui/toasts';
import { useDeleteFilter, useSaveFilter, useSavedFilters } from '../api/employees';

/**
 * Saved filters of a report type: pick one, save the current one (public or private), delete your
 * own, share one by link (the link carries the filter itself in filterStorage, so it opens for
 * anyone who may see the list, whatever the saved filter's visibility).
 */
export function SavedFilters({ type, current, onPick }: { type: ReportType; current: QueryFilter; onPick: (q: QueryFilter) => void }) {
  const { t } = useTranslation('employees');
  const confirm = useConfirm();
  const saved = useSavedFilters(type);
  const save = useSaveFilter(type);
  const remove = useDeleteFilter();
  const [chosen, setChosen] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [visibility, setVisibility] = useState<SavedFilterType>('private');
  const list = saved.data ?? [];
  const picked = list.find((f) => f.id === chosen);

  const onSave = async () => {
    if (!name.trim()) return;
    const created = await save.mutateAsync({ name: name.trim(), type: visibility, query: current });
    toasts.show({ kind: 'success', message: t('filters.saved') });
    setChosen(created.id);
    setOpen(false);
    setName('');
  };

  return (
    <div className="employees-saved-filters" data-testid="saved-filters">
      <SelectInput
        label={t('filters.saved_filters')}
        value={chosen}
        emptyOption={t('filters.choose')}
        options={list.map((f) => ({ value: f.id, label: `${f.name} (${f.type_label})` }))}
        onChange={(v) => {
          const f = list.find((x) => x.id === Number(v));
          setChosen(f ? f.id : null);
          if (f) onPick(f.query);
        }}
        testId="saved-filter-select"
      />
      <IonButton fill="outline" onClick={() => setOpen(true)} data-testid="saved-filter-save">{t('filters.save')}</IonButton>
      {picked && (
        <IonButton fill="clear" data-testid="saved-filter-share" data-link={filterLink(window.location.origin, window.location.pathname, picked.query)}
          onClick={async () => {
            const link = filterLink(window.location.origin, window.location.pathname, picked.query);
            try {
              await navigator.clipboard.writeText(link);
              toasts.show({ kind: 'success', message: t('filters.linkCopied') });
            } catch {
              window.prompt(t('filters.link'), link);
            }
          }}
        >
          {t('filters.share')}
        </IonButton>
      )}
      {picked?.mine && (
        <IonButton
          fill="clear" color="danger" data-testid="saved-filter-delete"
          onClick={async () => {
            if (!(await confirm({ message: t('filters.confirmDelete', { name: picked.name }), destructive: true }))) return;
            await remove.mutateAsync(picked.id);
            setChosen(null);
          }}
        >
          {t('filters.delete')}
        </IonButton>
      )}
      <Dialog open={open} title={t('filters.save')} closeText={t('close')} onClose={() => setOpen(false)} testId="saved-filter-dialog">
        <IonInput label={t('filters.name')} labelPlacement="stacked" value={name} maxlength={120} onIonInput={(e) => setName(String(e.detail.value ?? ''))} data-testid="saved-filter-name" />
        <SelectInput
          label={t('filters.visibility')} value={visibility}
          options={(Object.keys(SAVED_FILTER_TYPES) as SavedFilterType[]).map((value) => ({ value, label: SAVED_FILTER_TYPES[value] }))}
          onChange={(v) => setVisibility(v as SavedFilterType)} testId="saved-filter-visibility"
        />
        <IonButton onClick={() => void onSave()} disabled={!name.trim() || save.isPending} data-testid="saved-filter-confirm">{t('filters.save')}</IonButton>
      </Dialog>
    </div>
  );
}
