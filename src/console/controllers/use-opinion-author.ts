/**
 * Who wrote an opinion: the user's name (GET /api/user/{id}) when the opinion has a user and the
 * signed-in person may read users (admin only: a moderator's call would be refused and sent to /403),
 * otherwise the user's number, or "unauthenticated" when there is no user.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import type { components } from "../../../generated/api-types.ts";
import { api } from "../api/client.ts";
import { unwrap } from "../api/failures.ts";
import { hasRole } from "../app/roles.ts";
import { session } from "../state/session.ts";

type UserRecord = components["schemas"]["UserRecord"];

export function useOpinionAuthor(userId: number | null, enabled: boolean): string {
  const { t } = useTranslation();
  const { user } = useSnapshot(session);
  const mayReadUsers = hasRole(user?.roles, ["admin"]);
  const [name, setName] = useState<string | null>(null);

  useEffect(() => {
    setName(null);
    if (!enabled || userId === null || !mayReadUsers) return;
    const controller = new AbortController();
    unwrap<UserRecord>(
      api.GET("/api/user/{id}", { params: { path: { id: userId } }, signal: controller.signal }),
    )
      .then(({ data }) => setName(`${data.name} (${data.email})`))
      .catch(() => undefined);
    return () => controller.abort();
  }, [userId, enabled, mayReadUsers]);

  if (userId === null) return t("special.opinion.unauthenticated");
  return name ?? t("special.opinion.registeredUser", { id: userId });
}
