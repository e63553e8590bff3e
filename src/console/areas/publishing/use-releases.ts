/**
 * The releases screen's state: a page of releases, each one's diff against the release before
 * (loaded when opened), and rolling back to one (admins).
 */
import { useCallback, useEffect, useState } from "react";
import { Failure } from "../../api/failures.ts";
import {
  type FloorDiff,
  mapDiff,
  type ReleasesPage,
  releasesPage,
  rollBack,
} from "../../area-parts/map-releases/releases-api.ts";
import { i18n } from "../../i18n/i18n.ts";
import { notify } from "../../state/notices.ts";

export function useReleases() {
  const [page, setPage] = useState(1);
  const [list, setList] = useState<ReleasesPage | null>(null);
  const [diffs, setDiffs] = useState<Record<number, FloorDiff[]>>({});
  const [rollingBack, setRollingBack] = useState(false);

  const load = useCallback(async (wanted: number) => {
    try {
      setList(await releasesPage(wanted));
    } catch (error) {
      if (!(error instanceof Failure)) throw error;
    }
  }, []);

  useEffect(() => {
    void load(page);
  }, [page, load]);

  /** Release `number`'s changes against the one before (release 1 has none before it). */
  const openDiff = useCallback(
    async (number: number) => {
      if (diffs[number] || number < 2) return;
      try {
        const floors = await mapDiff(number - 1, number);
        setDiffs((known) => ({ ...known, [number]: floors }));
      } catch (error) {
        if (!(error instanceof Failure)) throw error;
      }
    },
    [diffs],
  );

  const rollBackTo = useCallback(
    async (number: number, comment: string) => {
      setRollingBack(true);
      try {
        const { data } = await rollBack(number, comment);
        notify("success", i18n.t("releases.rolledBack", { number: data.number, target: number }));
        setPage(1);
        await load(1);
        return true;
      } catch (error) {
        if (!(error instanceof Failure)) throw error;
        return false;
      } finally {
        setRollingBack(false);
      }
    },
    [load],
  );

  return { page, setPage, list, diffs, openDiff, rollBackTo, rollingBack };
}
