import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTimeline } from '../api/dashboard';
import { dateTime } from './format';
import { Pager } from './pager';
import { Widget } from './widget';

/** The timeline (company-wide posts and department news) or only the department news; 10 a page. */
export function TimelineWidget({ scope }: { scope: 'all' | 'department' }) {
  const { t } = useTranslation('dashboard');
  const [page, setPage] = useState(1);
  const query = useTimeline(scope, page);
  const name = scope === 'all' ? 'timeline' : 'news';
  return (
    <Widget title={t(`${name}.title`)} testId={`widget-${name}`} query={query} isEmpty={(r) => r.data.length === 0} emptyText={t(`${name}.empty`)} wide={scope === 'all'}>
      {(r) => (
        <>
          <ul className="dashboard-posts">
            {r.data.map((post) => (
              <li key={post.id} data-testid={`${name}-post`}>
                <h3>{post.title}</h3>
                <p className="apron-card-kicker">
                  {[post.department?.name ?? t('timeline.companyWide'), post.author?.full_name, dateTime(post.published_at)].filter(Boolean).join(' · ')}
                </p>
                {/* The body is sanitised with an allow-list when it is written (docs/decisions/dashboard-integrations.md). */}
                <div className="dashboard-post-body" dangerouslySetInnerHTML={{ __html: post.body }} />
              </li>
            ))}
          </ul>
          <Pager page={page} lastPage={r.meta_data.last_page ?? 1} onPage={setPage} testId={`${name}-pager`} />
        </>
      )}
    </Widget>
  );
}
