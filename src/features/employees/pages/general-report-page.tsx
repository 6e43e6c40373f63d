import { IonItem, IonLabel, IonList } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { REPORT_TYPES, REPORT_TYPE_KEYS } from '@/contracts/employees/filter-fields';
import { Page } from '@/lib/ui/page';

/** /general-report: the report types of the employee list (spec 1 §2). */
export default function GeneralReportPage() {
  const { t } = useTranslation('employees');
  return (
    <Page title={t('reports.title')}>
      <IonList data-testid="general-reports">
        {REPORT_TYPE_KEYS.map((key) => (
          <IonItem key={key} routerLink={key === 'default' ? '/gss/employee/list' : `/general-report/${key}`} detail>
            <IonLabel>{REPORT_TYPES[key]}</IonLabel>
          </IonItem>
        ))}
      </IonList>
    </Page>
  );
}
