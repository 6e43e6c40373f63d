import { IonButton, IonInput } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { SharedDocument } from '@/contracts/document-sharing';
import { FILE_MAX_BYTES, FILE_MESSAGES } from '@/contracts/files';
import { SelectInput } from '@/lib/forms/components/select-input';
import { Page } from '@/lib/ui/page';
import { Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { useCreatableTypes, useDocument, useSaveDocument } from '../api/document-sharing';
import { FormActions } from '@/lib/forms/components/form-actions';

function DocumentForm({ id, initial }: { id?: number; initial?: SharedDocument }) {
  const { t } = useTranslation('document-sharing');
  const navigate = useNavigate();
  const types = useCreatableTypes();
  const save = useSaveDocument(id);
  const [title, setTitle] = useState(initial?.title ?? '');
  const [typeId, setTypeId] = useState(initial?.document_type.id ?? 0);
  const [file, setFile] = useState<File | undefined>();
  const [error, setError] = useState<string | null>(null);
  return (
    <form className="apron-form" data-testid="document-form" onSubmit={(e) => {
      e.preventDefault();
      if (!id && !file) return setError(FILE_MESSAGES.missing);
      save.mutate({ title, typeId, file }, {
        onSuccess: (r) => { toasts.success(String(r.helper_data.message ?? '')); navigate('/document/list'); },
        onError: (err) => {
          const body = (err as { body?: { errors?: Record<string, string[]>; message?: string } }).body;
          setError(Object.values(body?.errors ?? {})[0]?.[0] ?? body?.message ?? FILE_MESSAGES.downloadFailed);
        },
      });
    }}>
      <IonInput label={t('fields.title')} labelPlacement="stacked" value={title} onIonInput={(e) => setTitle(String(e.detail.value ?? ''))} data-testid="document-title" />
      <SelectInput label={t('fields.document_type')} value={typeId || ''} emptyOption={t('choose')} testId="document-type-select"
        options={(types.data?.document_types ?? []).map((x) => ({ value: x.id, label: x.name }))} onChange={(v) => setTypeId(Number(v))} />
      <label className="apron-file">
        <span>{t('fields.file')}{initial ? ` (${initial.original_name})` : ''}</span>
        <input type="file" data-testid="document-file" onChange={(e) => {
          const f = e.target.files?.[0];
          if (f && f.size > FILE_MAX_BYTES) { setError(FILE_MESSAGES.tooLarge); e.target.value = ''; return; }
          setError(null);
          setFile(f);
        }} />
      </label>
      {error && <p className="apron-error" role="alert">{error}</p>}
      <FormActions>
        <IonButton type="submit" disabled={save.isPending} data-testid="document-save">{t('actions.save')}</IonButton>
      </FormActions>
    </form>
  );
}

/** /document/create and /document/{id}/edit. */
export default function DocumentStorePage() {
  const { t } = useTranslation('document-sharing');
  const id = Number(useParams().id) || undefined;
  const doc = useDocument(id);
  return (
    <Page title={id ? t('documents.edit') : t('documents.create')} backHref="/document/list">
      {id && doc.isPending ? <Loading /> : <DocumentForm key={id ?? 'new'} id={id} initial={doc.data} />}
    </Page>
  );
}
