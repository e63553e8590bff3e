/** The users list's link to the password change screen (spec §6: the admin changes a user's password). */
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";

export function UserPasswordLink() {
  const { t } = useTranslation();
  return (
    <Link to="/cms/users/modify_password" className="p-button p-component">
      <span className="p-button-icon p-button-icon-left pi pi-key" aria-hidden="true" />
      <span className="p-button-label">{t("special.password.submit")}</span>
    </Link>
  );
}
