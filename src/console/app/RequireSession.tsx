/** Guards /cms: no token sends to /signin remembering the origin; a token loads the user once. */
import { type ReactNode, useEffect } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { useSnapshot } from "valtio";
import { loadUser } from "../api/auth.ts";
import { Splash } from "../layout/Splash.tsx";
import { rememberOrigin } from "../state/origin.ts";
import { session } from "../state/session.ts";

export function RequireSession({ children }: { children: ReactNode }) {
  const { token, roleLoaded, loggedOut } = useSnapshot(session);
  const location = useLocation();
  useEffect(() => {
    // A failure is handled in one place (api/failures.ts): an expired token signs out from there.
    if (token && !roleLoaded) loadUser().catch(() => undefined);
  }, [token, roleLoaded]);
  if (!token) {
    if (loggedOut) return <Navigate to="/" replace />;
    rememberOrigin(`${location.pathname}${location.search}`);
    return <Navigate to="/signin" replace />;
  }
  if (!roleLoaded) return <Splash />;
  return children;
}
