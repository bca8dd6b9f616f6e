/**
 * Matches a path against the route table (src/app/routes.ts). Patterns are `/literal`, `:param` segments and
 * a final `*` that takes the rest of the path. Pure, so the rules are unit-tested without a browser.
 */
import type { RouteDefinition } from '../routes';

export interface RouteMatch {
  route: RouteDefinition;
  params: Record<string, string>;
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null; // a malformed escape such as %E0%A4%A never matches a param
  }
}

export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const part = want[i] ?? '';
    if (part === '*') {
      const rest = have.slice(i).map(decode);
      if (rest.some((s) => s === null)) return null;
      params['*'] = rest.join('/');
      return params;
    }
    const segment = have[i];
    if (segment === undefined) return null;
    if (part.startsWith(':')) {
      const value = decode(segment);
      if (value === null || value === '') return null;
      params[part.slice(1)] = value;
    } else if (part !== segment) {
      return null;
    }
  }
  return have.length === want.length ? params : null;
}

export function matchRoute(routes: readonly RouteDefinition[], pathname: string): RouteMatch | null {
  for (const route of routes) {
    const params = matchPath(route.path, pathname);
    if (params) return { route, params };
  }
  return null;
}
