/** The parking lots list's header link to the occupancy legend. */
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";

export function ParkingLegendLink() {
  const { t } = useTranslation();
  return (
    <Link to="/cms/parking_lots/legend" className="p-button p-component">
      <span className="p-button-icon p-button-icon-left pi pi-palette" aria-hidden="true" />
      <span className="p-button-label">{t("special.parking.legend")}</span>
    </Link>
  );
}
