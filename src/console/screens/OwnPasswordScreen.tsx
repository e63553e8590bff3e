/**
 * /cms/account/password (every role, from the top bar's user menu): the signed-in account changes its
 * own password, giving the current one. A directory account's password is the directory's: the screen
 * says so instead of offering the form.
 */
import { Button } from "primereact/button";
import { Password } from "primereact/password";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useSnapshot } from "valtio";
import { holdsDirectoryRole } from "../app/roles.ts";
import { useOwnPasswordChange } from "../controllers/use-own-password-change.ts";
import { commandField } from "../special/checks.ts";
import { FieldError } from "../special/FieldError.tsx";
import { session } from "../state/session.ts";
import "../special/special.css";

const passwordRule = commandField("user", "change_own_password", "password");

export function OwnPasswordScreen() {
  const { t } = useTranslation();
  const { user } = useSnapshot(session);
  const form = useOwnPasswordChange();
  const label = (field: string) => t(`resources.user.commands.change_own_password.fields.${field}`);

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
      <form
        className="special-form special-card"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        {/* The account's e-mail, for password managers to file the new password under */}
        <input
          type="email"
          name="username"
          value={user?.email ?? ""}
          autoComplete="username"
          readOnly
          hidden
        />
        <div className="special-field">
          <label htmlFor="own-current">{label("current_password")}</label>
          <Password
            inputId="own-current"
            value={form.current}
            onChange={(event) => form.setCurrent(event.target.value)}
            feedback={false}
            toggleMask
            autoComplete="current-password"
            invalid={Boolean(form.problems.current_password)}
            aria-describedby="own-current-error"
          />
          <FieldError id="own-current-error" problem={form.problems.current_password} />
        </div>
        <div className="special-field">
          <label htmlFor="own-password">{label("password")}</label>
          <Password
            inputId="own-password"
            value={form.password}
            onChange={(event) => form.setPassword(event.target.value)}
            feedback={false}
            toggleMask
            autoComplete="new-password"
            invalid={Boolean(form.problems.password)}
            aria-describedby="own-password-hint own-password-error"
          />
          <small id="own-password-hint" className="special-hint">
            {t("special.password.rule", { min: passwordRule.min })}
          </small>
          <FieldError id="own-password-error" problem={form.problems.password} />
        </div>
        <div className="special-field">
          <label htmlFor="own-confirmation">{label("password_confirmation")}</label>
          <Password
            inputId="own-confirmation"
            value={form.confirmation}
            onChange={(event) => form.setConfirmation(event.target.value)}
            feedback={false}
            toggleMask
            autoComplete="new-password"
            invalid={Boolean(form.problems.password_confirmation)}
            aria-describedby="own-confirmation-error"
          />
          <FieldError id="own-confirmation-error" problem={form.problems.password_confirmation} />
        </div>
        <div className="special-actions">
          <Link to="/cms" className="p-button p-button-text">
            {t("special.ownPassword.back")}
          </Link>
          <Button type="submit" label={t("special.ownPassword.submit")} loading={form.sending} />
        </div>
      </form>
    </section>
  );
}
