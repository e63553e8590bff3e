/** What a page shows while it loads (spec §2): an indeterminate progress bar over a skeleton. */
import "./layout.css";
import { ProgressBar } from "primereact/progressbar";
import { Skeleton } from "primereact/skeleton";
import { useTranslation } from "react-i18next";

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page-loading" role="status" aria-label={t("layout.loading")}>
      <ProgressBar mode="indeterminate" className="page-loading-bar" aria-label={t("layout.loading")} />
      <Skeleton width="40%" height="2rem" className="page-loading-title" />
      <Skeleton height="3rem" />
      <Skeleton height="3rem" />
      <Skeleton height="3rem" />
      <Skeleton height="3rem" />
    </div>
  );
}
