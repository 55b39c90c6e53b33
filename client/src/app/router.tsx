/**
 * The route table, built from the one table of paths (lib/paths.ts) and each path's page
 * (app/pages.ts): every page inside the app
 * layout, lazy pages behind a Suspense boundary showing 'Loading page...' (spec section 2),
 * signed-in pages inside RouteGuard, then the redirects and the /dashboard fallback.
 */
import { Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AppLayout } from '../components/layout/AppLayout';
import { RouteGuard } from '../components/RouteGuard';
import { PageLoading } from '../components/ui/PageLoading';
import { APP_PATHS, FALLBACK_PATH, REDIRECTS, type AppPath, type AppPathPattern } from '../lib/paths';
import { PAGES } from './pages';

/** The element of one path: its page in Suspense, inside RouteGuard unless the path is public. */
function elementFor(entry: AppPath & { path: AppPathPattern }): ReactNode {
  const Page = PAGES[entry.path];
  const page = (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
  if (entry.access === 'public') return page;
  return (
    <RouteGuard
      requiredRole={entry.access === 'signedIn' ? undefined : [...entry.access]}
      allowPendingVerification={entry.allowPendingVerification ?? false}
    >
      {page}
    </RouteGuard>
  );
}

/** The whole route table inside the app layout. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {APP_PATHS.map((entry) => (
          <Route key={entry.path} path={entry.path} element={elementFor(entry)} />
        ))}
        {REDIRECTS.map(({ path, to }) => (
          <Route key={path} path={path} element={<Navigate to={to} replace />} />
        ))}
        <Route path="*" element={<Navigate to={FALLBACK_PATH} replace />} />
      </Route>
    </Routes>
  );
}
