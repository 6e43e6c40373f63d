import { useEffect, useState } from 'react';
import { busy } from './busy';

/** The busy indicator: a thin indeterminate bar (plain CSS) while any call is in flight. */
export function BusyBar() {
  const [count, setCount] = useState(busy.count);
  useEffect(() => busy.subscribe(setCount), []);
  return count > 0 ? <div className="apron-busy" role="progressbar" aria-busy="true" data-testid="busy" /> : null;
}
