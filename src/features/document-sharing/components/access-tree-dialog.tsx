import { IonButton, IonCheckbox } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toggleAccess, type AccessNode } from '@/contracts/document-sharing';
import { Dialog } from '@/lib/ui/dialog';

/**
 * The access tree of a document type (spec 3 §2, §5): departments with their roles; viewer on
 * departments, creator on roles; the contract's toggleAccess applies the rules.
 */
export function AccessTreeDialog({ tree, onClose, onSave }: { tree: AccessNode[]; onClose: () => void; onSave: (nodes: AccessNode[]) => void }) {
  const { t } = useTranslation('document-sharing');
  const [nodes, setNodes] = useState(tree);
  const flip = (n: AccessNode, flag: 'viewer' | 'creator', on: boolean) => setNodes(toggleAccess(nodes, n, flag, on));
  return (
    <Dialog open title={t('access.title')} closeText={t('actions.close')} onClose={onClose} testId="access-tree-dialog" maxWidth="720px">
      <table className="apron-table">
        <thead><tr><th>{t('access.holder')}</th><th>{t('access.viewer')}</th><th>{t('access.creator')}</th></tr></thead>
        <tbody>
          {nodes.map((n) => (
            <tr key={`${n.holder_type}-${n.id}`} className={n.holder_type === 'role' ? 'access-role' : 'access-department'}>
              <td style={{ paddingLeft: n.holder_type === 'role' ? '2rem' : undefined }}>{n.holder_type === 'department' ? <strong>{n.name}</strong> : n.name}</td>
              <td>
                <IonCheckbox checked={n.viewer} disabled={n.holder_type === 'role'} aria-label={`${n.name} ${t('access.viewer')}`}
                  onIonChange={(e) => flip(n, 'viewer', e.detail.checked)} data-testid={`access-viewer-${n.holder_type}-${n.id}`} />
              </td>
              <td>
                {n.holder_type === 'role' && (
                  <IonCheckbox checked={n.creator} aria-label={`${n.name} ${t('access.creator')}`}
                    onIonChange={(e) => flip(n, 'creator', e.detail.checked)} data-testid={`access-creator-role-${n.id}`} />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <IonButton onClick={() => onSave(nodes)} data-testid="access-tree-save">{t('actions.save')}</IonButton>
    </Dialog>
  );
}
