import { IonButton } from '@ionic/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { MONTH_NAMES } from '@/contracts/payroll';
import { errorToasts } from '@/lib/api/error-toasts';
import { saveBlob } from '@/lib/api/download';
import { Page } from '@/lib/ui/page';
import { LoadError, Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { fetchSlip } from '../api/payroll';

/** /payroll/gss/user [month, year]: the slip shown in the page, with a download; a 403 returns to the SMS step. */
export default function SlipPage() {
  const { t } = useTranslation('payroll');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const month = Number(search.get('month'));
  const year = Number(search.get('year'));
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const valid = month >= 1 && month <= 12 && year >= 2000;

  useEffect(() => {
    if (!valid) return;
    let objectUrl: string | null = null;
    let cancelled = false;
    void fetchSlip(year, month, false).then((r) => {
      if (cancelled) return;
      if (r.ok) {
        objectUrl = URL.createObjectURL(r.blob);
        setUrl(objectUrl);
      } else if (r.status === 403) {
        navigate('/payroll/formList', { replace: true });
      } else {
        setFailed(true);
        toasts.showAll(errorToasts(r.status, '', r.body));
      }
    });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [year, month, valid, navigate]);

  const onDownload = async () => {
    const r = await fetchSlip(year, month, true);
    if (r.ok) saveBlob(r.blob, r.fileName);
    else if (r.status === 403) navigate('/payroll/formList', { replace: true });
    else toasts.showAll(errorToasts(r.status, '', r.body));
  };

  return (
    <Page title={valid ? `${t('slip.title')} — ${MONTH_NAMES[month - 1]} ${year}` : t('slip.title')} backHref="/payroll/formList"
      toolbar={valid && <IonButton onClick={() => void onDownload()} data-testid="payroll-download">{t('slip.download')}</IonButton>}>
      {!valid || failed ? <LoadError /> : !url ? <Loading /> : (
        <iframe className="payroll-slip-frame" title={t('slip.title')} src={url} style={{ width: '100%', height: '80vh', border: 0 }} data-testid="payroll-slip" />
      )}
    </Page>
  );
}
