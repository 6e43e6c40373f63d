import { IonButton, IonCheckbox } from '@ionic/react';
import { useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { QdmsFolder } from '@/contracts/qdms';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { SessionContext } from '@/lib/session/session-context';
import { Dialog } from '@/lib/ui/dialog';
import { Loading } from '@/lib/ui/states';
import { Page } from '@/lib/ui/page';
import { toasts } from '@/lib/ui/toasts';
import { fetchFolders, QDMS_KEY, useFolderEdit, useSaveFolderRoles } from '../api/qdms';

function RolesDialog({ folderId, onClose }: { folderId: number; onClose: () => void }) {
  const { t } = useTranslation('qdms');
  const edit = useFolderEdit(folderId);
  const save = useSaveFolderRoles();
  const [chosen, setChosen] = useState<Set<number> | null>(null);
  const current = chosen ?? new Set(edit.data?.folder.roles.map((r) => r.id) ?? []);
  return (
    <Dialog open title={edit.data?.folder.name ?? ''} closeText={t('close')} onClose={onClose} testId="qdms-roles-dialog">
      {edit.isPending ? <Loading /> : (
        <>
          <ul className="qdms-roles">
            {(edit.data?.roles ?? []).map((r) => (
              <li key={r.id}>
                <label className="apron-check">
                  <IonCheckbox checked={current.has(r.id)} onIonChange={(e) => {
                    const next = new Set(current);
                    if (e.detail.checked) next.add(r.id); else next.delete(r.id);
                    setChosen(next);
                  }} /> {r.name} ({r.department})
                </label>
              </li>
            ))}
          </ul>
          <IonButton disabled={save.isPending} data-testid="qdms-roles-save" onClick={() => save.mutate({ folderId, roles: [...current] }, {
            onSuccess: (r) => { toasts.success(String(r.helper_data.message ?? '')); onClose(); },
          })}>{t('save')}</IonButton>
        </>
      )}
    </Dialog>
  );
}

/** /qdms/folders: the folders the active role may open; managers set each folder's roles. */
export default function FoldersPage() {
  const { t } = useTranslation('qdms');
  const session = useContext(SessionContext);
  const manager = session?.permissions.has('manage-qdms-folders') ?? false;
  const [editing, setEditing] = useState<number | null>(null);
  const columns: Column<QdmsFolder>[] = [
    { key: 'name', label: t('folder'), render: (f) => <Link to={`/qdms/folders/${f.id}/documents`} data-testid={`qdms-folder-${f.id}`}>{f.name}</Link> },
    { key: 'roles', label: t('roles'), render: (f) => f.roles.map((r) => r.name).join(', ') },
    { key: 'documents_count', label: t('documentsCount'), render: (f) => f.documents_count },
    { key: 'actions', label: '', render: (f) => (manager ? <IonButton fill="clear" size="small" onClick={() => setEditing(f.id)} data-testid={`qdms-folder-edit-${f.id}`}>{t('editRoles')}</IonButton> : null) },
  ];
  return (
    <Page title={t('title')}>
      <PagedList testId="qdms-folders-list" queryKey={[...QDMS_KEY, 'folders']} fetch={fetchFolders} columns={columns} rowKey={(f) => f.id} emptyMessage={t('empty')} />
      {editing !== null && <RolesDialog folderId={editing} onClose={() => setEditing(null)} />}
    </Page>
  );
}
