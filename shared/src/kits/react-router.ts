/**
 * The platform's react-router kit: the router exports the frontends may use (see ./chakra.ts for why
 * kits exist). Shared under the `react-router` share key; `@alumni/react-router-source` is a build alias
 * of the real package (shared/build/webpack.cjs), so this module does not consume itself.
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  data,
  matchPath,
  matchRoutes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from '@alumni/react-router-source';
