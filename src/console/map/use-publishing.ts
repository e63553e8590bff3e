/**
 * The editor's view of publishing: the latest release and what the saved draft holds beyond it,
 * read again after each save, and publishing the draft with a comment (docs/publishing.md).
 */
import { useCallback, useEffect, useState } from "react";
import { Failure } from "../api/failures.ts";
import {
  changeCount,
  type FloorDiff,
  latestRelease,
  mapDiff,
  publishDraft,
} from "../area-parts/map-releases/releases-api.ts";
import { i18n } from "../i18n/i18n.ts";
import { notify } from "../state/notices.ts";

export interface Publishing {
  /** the latest release's number; null before the first publish; undefined while loading */
  latest: number | null | undefined;
  /** the saved draft's changes over the latest release (none before the first publish) */
  floors: FloorDiff[];
  count: number;
  publishing: boolean;
  publish(comment: string): Promise<boolean>;
}

/** `saving`: a save in progress; when it ends, the draft may have changed. */
export function usePublishing(saving: boolean): Publishing {
  const [latest, setLatest] = useState<number | null | undefined>(undefined);
  const [floors, setFloors] = useState<FloorDiff[]>([]);
  const [publishing, setPublishing] = useState(false);

  const load = useCallback(async () => {
    try {
      const number = await latestRelease();
      setLatest(number);
      setFloors(number === null ? [] : await mapDiff(number, "draft"));
    } catch (error) {
      if (!(error instanceof Failure)) throw error;
    }
  }, []);

  useEffect(() => {
    if (!saving) void load();
  }, [saving, load]);

  const publish = useCallback(
    async (comment: string) => {
      setPublishing(true);
      try {
        const { data } = await publishDraft(comment);
        notify("success", i18n.t("releases.published", { number: data.number }));
        await load();
        return true;
      } catch (error) {
        if (!(error instanceof Failure)) throw error;
        return false;
      } finally {
        setPublishing(false);
      }
    },
    [load],
  );

  return { latest, floors, count: changeCount(floors), publishing, publish };
}
