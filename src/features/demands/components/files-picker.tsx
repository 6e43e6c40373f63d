import { useTranslation } from 'react-i18next';
import { DEMAND_LIMITS } from '@/contracts/demands';
import { FilesPicker as SharedFilesPicker, type FilesPickerProps } from '@/lib/forms/components/files-picker';
import './demands.css';

/** A request's files picker: the shared picker with the demands' words, at most DEMAND_LIMITS.filesMax files. */
export function FilesPicker({ max = DEMAND_LIMITS.filesMax, ...props }: Omit<FilesPickerProps, 'labels' | 'max'> & { max?: number }) {
  const { t } = useTranslation('demands');
  const labels = {
    choose: t('actions.chooseFiles'),
    remove: t('actions.removeFile'),
    hint: t('requests.filesHint', { max }),
    tooMany: t('requests.tooManyFiles', { max }),
    none: t('requests.noFilesChosen'),
  };
  return <SharedFilesPicker {...props} max={max} labels={labels} />;
}
