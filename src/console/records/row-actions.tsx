/**
 * Extension points of the generated lists: special row actions of an area (e.g. opinion details and
 * reply, push preview), shown beside Edit and Delete, and extra buttons in a list's header (e.g. the
 * parking legend, sending an SOS push). Keyed by area; `reload` reloads the list at page 1.
 */
import type { ReactNode } from "react";
import { DeliveryAction } from "../area-parts/delivery/DeliveryAction.tsx";
import { NotificationPreviewAction } from "../areas/notifications/NotificationPreviewAction.tsx";
import { OpinionActions } from "../areas/opinions/OpinionActions.tsx";
import { SosActions } from "../areas/sos/SosActions.tsx";
import { HeaderLink } from "./HeaderLink.tsx";
import { PasswordAction } from "./PasswordAction.tsx";
import type { Row } from "./use-area-list.ts";

export const rowActions: Record<string, (row: Row, reload: () => void) => ReactNode> = {
  rating: (row, reload) => (
    <>
      <DeliveryAction area="rating" row={row} compact />
      <OpinionActions row={row} reload={reload} />
    </>
  ),
  sos: (row, reload) => <SosActions row={row} reload={reload} />,
  notification: (row) => (
    <>
      <DeliveryAction area="notification" row={row} />
      <NotificationPreviewAction row={row} />
    </>
  ),
  push_notifications: (row) => (
    <>
      <DeliveryAction area="push_notifications" row={row} />
      <NotificationPreviewAction row={row} />
    </>
  ),
  user: (row) => <PasswordAction row={row} />,
  article: (row) => <DeliveryAction area="article" row={row} />,
  event: (row) => <DeliveryAction area="event" row={row} />,
};

export const listHeaderActions: Record<string, () => ReactNode> = {
  sos: () => <HeaderLink to="/cms/sos/send_push" icon="pi-send" label="special.sos.sendPush" />,
  parking: () => (
    <HeaderLink to="/cms/parking_lots/legend" icon="pi-palette" label="special.parking.legend" />
  ),
  user: () => <HeaderLink to="/cms/users/modify_password" icon="pi-key" label="special.password.submit" />,
};
