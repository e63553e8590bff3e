/**
 * /cms/<basePath>/modify (create) and /cms/<basePath>/modify/:id (edit): the generated form of `area`.
 * The form code (rjsf, ajv) loads as its own chunk, so the sign-in page and lists stay light.
 */
import { lazy, Suspense, useCallback } from "react";
import { useNavigate, useParams } from "react-router-dom";
import { FormSkeleton } from "../widgets/FormSkeleton.tsx";

const AreaForm = lazy(() => import("./AreaForm.tsx").then((module) => ({ default: module.AreaForm })));

export function AreaFormScreen({ area, basePath }: { area: string; basePath: string }) {
  const { id } = useParams();
  const navigate = useNavigate();
  const backToList = useCallback(() => navigate(`/cms/${basePath}`), [navigate, basePath]);
  return (
    <section className="area-form">
      <Suspense fallback={<FormSkeleton />}>
        <AreaForm
          area={area}
          basePath={basePath}
          id={id}
          onSaved={backToList}
          onCancel={backToList}
          showTitle
        />
      </Suspense>
    </section>
  );
}
