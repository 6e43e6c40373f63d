import { menuController } from '@ionic/core/components';
import { IonContent, IonHeader, IonMenu, IonTitle, IonToolbar } from '@ionic/react';
import { useContext, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { reportError } from '@/lib/api/query-client';
import { changePosition } from '@/lib/session/session-api';
import { SessionContext } from '@/lib/session/session-context';
import { useOfflineReadiness } from '@/lib/pwa/offline-ready';
import { holds } from '@/lib/routing';
import { exposeForTests } from '@/lib/test-hooks';
import { loginSwitchAllowed } from '@/features/auth/model/login-switch';
import { accountRoutes, knownPaths } from '../routes';
import { signOutAndLeave, switchLanguage } from './header-widgets';

/** Closes the drawer on phones after a choice; on a desktop split pane it is a no-op. */
const closeMenu = () => void menuController.close();

/**
 * A menu choice starts a new stack (Ionic's 'root' direction, read from the location state by
 * @ionic/react-router): the screens left behind are unmounted. Pushed forward, every visited screen
 * stayed in the page, hidden, and re-rendered on each resize: after 46 screens a rotation took
 * 1–4 s (the layout check's figures, closing note of stop 27).
 */
const FROM_MENU = { direction: 'root' } as const;

function MenuLink({ to, children, testId }: { to: string; children: ReactNode; testId?: string }) {
  const { pathname } = useLocation();
  const active = pathname === to || pathname.startsWith(`${to}/`);
  return (
    <Link to={to} state={FROM_MENU} className={`apron-menu-link${active ? ' selected' : ''}`} aria-current={active ? 'page' : undefined} onClick={closeMenu} data-testid={testId}>
      {children}
    </Link>
  );
}

/**
 * Side menu: the groups the active position opens (computed by the server), with the items
 * built so far; the positions to switch to; account links. Plain links rather than IonItem
 * keep the item element out of every screen's first load.
 */
/** Whether this device may go where there is no signal: shown once the app is fully stored on it. */
function OfflineReadinessLine() {
  const { t } = useTranslation('shell');
  const readiness = useOfflineReadiness();
  if (!readiness) return null;
  return (
    <p className="apron-menu-offline" data-testid="offline-readiness" data-state={readiness} role="status">
      {readiness === 'ready' ? t('offlineReady') : t('offlinePreparing')}
    </p>
  );
}

export function AppMenu() {
  const session = useContext(SessionContext);
  const { t, i18n } = useTranslation('shell');
  const navigate = useNavigate();
  // The layout check visits hundreds of screens the way the menu opens them.
  useEffect(() => exposeForTests('openFromMenu', (to: string) => navigate(to, { state: FROM_MENU })), [navigate]);
  if (!session) return null;
  const { user, active_position, positions_count, menu } = session.data;
  const groups = menu.map((g) => ({ ...g, items: g.items.filter((i) => knownPaths.has(i.route)) })).filter((g) => g.items.length > 0);
  const role = active_position.role;
  return (
    <IonMenu contentId="main" type="overlay" data-testid="app-menu">
      <IonHeader>
        <IonToolbar color="primary">
          <IonTitle>Apron</IonTitle>
        </IonToolbar>
      </IonHeader>
      <IonContent>
        <nav className="apron-menu">
          <div className="apron-menu-user">
            <strong>{user.profile.full_name}</strong>
            <span data-testid="active-position">{`${role.department.name} · ${role.name}`}</span>
          </div>
          <MenuLink to="/dashboard">{t('menu.dashboard')}</MenuLink>
          {positions_count > 1 && (
            <section data-testid="position-switcher">
              <h3>{t('positions')}</h3>
              {user.positions.map((p) =>
                p.id === active_position.id ? (
                  <span key={p.id} className="apron-menu-link selected" data-testid={`position-${p.id}`}>
                    {`${p.role.department.name} - ${p.role.name}`}
                    <small>{t('activePosition')}</small>
                  </span>
                ) : (
                  <button key={p.id} type="button" className="apron-menu-link" data-testid={`position-${p.id}`} onClick={() => changePosition(p.id).catch(reportError)}>
                    {`${p.role.department.name} - ${p.role.name}`}
                    <small>{t('switchPosition')}</small>
                  </button>
                ),
              )}
            </section>
          )}
          {groups.map((group) => (
            <section key={group.key} data-testid={`menu-group-${group.key}`}>
              <h3>{t(`menu.groups.${group.key}`)}</h3>
              {group.items.map((item) => (
                <MenuLink key={item.key} to={item.route} testId={`menu-${item.key}`}>
                  {t(`menu.items.${item.key}`)}
                </MenuLink>
              ))}
            </section>
          ))}
          <section>
            <h3>{t('menu.groups.account')}</h3>
            {accountRoutes
              .filter((r) => holds(r.access, session.permissions))
              .filter((r) => r.accountMenu !== 'login-switch' || loginSwitchAllowed(session.data))
              .map((r) => (
                <MenuLink key={r.path} to={r.menuPath ?? r.path} testId={`menu-account-${r.accountMenu}`}>
                  {t(`menu.account.${r.accountMenu}`)}
                </MenuLink>
              ))}
            <MenuLink to="/settings/profile">{t('menu.settings')}</MenuLink>
            <MenuLink to="/help">{t('menu.help')}</MenuLink>
            <button type="button" className="apron-menu-link" onClick={() => switchLanguage(i18n.language)} data-testid="menu-language">
              {t('menu.language')}
            </button>
            <button type="button" className="apron-menu-link" onClick={() => void signOutAndLeave()} data-testid="menu-logout">
              {t('logout')}
            </button>
          </section>
          <OfflineReadinessLine />
        </nav>
      </IonContent>
    </IonMenu>
  );
}
