import { IonButton, IonItem, IonLabel, IonList, IonListHeader, IonNote } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MONTH_NAMES, updatePayrollSetting, uploadPayrollImport } from '@/contracts/payroll';
import { call } from '@/lib/api/client';
import { reportError } from '@/lib/api/query-client';
import { FileInput } from '@/lib/forms/components/file-input';
import { SelectInput } from '@/lib/forms/components/select-input';
import { Page } from '@/lib/ui/page';
import { Empty, Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { PAYROLL_KEY, useImports, useSetting } from '../api/payroll';

const DAYS = Array.from({ length: 28 }, (_, i) => ({ value: i + 1, label: String(i + 1) }));
const MONTHS = MONTH_NAMES.map((label, i) => ({ value: i + 1, label }));

/** /payroll/gss/day-of-payroll-viewing: the view day, and the monthly payroll Excel import (docs/decisions/payroll.md). */
export default function ViewDayPage() {
  const { t } = useTranslation('payroll');
  const client = useQueryClient();
  const setting = useSetting();
  const imports = useImports();
  const [day, setDay] = useState<number | null>(null);
  const now = new Date();
  const years = [now.getFullYear() - 1, now.getFullYear()].map((y) => ({ value: y, label: String(y) }));
  const [year, setYear] = useState(now.getFullYear());
  const [month, setMonth] = useState(now.getMonth() === 0 ? 12 : now.getMonth());
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    try {
      const r = await call(updatePayrollSetting, { body: { day_of_payroll_viewing: day ?? setting.data!.day_of_payroll_viewing } });
      toasts.success(r.data.message);
      await client.invalidateQueries({ queryKey: [...PAYROLL_KEY, 'setting'] });
    } catch (error) {
      reportError(error);
    }
  };
  const upload = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const form = new FormData();
      form.append('year', String(year));
      form.append('month', String(month));
      form.append('file', file);
      const r = await call(uploadPayrollImport, { body: form });
      toasts.success(r.data.message);
      setFile(null);
      await client.invalidateQueries({ queryKey: [...PAYROLL_KEY, 'imports'] });
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page title={t('setting.title')}>
      {setting.isPending ? <Loading /> : (
        <section data-testid="payroll-setting">
          <p>{t('setting.help')}</p>
          <SelectInput label={t('setting.day')} value={day ?? setting.data?.day_of_payroll_viewing} options={DAYS} onChange={(v) => setDay(Number(v))} testId="payroll-day" />
          <IonButton onClick={() => void save()} data-testid="payroll-setting-save">{t('setting.save')}</IonButton>
        </section>
      )}
      <section data-testid="payroll-import">
        <h2>{t('import.title')}</h2>
        <p>{t('import.help')}</p>
        <SelectInput label={t('import.year')} value={year} options={years} onChange={(v) => setYear(Number(v))} testId="payroll-import-year" />
        <SelectInput label={t('import.month')} value={month} options={MONTHS} onChange={(v) => setMonth(Number(v))} testId="payroll-import-month" />
        <FileInput label={t('import.file')} value={file} onChange={setFile} accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" />
        <IonButton disabled={!file || busy} onClick={() => void upload()} data-testid="payroll-import-upload">{t('import.upload')}</IonButton>
      </section>
      <IonList data-testid="payroll-imports">
        <IonListHeader><IonLabel>{t('import.recent')}</IonLabel></IonListHeader>
        {imports.data && !imports.data.length && <Empty message={t('import.empty')} />}
        {imports.data?.map((i) => (
          <IonItem key={i.id}>
            <IonLabel>
              <h3>{`${MONTH_NAMES[i.month - 1]} ${i.year} — ${i.file_name}`}</h3>
              <p>{`${i.uploaded_by} · ${t(`import.status.${i.status}`)}${i.total_rows !== null ? ` · ${i.processed_rows}/${i.total_rows}` : ''}`}</p>
              {/* Kept once done: on PGlite, whose one connection the import's transaction holds, the final state is all it can show. */}
              {(i.status === 'processing' || i.status === 'done') && (
                <p data-testid="payroll-import-progress">
                  {t('import.progress', { rows: i.processed_rows, percent: i.total_bytes ? Math.min(100, Math.floor((i.bytes_read / i.total_bytes) * 100)) : 0 })}
                </p>
              )}
              {i.error && <p className="ion-color-danger">{i.error.message}</p>}
            </IonLabel>
            <IonNote slot="end">{t(`import.status.${i.status}`)}</IonNote>
          </IonItem>
        ))}
      </IonList>
    </Page>
  );
}
