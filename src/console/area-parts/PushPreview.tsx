/**
 * The push preview modal (spec §2): how a push notification shows on a phone's lock screen — the
 * app's name and icon, the time, the title, the body and the sender.
 */
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { useTranslation } from "react-i18next";
import { formatClock } from "./push-clock.ts";
import "./special.css";

export interface PushPreviewProps {
  visible: boolean;
  onHide: () => void;
  title: string;
  body: string;
  sender?: string | null;
  /** when the push goes out (ISO); none means now */
  time?: string | null;
}

export function PushPreview({ visible, onHide, title, body, sender, time }: PushPreviewProps) {
  const { t } = useTranslation();
  const clock = formatClock(time) ?? t("special.push.now");
  return (
    <Dialog
      header={t("special.push.title")}
      visible={visible}
      onHide={onHide}
      className="special-dialog push-preview-dialog"
      footer={<Button type="button" label={t("special.common.close")} onClick={onHide} />}
    >
      <figure className="push-phone">
        <figcaption className="push-phone-caption">{t("special.push.phone")}</figcaption>
        <div className="push-phone-screen">
          <div className="push-phone-status" aria-hidden="true">
            <span>{formatClock(new Date().toISOString())}</span>
            <span className="pi pi-wifi" />
          </div>
          <article className="push-card">
            <header className="push-card-head">
              <img src="/logo.svg" alt="" className="push-card-icon" />
              <span className="push-card-app">{t("layout.appName")}</span>
              <time className="push-card-time" dateTime={time ?? undefined}>
                {clock}
              </time>
            </header>
            <h2 className="push-card-title">{title.trim() || t("special.push.emptyTitle")}</h2>
            <p className="push-card-body">{body.trim() || t("special.push.emptyBody")}</p>
            {sender && <p className="push-card-sender">{t("special.push.from", { sender })}</p>}
          </article>
        </div>
      </figure>
    </Dialog>
  );
}
