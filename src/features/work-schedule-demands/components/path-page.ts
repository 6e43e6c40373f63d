import { useEffect } from 'react';
import { matchPath, useLocation, useNavigate, useSearchParams } from 'react-router-dom';

/**
 * Screens whose route carries the page ('/work-schedule-demand/list/{page}', spec 2 §2) while the
 * shared list keeps it in `?page=`: the two are kept equal, the path being the truth on arrival.
 * Only the screen on show acts (Ionic keeps left pages mounted). Answers whether the list may load.
 */
export function usePathPage(base: string): boolean {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const match = matchPath(`${base}/:page`, pathname);
  const pathPage = match ? Math.max(1, Number.parseInt(match.params.page ?? '1', 10) || 1) : null;
  const queryPage = search.get('page');
  useEffect(() => {
    if (pathPage === null) return;
    if (queryPage === null) {
      const next = new URLSearchParams(search);
      next.set('page', String(pathPage));
      navigate({ pathname, search: `?${next}` }, { replace: true });
    } else if ((Number.parseInt(queryPage, 10) || 1) !== pathPage) {
      navigate({ pathname: `${base}/${Number.parseInt(queryPage, 10) || 1}`, search: `?${search}` }, { replace: true });
    }
  }, [base, navigate, pathPage, pathname, queryPage, search]);
  return pathPage !== null && queryPage !== null;
}
