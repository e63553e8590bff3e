/**
 * Routes of spec §2, built from the generated console tables plus the public pages. The shell of /cms
 * (top bar, menu, dialogs) and the return from single sign-on are chunks of their own: the sign-in
 * page does not load them.
 */
import { lazy, Suspense } from "react";
import { Navigate, type RouteObject, useLocation, useParams } from "react-router-dom";
import { consoleMenu, consoleRedirects, consoleRoutes } from "../../../generated/console.ts";
import { SignInScreen } from "../areas/auth/SignInScreen.tsx";
import { Splash } from "../layout/Splash.tsx";
import { CmsHome } from "./CmsHome.tsx";
import { ForbiddenScreen } from "./ForbiddenScreen.tsx";
import { NotFoundScreen } from "./NotFoundScreen.tsx";
import { RequireSession } from "./RequireSession.tsx";
import { RoleGate } from "./RoleGate.tsx";

const Layout = lazy(() => import("../layout/Layout.tsx").then((m) => ({ default: m.Layout })));
// Inside the shell, whose Suspense shows the page loading while a screen's chunk comes.
const ScreenFor = lazy(() => import("./ScreenFor.tsx").then((m) => ({ default: m.ScreenFor })));
const OAuthReturnScreen = lazy(() =>
  import("../areas/auth/OAuthReturnScreen.tsx").then((m) => ({ default: m.OAuthReturnScreen })),
);
const ResetPasswordScreen = lazy(() =>
  import("../areas/password/ResetPasswordScreen.tsx").then((m) => ({ default: m.ResetPasswordScreen })),
);

/** /cms/categories-cruds/modify/3 -> /cms/categories_articles_events/modify/3 */
function AliasRedirect({ to }: { to: string }) {
  const rest = useParams()["*"];
  const { search } = useLocation();
  return <Navigate to={`/cms/${to}${rest ? `/${rest}` : ""}${search}`} replace />;
}

/**
 * A menu entry whose route takes a parameter opens at its link: /cms/map -> /cms/map/p0 (spec §2:
 * map/p0 is the first floor), instead of the 404 of a path no route has.
 */
const entryRedirects = consoleMenu.flatMap((entry) =>
  entry.link !== entry.path && !consoleRoutes.some((route) => route.path === entry.path)
    ? [{ path: entry.path, element: <Navigate to={`/cms/${entry.link}`} replace /> }]
    : [],
);

export const routes: RouteObject[] = [
  { path: "/", element: <SignInScreen /> },
  { path: "/signin", element: <SignInScreen /> },
  {
    path: "/oauth2",
    element: (
      <Suspense fallback={<Splash />}>
        <OAuthReturnScreen />
      </Suspense>
    ),
  },
  {
    path: "/reset_password",
    element: (
      <Suspense fallback={<Splash />}>
        <ResetPasswordScreen />
      </Suspense>
    ),
  },
  { path: "/403", element: <ForbiddenScreen /> },
  { path: "/404", element: <NotFoundScreen /> },
  {
    path: "/cms",
    element: (
      <RequireSession>
        <Suspense fallback={<Splash />}>
          <Layout />
        </Suspense>
      </RequireSession>
    ),
    children: [
      { index: true, element: <CmsHome /> },
      ...entryRedirects,
      ...consoleRoutes.map((route) => ({
        path: route.path,
        element: (
          <RoleGate roles={route.roles}>
            <ScreenFor route={route} />
          </RoleGate>
        ),
      })),
      ...Object.entries(consoleRedirects).map(([alias, target]) => ({
        path: `${alias}/*`,
        element: <AliasRedirect to={target} />,
      })),
      { path: "*", element: <Navigate to="/404" replace /> },
    ],
  },
  { path: "*", element: <NotFoundScreen /> },
];
