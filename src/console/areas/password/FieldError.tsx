/** The message under a form field, tied to its input by id (aria-describedby). */
import { useTranslation } from "react-i18next";
import type { Problem } from "./field-problems.ts";

export function FieldError({ id, problem }: { id: string; problem: Problem | undefined }) {
  const { t } = useTranslation();
  if (!problem) return null;
  return (
    <small id={id} className="special-field-error" role="alert">
      {t(problem.key, problem.values)}
    </small>
  );
}
