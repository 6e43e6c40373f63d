import { IonButton, IonInput } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { accessOf, type AccessNode, type DocumentType } from '@/contracts/document-sharing';
import { Page } from '@/lib/ui/page';
import { Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { useDocumentType, useSaveDocumentType } from '../api/document-sharing';
import { AccessTreeDialog } from '../components/access-tree-dialog';
import { FormActions } from '@/lib/forms/components/form-actions';

function TypeForm({ id, initial, tree }: { id?: number; initial?: DocumentType; tree?: AccessNode[] }) {
  const { t } = useTranslation('document-sharing');
  const navigate = useNavigate();
  const save = useSaveDocumentType(id);
  const [name, setName] = useState(initial?.name ?? '');
  const [access, setAccess] = useState({ viewer_department_ids: initial?.viewer_department_ids ?? [], create_role_ids: initial?.create_role_ids ?? [] });
  const [open, setOpen] = useState(false);
  const submit = (next = access, stay = false) => save.mutate({ name, ...next }, {
    onSuccess: (r) => {
      toasts.success(String(r.helper_data.message ?? ''));
      if (!stay) navigate('/document-type/list/1');
    },
  });
  return (
    <form className="apron-form" onSubmit={(e) => { e.preventDefault(); submit(); }} data-testid="document-type-form">
      <IonInput label={t('fields.name')} labelPlacement="stacked" value={name} onIonInput={(e) => setName(String(e.detail.value ?? ''))} data-testid="document-type-name" />
      <p>{access.viewer_department_ids.length ? t('access.restricted', { n: access.viewer_department_ids.length }) : t('public')}</p>
      {id && tree && <IonButton fill="outline" onClick={() => setOpen(true)} data-testid="access-tree-open">{t('access.title')}</IonButton>}
      <FormActions>
        <IonButton type="submit" disabled={save.isPending} data-testid="document-type-save">{t('actions.save')}</IonButton>
      </FormActions>
      {open && tree && (
        <AccessTreeDialog tree={tree} onClose={() => setOpen(false)} onSave={(nodes) => {
          const next = accessOf(nodes);
          setAccess(next);
          setOpen(false);
          submit(next, true);
        }} />
      )}
    </form>
  );
}

/** /document-type/create and /document-type/{id}/edit (with the access tree dialog). */
export default function DocumentTypeStorePage() {
  const { t } = useTranslation('document-sharing');
  const id = Number(useParams().id) || undefined;
  const type = useDocumentType(id);
  return (
    <Page title={id ? t('types.edit') : t('types.create')} backHref="/document-type/list/1">
      {id && type.isPending ? <Loading /> : <TypeForm key={`${id}-${type.dataUpdatedAt}`} id={id} initial={type.data?.type} tree={type.data?.tree} />}
    </Page>
  );
}
