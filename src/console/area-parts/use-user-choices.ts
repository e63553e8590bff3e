/**
 * Users to choose from for the password change: GET /api/user searched by name or e-mail as the
 * person types (the previous search is aborted), plus the user preselected by ?id=.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { components } from "../../../generated/api-types.ts";
import { lockOn } from "../../shared/record-locks.ts";
import { api } from "../api/client.ts";
import { unwrap } from "../api/failures.ts";
import { areaSpec } from "../shared/area-specs.ts";

export type UserChoice = components["schemas"]["UserRecord"];
type UserPage = components["schemas"]["UserPage"];

const typingPause = 300;

/** `selectedId` stays among the choices whatever the search shows, so the dropdown keeps showing it. */
export function useUserChoices(preselectedId: number | null, selectedId: number | null) {
  const [users, setUsers] = useState<UserChoice[]>([]);
  const known = useRef(new Map<number, UserChoice>());
  const [loading, setLoading] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const load = useCallback(async (search: string) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setLoading(true);
    try {
      const query = search ? { page: 1, search } : { page: 1 };
      const { data } = await unwrap<UserPage>(
        api.GET("/api/user", { params: { query }, signal: current.signal }),
      );
      for (const user of data.items) known.current.set(user.id, user);
      setUsers(data.items);
    } catch {
      // shown by the failure handler; the choices stay as they were
    } finally {
      if (controller.current === current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load("");
    return () => {
      controller.current?.abort();
      if (timer.current) clearTimeout(timer.current);
    };
  }, [load]);

  useEffect(() => {
    if (preselectedId === null) return;
    const current = new AbortController();
    unwrap<UserChoice>(
      api.GET("/api/user/{id}", { params: { path: { id: preselectedId } }, signal: current.signal }),
    )
      .then(({ data }) => {
        known.current.set(data.id, data);
        setUsers((shown) => [...shown]);
      })
      .catch(() => undefined);
    return () => current.abort();
  }, [preselectedId]);

  const search = useCallback(
    (text: string) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void load(text.trim()), typingPause);
    },
    [load],
  );

  const selected = selectedId === null ? undefined : known.current.get(selectedId);
  const listed = selected && !users.some((u) => u.id === selected.id) ? [selected, ...users] : users;
  // A directory account's password is the directory's (1913): it is not offered.
  const choices = listed.filter((u) => !lockOn(areaSpec("user"), u, { command: "change_password" }));
  return { choices, loading, search };
}
