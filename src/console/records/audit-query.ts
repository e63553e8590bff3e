/**
 * The audit screen's filters (area, record, account, action, days) and page as the query of
 * GET /api/audit and as the screen's address, so a filtered view can be linked to and reloaded.
 */
export interface AuditFilter {
  area: string | null;
  recordId: number | null;
  userId: number | null;
  action: string | null;
  /** whole days in local time, inclusive, as YYYY-MM-DD */
  from: string | null;
  to: string | null;
}

export const noFilter: AuditFilter = {
  area: null,
  recordId: null,
  userId: null,
  action: null,
  from: null,
  to: null,
};

/** The actions the history records (audit-log.ts's AuditEvent.action), for the action filter. */
export const auditActions = [
  "create",
  "update",
  "delete",
  "save",
  "publish",
  "rollback",
  "imdf_import",
  "respond",
  "push",
  "change_password",
  "retry_delivery",
  "feed",
] as const;

const day = /^\d{4}-\d{2}-\d{2}$/;
const positive = (raw: string | null) => {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 && value <= 2147483647 ? value : null;
};
const word = (raw: string | null) => (raw && /^[a-z_]{1,64}$/.test(raw) ? raw : null);

/** The filter and page an address holds; what is malformed there is left out. */
export function auditFilterOf(params: URLSearchParams): { filter: AuditFilter; page: number } {
  const dayOf = (raw: string | null) => (raw && day.test(raw) ? raw : null);
  return {
    filter: {
      area: word(params.get("area")),
      recordId: positive(params.get("record_id")),
      userId: positive(params.get("user_id")),
      action: word(params.get("action")),
      from: dayOf(params.get("from")),
      to: dayOf(params.get("to")),
    },
    page: positive(params.get("page")) ?? 1,
  };
}

/** The address's parameters of a filter and page (empty filters and page 1 left out). */
export function auditSearchOf(filter: AuditFilter, page: number): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.area) params.set("area", filter.area);
  if (filter.recordId) params.set("record_id", String(filter.recordId));
  if (filter.userId) params.set("user_id", String(filter.userId));
  if (filter.action) params.set("action", filter.action);
  if (filter.from) params.set("from", filter.from);
  if (filter.to) params.set("to", filter.to);
  if (page > 1) params.set("page", String(page));
  return params;
}

const [startOfDay, endOfDay] = [
  (text: string) => new Date(`${text}T00:00:00`),
  (text: string) => new Date(`${text}T23:59:59.999`),
];

/** The query of GET /api/audit: days become the instants their local day starts and ends. */
export function auditRequestOf(filter: AuditFilter, page: number) {
  return {
    page,
    ...(filter.area && { area: filter.area }),
    ...(filter.recordId && { record_id: filter.recordId }),
    ...(filter.userId && { user_id: filter.userId }),
    ...(filter.action && { action: filter.action }),
    ...(filter.from && { from: startOfDay(filter.from).toISOString() }),
    ...(filter.to && { to: endOfDay(filter.to).toISOString() }),
  };
}

const two = (value: number) => String(value).padStart(2, "0");
/** A calendar's local day as YYYY-MM-DD. */
export const dayText = (date: Date) =>
  `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
