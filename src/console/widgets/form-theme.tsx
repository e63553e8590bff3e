/**
 * The rjsf theme of the console: @rjsf/primereact's templates and widgets, with our field wrapper
 * (it carries `ui:classNames`, so translated halves sit side by side), a two-column grid of fields,
 * and our widgets for choices, colours, dates, uploads, roles and passwords.
 */
import { type ThemeProps, withTheme } from "@rjsf/core";
import { Theme as PrimeTheme } from "@rjsf/primereact";
import type {
  FieldTemplateProps,
  ObjectFieldTemplateProps,
  RegistryWidgetsType,
  WidgetProps,
} from "@rjsf/utils";
import type { ComponentType } from "react";
import { ChoiceWidget } from "./ChoiceWidget.tsx";
import { ColorWidget } from "./ColorWidget.tsx";
import { DateTimeWidget, DateWidget } from "./DateWidget.tsx";
import { PasswordWidget } from "./PasswordWidget.tsx";
import { RolesWidget } from "./RolesWidget.tsx";
import { UploadWidget } from "./UploadWidget.tsx";
import "./forms.css";

function primeFieldTemplate(): ComponentType<FieldTemplateProps> {
  const template = PrimeTheme.templates?.FieldTemplate;
  if (!template) throw new Error("@rjsf/primereact has no FieldTemplate");
  return template as ComponentType<FieldTemplateProps>;
}
const PrimeFieldTemplate = primeFieldTemplate();

function FieldTemplate(props: FieldTemplateProps) {
  const { hidden, classNames, children, schema } = props;
  if (hidden) return <div hidden>{children}</div>;
  // The record itself is the grid (its fields are flat); each field is one cell, or two unless a half.
  if (schema.type === "object") return children;
  return (
    <div className={["form-field", classNames].filter(Boolean).join(" ")}>
      <PrimeFieldTemplate {...props} />
    </div>
  );
}

function ObjectFieldTemplate({ properties }: ObjectFieldTemplateProps) {
  return <div className="form-grid">{properties.filter((p) => !p.hidden).map((p) => p.content)}</div>;
}

/** A web address: the text input typed as url ("url" is not one of rjsf's own widget names). */
function UrlWidget(props: WidgetProps) {
  const { BaseInputTemplate } = props.registry.templates;
  return <BaseInputTemplate {...props} type="url" />;
}

const widgets: RegistryWidgetsType = {
  ...PrimeTheme.widgets,
  choice: ChoiceWidget,
  color: ColorWidget,
  date: DateWidget,
  datetime: DateTimeWidget,
  upload: UploadWidget,
  url: UrlWidget,
  roles: RolesWidget,
  password: PasswordWidget,
  PasswordWidget,
};

const theme: ThemeProps = {
  ...PrimeTheme,
  templates: { ...PrimeTheme.templates, FieldTemplate, ObjectFieldTemplate },
  widgets,
};

export const ThemedForm = withTheme(theme);
