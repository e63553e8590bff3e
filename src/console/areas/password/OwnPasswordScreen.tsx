/**
 * /cms/account/password (every role, from the top bar's user menu): the signed-in account changes its
 * own password, giving the current one, in the generated form of the user.change_own_password
 * command. A directory account's password is the directory's: the screen says so instead of offering
 * the form.
 */
import { Button } from "primereact/button";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useSnapshot } from "valtio";
import { holdsDirectoryRole } from "../../shared/roles.ts";
import { session } from "../../state/session.ts";
import { GeneratedForm } from "../../widgets/GeneratedForm.tsx";
import { useOwnPasswordChange } from "./use-own-password-change.ts";
import "../../area-parts/special.css";

export function OwnPasswordScreen() {
  const { t } = useTranslation();
  const { user } = useSnapshot(session);
  const form = useOwnPasswordChange();

  if (holdsDirectoryRole(user?.roles))
    return (
      <section className="special-page">
        <h1>{t("special.ownPassword.title")}</h1>
        <p className="special-intro">{t("special.ownPassword.directory")}</p>
      </section>
    );

  return (
    <section className="special-page">
      <h1>{t("special.ownPassword.title")}</h1>
      <p className="special-intro">
        {t("special.ownPassword.account", { name: user?.name ?? "", email: user?.email ?? "" })}{" "}
        {t("special.ownPassword.sessions")}
      </p>
      <div className="special-form special-card">
        <GeneratedForm form={form} idPrefix="own">
          {/* The account's e-mail, for password managers to file the new password under */}
          <input
            type="email"
            name="username"
            value={user?.email ?? ""}
            autoComplete="username"
            readOnly
            hidden
          />
          <div className="special-actions">
            <Link to="/cms" className="p-button p-button-text">
              {t("special.ownPassword.back")}
            </Link>
            <Button type="submit" label={t("special.ownPassword.submit")} loading={form.saving} />
          </div>
        </GeneratedForm>
      </div>
    </section>
  );
}
