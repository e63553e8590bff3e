/**
 * The request parts of an area's routes as schemas with their checks (http/route-checks.ts): the
 * record id in the path and the list's query. Bodies are checked by the generated schemas (registry.ts).
 */
import {
  type AreaSpec,
  type PublicationState,
  publicationColumn,
  publicationStates,
} from "../../shared/area-spec.ts";
import { recordId, recordIdPattern } from "../../shared/record-id.ts";
import type { ListSort } from "../db/record-store.ts";
import { ApiError } from "../http/api-error.ts";
import type { CheckedPart } from "../http/route-checks.ts";
import { parseSort } from "./list-sort.ts";

export interface IdParams {
  id: number;
}

/** `:id`, a record id; anything else names no record of the area (its not-found code). */
export function idParams(area: AreaSpec): CheckedPart {
  return {
    schema: {
      type: "object",
      required: ["id"],
      properties: { id: { type: "string", pattern: recordIdPattern } },
    },
    check: (params): IdParams => {
      const id = recordId((params as { id?: unknown } | null)?.id);
      if (id === null) throw ApiError.code(area.codes.notFound ?? 9007, "id");
      return { id };
    },
  };
}

export interface ListRequest {
  page: number;
  search?: string;
  sort?: ListSort;
  /** where the records stand against their publication window (areas with a schedule) */
  publication?: PublicationState;
}

const isPublicationState = (value: unknown): value is PublicationState =>
  publicationStates.includes(value as PublicationState);

const searchMax = 255;

/**
 * A list's `page` (9005 when not a record-id-like number), `search` (trimmed, cut at 255 characters;
 * a repeated one is ignored), `sort` (one of the area's sortable columns, 9016) and, for an area with
 * a schedule, `publication` (one of publicationStates, 9019). The export takes the same without `page`.
 */
export function listQuery(area: AreaSpec, { paged }: { paged: boolean }): CheckedPart {
  return {
    schema: {
      type: "object",
      properties: {
        ...(paged && { page: { type: "string", pattern: recordIdPattern } }),
        search: { type: "string" },
        sort: { type: "string", enum: area.sortable.flatMap((column) => [column, `-${column}`]) },
        ...(area.schedule && { [publicationColumn]: { type: "string", enum: [...publicationStates] } }),
      },
    },
    check: (raw): ListRequest => {
      const query = (raw ?? {}) as Record<string, unknown>;
      const page = !paged || query.page === undefined ? 1 : recordId(query.page);
      if (page === null) throw ApiError.code(9005, "page");
      const search = typeof query.search === "string" ? query.search.trim().slice(0, searchMax) : "";
      const sort = parseSort(query.sort, area.sortable);
      const publication = area.schedule ? query[publicationColumn] : undefined;
      if (publication !== undefined && publication !== "" && !isPublicationState(publication))
        throw ApiError.code(9019, publicationColumn);
      return {
        page,
        ...(search && { search }),
        ...(sort && { sort }),
        ...(isPublicationState(publication) && { publication }),
      };
    },
  };
}
