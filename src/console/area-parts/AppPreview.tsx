/**
 * "Preview in the app": a record as the mobile app shows it, on a phone-sized screen, in Polish or
 * English, from the form's values before they are saved. What it shows comes from the area's
 * manifest (`preview`: title, body, image, video, when, place, link, colour); a translated field is
 * read in the language chosen here, a plain one as written.
 */
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { AreaSpec, Lang, PreviewSpec } from "../../shared/area-spec.ts";
import { formatDate, formatDateTime } from "../shared/format.ts";
import "./special.css";

interface Props {
  spec: AreaSpec & { preview: PreviewSpec };
  values: Record<string, unknown>;
  onHide: () => void;
}

/** The app's own words on the card, in the language the preview is switched to (the app's, not the console's). */
const appTexts: Record<Lang, { noTitle: string; link: string }> = {
  pl: { noTitle: "(jeszcze bez tytułu)", link: "Otwórz" },
  en: { noTitle: "(no title yet)", link: "Open" },
};

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);

export function AppPreview({ spec, values, onHide }: Props) {
  const { t, i18n } = useTranslation();
  const [lang, setLang] = useState<Lang>(i18n.language === "en" ? "en" : "pl");
  const read = (field: string | undefined) => {
    if (!field) return null;
    const translated = spec.fields.some((f) => f.name === `${field}_${lang}`);
    return text(values[translated ? `${field}_${lang}` : field]);
  };
  const { preview } = spec;
  const when = read(preview.when);
  const whenField = spec.fields.find((f) => f.name === preview.when);
  const color = read(preview.color);
  return (
    <Dialog
      header={t("forms.preview.title")}
      visible
      onHide={onHide}
      className="special-dialog push-preview-dialog"
      footer={<Button type="button" label={t("special.common.close")} onClick={onHide} />}
    >
      <fieldset className="app-preview-langs" aria-label={t("forms.preview.language")}>
        {(["pl", "en"] as const).map((option) => (
          <Button
            key={option}
            type="button"
            size="small"
            label={option === "pl" ? "Polski" : "English"}
            outlined={lang !== option}
            aria-pressed={lang === option}
            onClick={() => setLang(option)}
          />
        ))}
      </fieldset>
      <figure className="push-phone" lang={lang}>
        <figcaption className="push-phone-caption">{t("forms.preview.phone")}</figcaption>
        <div className="push-phone-screen">
          <article
            className="push-card app-preview-card"
            style={color ? { borderTop: `6px solid ${color}` } : {}}
          >
            {read(preview.image) && (
              <img className="app-preview-image" src={read(preview.image) ?? ""} alt="" />
            )}
            {read(preview.video) && (
              // biome-ignore lint/a11y/useMediaCaption: the advertisement's clip has no captions to give
              <video className="app-preview-image" src={read(preview.video) ?? ""} controls />
            )}
            <h2 className="push-card-title">{read(preview.title) ?? appTexts[lang].noTitle}</h2>
            {(when || read(preview.place)) && (
              <p className="app-preview-when">
                {[
                  when && (whenField?.type === "date" ? formatDate(when) : formatDateTime(when)),
                  read(preview.place),
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </p>
            )}
            {read(preview.body) && <p className="push-card-body">{read(preview.body)}</p>}
            {read(preview.link) && (
              <p className="app-preview-link">
                <span className="pi pi-external-link" aria-hidden="true" /> {appTexts[lang].link}
              </p>
            )}
          </article>
        </div>
      </figure>
    </Dialog>
  );
}
