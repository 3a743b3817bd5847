/**
 * What the apps use of react-router, federated as `react-router-dom`. A shared module keeps every
 * export (any remote may ask for any), and react-router 7 is ~50 KB gzip whole (its framework and
 * data-router modes too); sharing this list instead lets the build tree-shake the rest. A missing
 * name fails the build (`exportsPresence: 'error'`): add it here.
 */
export {
  BrowserRouter,
  Link,
  matchPath,
  matchRoutes,
  Navigate,
  Outlet,
  Route,
  Routes,
  useHref,
  useLinkClickHandler,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
