/**
 * Which navigations the worker answers with the app shell (index.html). Workbox's
 * NavigationRoute tests these against `pathname + search`.
 */
export const NOT_THE_APP: RegExp[] = [
  // The API and the OAuth endpoints (sign-in redirects, /api/docs) always go to the server.
  /^\/(api|oauth)(\/|\?|$)/,
  // A file (its last path segment has an extension): the server's, or a real 404.
  /^[^?]*\/[^/?]+\.[a-z0-9]+(\?.*)?$/i,
];

export function isAppNavigation(pathAndSearch: string): boolean {
  return pathAndSearch.startsWith('/') && !NOT_THE_APP.some((re) => re.test(pathAndSearch));
}
