import type { ReactNode } from 'react';
import '@/lib/ui/kit-content.css';

/**
 * A form's submit row (docs/ui.md): the last element of the form. On phones and tablets it sticks to
 * the bottom of the screen while the form scrolls, so Save stays in reach; a destructive action goes
 * in `danger`, set apart at the far side and never at the primary's weight.
 */
export function FormActions({ children, danger }: { children: ReactNode; danger?: ReactNode }) {
  return (
    <div className="apron-form-actions">
      {danger && <div className="apron-form-actions-danger">{danger}</div>}
      <div className="apron-form-actions-main">{children}</div>
    </div>
  );
}
