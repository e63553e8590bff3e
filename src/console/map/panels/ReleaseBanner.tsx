/** Above the map while a release is shown: which one, that it is read-only, and the way back to the draft. */
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { mapPath } from "../../area-parts/map-releases/release-address.ts";

interface Props {
  floor: string;
  release: number;
}

export function ReleaseBanner({ floor, release }: Props) {
  const { t } = useTranslation();
  return (
    <div className="map-release-banner" role="status" data-testid="map-release-banner">
      <span className="pi pi-lock" aria-hidden="true" />
      <strong>{t("releases.view.banner", { number: release })}</strong>
      <Link to={mapPath(floor, null)}>{t("releases.view.back")}</Link>
    </div>
  );
}
