import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { busy } from './busy';

/** The busy indicator: a thin indeterminate bar (plain CSS) while any call is in flight. */
export function BusyBar() {
  const { t } = useTranslation();
  const [count, setCount] = useState(busy.count);
  useEffect(() => busy.subscribe(setCount), []);
  // A progressbar needs a name (axe aria-progressbar-name, serious).
  return count > 0 ? <div className="apron-busy" role="progressbar" aria-busy="true" aria-label={t('state.loading')} data-testid="busy" /> : null;
}
