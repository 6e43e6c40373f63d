import { IonItem, IonLabel, IonList, IonListHeader, IonNote } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import type { PersonHit, UserHit } from '@/contracts/lookups';
import type { PositionItem } from '@/contracts/people';
import { RoleDisplay } from '@/lib/people/role-display';

export function PeopleResults({ title, people }: { title: string; people: PersonHit[] }) {
  const { t } = useTranslation('search');
  return (
    <IonList lines="full" data-testid="search-employees">
      <IonListHeader>{title}</IonListHeader>
      {people.length === 0 && <IonItem><IonNote>{t('none')}</IonNote></IonItem>}
      {people.map((p) => (
        <IonItem key={p.id}>
          <IonLabel className="ion-text-wrap">
            <h3>{p.full_name}</h3>
            <p>{p.national_id_number}</p>
            {p.primary_position && <p><RoleDisplay value={p.primary_position.role_display} /></p>}
          </IonLabel>
        </IonItem>
      ))}
    </IonList>
  );
}

export function UserResults({ title, users }: { title: string; users: UserHit[] }) {
  const { t } = useTranslation('search');
  return (
    <IonList lines="full" data-testid="search-users">
      <IonListHeader>{title}</IonListHeader>
      {users.length === 0 && <IonItem><IonNote>{t('none')}</IonNote></IonItem>}
      {users.map((u) => (
        <IonItem key={u.id}>
          <IonLabel className="ion-text-wrap">
            <h3>{u.full_name}</h3>
            <p>{[u.name, u.email].filter(Boolean).join(' · ')}</p>
            {u.primary_position && <p><RoleDisplay value={u.primary_position.role_display} /></p>}
          </IonLabel>
        </IonItem>
      ))}
    </IonList>
  );
}

export function PositionResults({ title, positions }: { title: string; positions: PositionItem[] }) {
  const { t } = useTranslation('search');
  return (
    <IonList lines="full" data-testid="search-positions">
      <IonListHeader>{title}</IonListHeader>
      {positions.length === 0 && <IonItem><IonNote>{t('none')}</IonNote></IonItem>}
      {positions.map((p) => (
        <IonItem key={p.id}>
          <IonLabel className="ion-text-wrap">
            <h3>{p.full_name}</h3>
            <p><RoleDisplay value={p.role_display} /></p>
          </IonLabel>
        </IonItem>
      ))}
    </IonList>
  );
}
