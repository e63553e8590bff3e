/**
 * /cms/users/modify_password (admin): a new password for a chosen user (spec §2, §5); for the admin's
 * own account, its current password too.
 */
import { Button } from "primereact/button";
import { Dropdown } from "primereact/dropdown";
import { Password } from "primereact/password";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router-dom";
import { usePasswordChange } from "../controllers/use-password-change.ts";
import { type UserChoice, useUserChoices } from "../controllers/use-user-choices.ts";
import { commandField } from "../special/checks.ts";
import { FieldError } from "../special/FieldError.tsx";
import "../special/special.css";
import { dropdownLabels } from "../special/dropdown-labels.ts";

const passwordRule = commandField("user", "change_password", "password");

function positiveId(raw: string | null): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

function UserOption(user: UserChoice | null) {
  if (!user) return null;
  return (
    <span className="special-option">
      <span>{user.name}</span>
      <small>{user.email}</small>
    </span>
  );
}

export function UserPasswordScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const preselectedId = positiveId(params.get("id"));
  const form = usePasswordChange(preselectedId);
  const users = useUserChoices(preselectedId, form.userId);
  const label = (field: string) => t(`resources.user.commands.change_password.fields.${field}`);
  const chosen = users.choices.find((user) => user.id === form.userId);

  return (
    <section className="special-page">
      <h1>{t("special.password.title")}</h1>
      <form
        className="special-form special-card"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit(chosen && { name: chosen.name, email: chosen.email });
        }}
      >
        <div className="special-field">
          <label id="pw-user-label" htmlFor="pw-user">
            {t("special.password.user")}
          </label>
          <Dropdown
            pt={dropdownLabels(t("special.password.user"))}
            inputId="pw-user"
            aria-labelledby="pw-user-label"
            value={form.userId}
            options={users.choices}
            optionLabel="name"
            optionValue="id"
            itemTemplate={UserOption}
            placeholder={t("special.password.userPlaceholder")}
            filter
            filterBy="name,email"
            filterPlaceholder={t("special.password.search")}
            filterInputAutoFocus
            onFilter={(event) => users.search(event.filter)}
            emptyFilterMessage={t("special.common.noData")}
            emptyMessage={t("special.common.noData")}
            onChange={(event) => form.setUserId(event.value as number)}
            invalid={Boolean(form.problems.user)}
            aria-describedby="pw-user-error"
          />
          <FieldError id="pw-user-error" problem={form.problems.user} />
        </div>
        {form.own && (
          <div className="special-field">
            <label htmlFor="pw-current">{label("current_password")}</label>
            <Password
              inputId="pw-current"
              value={form.current}
              onChange={(event) => form.setCurrent(event.target.value)}
              feedback={false}
              toggleMask
              autoComplete="current-password"
              invalid={Boolean(form.problems.current_password)}
              aria-describedby="pw-current-hint pw-current-error"
            />
            <small id="pw-current-hint" className="special-hint">
              {t("special.password.ownAccount")}
            </small>
            <FieldError id="pw-current-error" problem={form.problems.current_password} />
          </div>
        )}
        <div className="special-field">
          <label htmlFor="pw-password">{label("password")}</label>
          <Password
            inputId="pw-password"
            value={form.password}
            onChange={(event) => form.setPassword(event.target.value)}
            feedback={false}
            toggleMask
            autoComplete="new-password"
            invalid={Boolean(form.problems.password)}
            aria-describedby="pw-password-hint pw-password-error"
          />
          <small id="pw-password-hint" className="special-hint">
            {t("special.password.rule", { min: passwordRule.min })}
          </small>
          <FieldError id="pw-password-error" problem={form.problems.password} />
        </div>
        <div className="special-field">
          <label htmlFor="pw-confirmation">{label("password_confirmation")}</label>
          <Password
            inputId="pw-confirmation"
            value={form.confirmation}
            onChange={(event) => form.setConfirmation(event.target.value)}
            feedback={false}
            toggleMask
            autoComplete="new-password"
            invalid={Boolean(form.problems.password_confirmation)}
            aria-describedby="pw-confirmation-error"
          />
          <FieldError id="pw-confirmation-error" problem={form.problems.password_confirmation} />
        </div>
        <div className="special-actions">
          <Link to="/cms/users" className="p-button p-button-text">
            {t("special.common.back")}
          </Link>
          <Button type="submit" label={t("special.password.submit")} loading={form.sending} />
        </div>
      </form>
    </section>
  );
}
