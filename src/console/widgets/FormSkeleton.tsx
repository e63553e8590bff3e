/** The placeholder of a form while its code or its record loads. */
import { Skeleton } from "primereact/skeleton";
import { useTranslation } from "react-i18next";
import "./forms.css";

export function FormSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="form-skeleton" role="status" aria-busy="true" aria-label={t("forms.loading")}>
      <Skeleton width="16rem" height="2rem" />
      {["a", "b", "c", "d"].map((row) => (
        <div key={row} className="form-skeleton-row">
          <Skeleton width="8rem" height="1rem" />
          <Skeleton height="2.75rem" />
        </div>
      ))}
    </div>
  );
}
