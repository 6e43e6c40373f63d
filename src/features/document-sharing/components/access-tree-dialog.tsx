import { IonButton, IonCheckbox } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toggleAccess, type AccessNode } from '@/contracts/document-sharing';
import { DataTable } from '@/lib/list/data-table';
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
      <DataTable
        rows={nodes}
        rowKey={(n) => `${n.holder_type}-${n.id}`}
        columns={[
          {
            key: 'holder',
            label: t('access.holder'),
            priority: 1,
            render: (n) => (n.holder_type === 'department' ? <strong>{n.name}</strong> : <span style={{ paddingLeft: '2rem' }}>{n.name}</span>),
          },
          {
            key: 'viewer',
            label: t('access.viewer'),
            priority: 1,
            render: (n) => (
              <IonCheckbox checked={n.viewer} disabled={n.holder_type === 'role'} aria-label={`${n.name} ${t('access.viewer')}`}
                onIonChange={(e) => flip(n, 'viewer', e.detail.checked)} data-testid={`access-viewer-${n.holder_type}-${n.id}`} />
            ),
          },
          {
            key: 'creator',
            label: t('access.creator'),
            priority: 1,
            render: (n) =>
              n.holder_type === 'role' && (
                <IonCheckbox checked={n.creator} aria-label={`${n.name} ${t('access.creator')}`}
                  onIonChange={(e) => flip(n, 'creator', e.detail.checked)} data-testid={`access-creator-role-${n.id}`} />
              ),
          },
        ]}
      />
      <IonButton onClick={() => onSave(nodes)} data-testid="access-tree-save">{t('actions.save')}</IonButton>
    </Dialog>
  );
}
