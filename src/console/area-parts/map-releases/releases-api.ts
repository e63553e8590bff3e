/**
 * The map's releases (docs/publishing.md): the latest release, the releases page by page, the diff of
 * two releases or of a release and the draft, publishing the draft and rolling back. The editor's
 * publish panel and the releases screen both call them.
 */
import type { components } from "../../../../generated/api-types.ts";
import { api } from "../../api/client.ts";
import { unwrap } from "../../api/failures.ts";

type Schemas = components["schemas"];

/** The shapes of the contract (generated/api-types.ts), named as the console reads them. */
export type FloorDiff = NonNullable<Schemas["MapDiffEnvelope"]["data"]>["floors"][number];
export type DiffEntry = Schemas["MapDiffEntry"];
/** How a feature differs: the lists of a floor's diff. */
export type DiffKind = "added" | "changed" | "removed";
export type ChangedEntry = FloorDiff["changed"][number];
export type Counts = Schemas["ReleaseCounts"];
export type ReleasesPage = NonNullable<Schemas["ReleasesEnvelope"]["data"]>;
export type Release = ReleasesPage["items"][number];

export const releasesPage = async (page: number) =>
  (await unwrap<ReleasesPage>(api.GET("/api/map/releases", { params: { query: { page } } }))).data;

/** The latest release's number; null before the first publish. */
export const latestRelease = async () => (await releasesPage(1)).items[0]?.number ?? null;

export const mapDiff = async (from: number, to: number | "draft") =>
  (
    await unwrap<{ floors: FloorDiff[] }>(
      api.GET("/api/map/diff", { params: { query: { from: String(from), to: String(to) } } }),
    )
  ).data.floors;

export const publishDraft = (comment: string) =>
  unwrap<{ number: number; counts: Counts }>(api.POST("/api/map/publish", { body: { comment } }));

export const rollBack = (number: number, comment: string) =>
  unwrap<{ number: number; counts: Counts }>(
    api.POST("/api/map/releases/{number}/rollback", {
      params: { path: { number: String(number) } },
      body: { comment },
    }),
  );

/** How many features differ, over every floor of a diff. */
export const changeCount = (floors: FloorDiff[]) =>
  floors.reduce((n, f) => n + f.added.length + f.changed.length + f.removed.length, 0);
