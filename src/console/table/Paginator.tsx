/**
 * The list's pages: first, previous, five page links, next, last, "1–10 of 12" and, when offered, the
 * rows-per-page choice, in PrimeReact's paginator classes (the theme draws them) with the labels in
 * the console's language.
 */
import { AngleDoubleLeftIcon } from "primereact/icons/angledoubleleft";
import { AngleDoubleRightIcon } from "primereact/icons/angledoubleright";
import { AngleLeftIcon } from "primereact/icons/angleleft";
import { AngleRightIcon } from "primereact/icons/angleright";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { pageLinks, pageReport } from "./page-links.ts";

export function Paginator(props: {
  /** 1-based */
  page: number;
  rows: number;
  totalRecords: number;
  onPage: (page: number) => void;
  /** "{first}–{last} of {totalRecords}" */
  reportTemplate: string;
  pageSizes?: readonly number[];
  onPageSize?: (size: number) => void;
}) {
  const { t } = useTranslation();
  const { page, rows, totalRecords } = props;
  const totalPages = Math.ceil(totalRecords / rows);
  const empty = totalPages === 0;
  const atStart = page <= 1 || empty;
  const atEnd = page >= totalPages || empty;
  const links = pageLinks(page, totalPages);
  const go = (target: number) => {
    if (target >= 1 && target <= totalPages && target !== page) props.onPage(target);
  };
  const step = (kind: string, label: string, disabled: boolean, target: number, icon: ReactNode) => (
    <button
      type="button"
      className={`p-paginator-${kind} p-paginator-element p-link${disabled ? " p-disabled" : ""}`}
      disabled={disabled}
      aria-label={label}
      onClick={() => go(target)}
    >
      {icon}
    </button>
  );
  return (
    <div className="p-paginator-bottom p-paginator p-component">
      {step("first", t("lists.firstPage"), atStart, 1, <AngleDoubleLeftIcon className="p-paginator-icon" />)}
      {step(
        "prev",
        t("lists.previousPage"),
        atStart,
        page - 1,
        <AngleLeftIcon className="p-paginator-icon" />,
      )}
      <span className="p-paginator-pages">
        {links.map((link) => {
          const classes = ["p-paginator-page p-paginator-element p-link"];
          if (link === links[0]) classes.push("p-paginator-page-start");
          if (link === links[links.length - 1]) classes.push("p-paginator-page-end");
          if (link === page) classes.push("p-highlight");
          return (
            <button
              key={link}
              type="button"
              className={classes.join(" ")}
              aria-label={t("lists.pageNumber", { page: link })}
              aria-current={link === page ? "true" : undefined}
              onClick={() => go(link)}
            >
              {link}
            </button>
          );
        })}
      </span>
      {step("next", t("lists.nextPage"), atEnd, page + 1, <AngleRightIcon className="p-paginator-icon" />)}
      {step(
        "last",
        t("lists.lastPage"),
        atEnd,
        totalPages,
        <AngleDoubleRightIcon className="p-paginator-icon" />,
      )}
      <span aria-live="polite" className="p-paginator-current">
        {pageReport(props.reportTemplate, page, rows, totalRecords)}
      </span>
      {props.pageSizes && props.onPageSize && (
        <label className="p-paginator-rpp">
          <span>{t("listTools.rowsPerPage")}</span>
          <select
            className="p-inputtext p-component"
            value={rows}
            onChange={(event) => props.onPageSize?.(Number(event.target.value))}
          >
            {props.pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}
