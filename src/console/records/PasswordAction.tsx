/**
 * A user's row action: the password change for this account (/cms/users/modify_password?id=N). Not
 * offered where the user area's locks refuse the command (a directory account, 1913).
 */
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { lockOn } from "../../shared/record-locks.ts";
import { areaSpec } from "../shared/area-specs.ts";
import type { Row } from "./use-area-list.ts";

export function PasswordAction({ row }: { row: Row }) {
  const { t } = useTranslation();
  if (lockOn(areaSpec("user"), row, { command: "change_password" })) return null;
  return (
    <Link
      to={`/cms/users/modify_password?id=${row.id}`}
      className="p-button p-component p-button-text p-button-rounded p-button-icon-only"
      aria-label={t("records.changePasswordRow", { id: row.id })}
      title={t("records.changePassword")}
    >
      <span className="p-button-icon pi pi-key" aria-hidden="true" />
    </Link>
  );
}
