// `@agrihub/shared/router`: the part of React Router the portal uses, the one way every app reaches
// it. Shared as one module (build/federation.mjs), so shell and remotes hold the same router context;
// unlike the whole package (every export kept, about 60 KiB gzipped, as a shared module is), this
// entry lets the build drop what no app imports. `eslint.config.mjs` keeps apps off react-router.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type { Location } from 'react-router';
