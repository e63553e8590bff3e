/** Routes of spec §2, built from the generated console tables plus the public pages. */
import { Navigate, type RouteObject, useLocation, useParams } from "react-router-dom";
import { consoleRedirects, consoleRoutes } from "../../../generated/console.ts";
import { Layout } from "../layout/Layout.tsx";
import { ForbiddenScreen } from "../screens/ForbiddenScreen.tsx";
import { NotFoundScreen } from "../screens/NotFoundScreen.tsx";
import { OAuthReturnScreen } from "../screens/OAuthReturnScreen.tsx";
import { SignInScreen } from "../screens/SignInScreen.tsx";
import { CmsHome } from "./CmsHome.tsx";
import { RequireSession } from "./RequireSession.tsx";
import { RoleGate } from "./RoleGate.tsx";
import { ScreenFor } from "./ScreenFor.tsx";

/** /cms/categories-cruds/modify/3 -> /cms/categories_articles_events/modify/3 */
function AliasRedirect({ to }: { to: string }) {
  const rest = useParams()["*"];
  const { search } = useLocation();
  return <Navigate to={`/cms/${to}${rest ? `/${rest}` : ""}${search}`} replace />;
}

export const routes: RouteObject[] = [
  { path: "/", element: <SignInScreen /> },
  { path: "/signin", element: <SignInScreen /> },
  { path: "/oauth2", element: <OAuthReturnScreen /> },
  { path: "/403", element: <ForbiddenScreen /> },
  { path: "/404", element: <NotFoundScreen /> },
  {
    path: "/cms",
    element: (
      <RequireSession>
        <Layout />
      </RequireSession>
    ),
    children: [
      { index: true, element: <CmsHome /> },
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
