/**
 * Who wrote an opinion or SOS report: "name (e-mail)" from GET /api/author_names, which staff may call
 * (the users area itself is the admin's alone), otherwise the user's number while it loads or when the
 * account is gone, or "unauthenticated" when there is no user.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../api/client.ts";
import { unwrap } from "../api/failures.ts";

export function useAuthorName(userId: number | null, enabled: boolean): string {
  const { t } = useTranslation();
  const [name, setName] = useState<string | null>(null);

  useEffect(() => {
    setName(null);
    if (!enabled || userId === null) return;
    const controller = new AbortController();
    unwrap<{ id: number; name: string; email: string }[]>(
      api.GET("/api/author_names", { params: { query: { ids: String(userId) } }, signal: controller.signal }),
    )
      .then(({ data }) => {
        const author = data.find((a) => a.id === userId);
        if (author) setName(`${author.name} (${author.email})`);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [userId, enabled]);

  if (userId === null) return t("special.opinion.unauthenticated");
  return name ?? t("special.opinion.registeredUser", { id: userId });
}
