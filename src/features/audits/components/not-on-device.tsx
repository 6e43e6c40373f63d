import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api/client';
import { Empty, LoadError } from '@/lib/ui/states';
import { NotOnDeviceError } from '../offline/remember';

/** A record that could not be read: not on this device yet (offline), not found, or another failure. */
export function NotOnDevice({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('audits');
  if (error instanceof NotOnDeviceError) return <Empty message={t('device.notOnDevice')} />;
  if (error instanceof ApiError && (error.status === 404 || error.status === 403)) {
    const message = typeof (error.body as { message?: unknown })?.message === 'string' ? (error.body as { message: string }).message : t('device.notFound');
    return <Empty message={message} />;
  }
  return <LoadError onRetry={onRetry} />;
}
