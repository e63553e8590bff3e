/** A signed-in user whose role may not open a route lands on /403 (spec §2). */
import type { ReactNode } from "react";
import { Navigate } from "react-router-dom";
import { useSnapshot } from "valtio";
import type { RoleName } from "../../shared/area-spec.ts";
import { hasRole } from "../shared/roles.ts";
import { session } from "../state/session.ts";

export function RoleGate({ roles, children }: { roles: readonly RoleName[]; children: ReactNode }) {
  const { user } = useSnapshot(session);
  return hasRole(user?.roles, roles) ? children : <Navigate to="/403" replace />;
}
