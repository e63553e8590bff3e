/**
 * /cms/users/modify_password (admin): a new password for a chosen user (spec §2, §5) in the generated
 * form of the user.change_password command; for the admin's own account, its current password too.
 */
import { Button } from "primereact/button";
import { Dropdown } from "primereact/dropdown";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router-dom";
import { recordId } from "../../../shared/record-id.ts";
import type { UserChoice } from "../../area-parts/use-user-choices.ts";
import { GeneratedForm } from "../../widgets/GeneratedForm.tsx";
import { FieldError } from "./FieldError.tsx";
import { usePasswordChange } from "./use-password-change.ts";
import "../../area-parts/special.css";
import { dropdownLabels } from "../../shared/dropdown-labels.ts";

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
  const change = usePasswordChange(recordId(params.get("id")));
  const { form, users } = change;

  return (
    <section className="special-page">
      <h1>{t("special.password.title")}</h1>
      <div className="special-form special-card">
        <div className="special-field">
          <label id="pw-user-label" htmlFor="pw-user">
            {t("special.password.user")}
          </label>
          <Dropdown
            pt={dropdownLabels(t("special.password.user"))}
            inputId="pw-user"
            aria-labelledby="pw-user-label"
            value={change.userId}
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
            onChange={(event) => change.setUserId(event.value as number)}
            invalid={Boolean(change.userProblem)}
            aria-describedby="pw-user-error"
          />
          <FieldError id="pw-user-error" problem={change.userProblem} />
        </div>
        <GeneratedForm form={form} idPrefix="pw">
          <div className="special-actions">
            <Link to="/cms/users" className="p-button p-button-text">
              {t("special.common.back")}
            </Link>
            <Button type="submit" label={t("special.password.submit")} loading={form.saving} />
          </div>
        </GeneratedForm>
      </div>
    </section>
  );
}
