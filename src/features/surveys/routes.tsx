import { lazy } from 'react';
import type { AppRoute } from '@/lib/routing';

/**
 * Surveys (spec 3 §2 "Surveys, training, apron cards"): the spec gives no routes; these follow the
 * spec's API paths (docs/decisions/surveys.md).
 */
const access = { anyOf: ['manage-manager-survey', 'manager-survey-admin'] } as const;
const listOf = (kind: 'survey' | 'question' | 'answer') =>
  lazy(() => import('./pages/catalogue-list-page').then((m) => ({ default: () => <m.default kind={kind} /> })));
const survey = lazy(() => import('./pages/survey-store-page'));
const question = lazy(() => import('./pages/question-store-page'));
const answer = lazy(() => import('./pages/answer-store-page'));
const managerSurvey = lazy(() => import('./pages/manager-survey-store-page'));

export const routes: AppRoute[] = [
  { path: '/survey/list', component: listOf('survey'), access },
  { path: '/survey/create', component: survey, access },
  { path: '/survey/:id/edit', component: survey, access },
  { path: '/question/list', component: listOf('question'), access },
  { path: '/question/create', component: question, access },
  { path: '/question/:id/edit', component: question, access },
  { path: '/answer/list', component: listOf('answer'), access },
  { path: '/answer/create', component: answer, access },
  { path: '/answer/:id/edit', component: answer, access },
  { path: '/manager-survey/list', component: lazy(() => import('./pages/manager-survey-list-page')), access },
  { path: '/manager-survey/create', component: managerSurvey, access },
  { path: '/manager-survey/:id/edit', component: managerSurvey, access },
  { path: '/manager-survey/:id/positions', component: lazy(() => import('./pages/manager-survey-positions-page')), access },
  { path: '/manager-survey/my', component: lazy(() => import('./pages/my-manager-surveys-page')), access: 'signed-in', accountMenu: 'manager-surveys' },
  { path: '/manager-survey/:id/answer', component: lazy(() => import('./pages/answer-page')), access: 'signed-in' },
];
