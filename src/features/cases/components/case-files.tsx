import { IonButton, IonIcon } from '@ionic/react';
import { documentAttachOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { openCaseFile, useCaseDocuments } from '../api/case-files';
import { dateTime } from './format';
import './case-files.css';

/** Every file attached to the case, whichever task's form took it (a later task's form may not show it). */
export function CaseFiles({ app_uid }: { app_uid: string }) {
  const { t } = useTranslation('cases');
  const files = useCaseDocuments(app_uid);
  if (!files.data?.length) return null;
  return (
    <section data-testid="case-files">
      <h2 className="apron-section-title">{t('detail.files')}</h2>
      <ul className="apron-case-files">
        {files.data.map((f) => (
          <li key={f.app_doc_uid}>
            <IonButton fill="clear" onClick={() => void openCaseFile(app_uid, f.app_doc_uid, f.app_doc_filename)} data-testid="case-file">
              <IonIcon aria-hidden="true" slot="start" icon={documentAttachOutline} />
              {f.app_doc_filename}
            </IonButton>
            <span className="apron-case-file-date">{dateTime(f.app_doc_create_date)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
