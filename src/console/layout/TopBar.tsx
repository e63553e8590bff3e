/**
 * The fixed 70 px top bar (spec §2): menu toggle, logo, language switch, the user (whose menu leads to
 * changing one's own password) and logout.
 */
import { Avatar } from "primereact/avatar";
import { Button } from "primereact/button";
import { ConfirmDialog } from "primereact/confirmdialog";
import { Menu } from "primereact/menu";
import type { MenuItem } from "primereact/menuitem";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useSnapshot } from "valtio";
import type { Lang } from "../../shared/area-spec.ts";
import { logout } from "../api/auth.ts";
import { initialsOf } from "../shared/format.ts";
import { throttle } from "../shared/timing.ts";
import { closeSidebar, layout, toggleSidebar } from "../state/layout.ts";
import { mapEdits } from "../state/map-edits.ts";
import { go } from "../state/navigation.ts";
import { session } from "../state/session.ts";
import { LanguageSwitch } from "./LanguageSwitch.tsx";
import { logoOf } from "./language-looks.tsx";
import { homePath } from "./menu.ts";

export const toggleThrottleMs = 200;

const throttledToggle = throttle(toggleSidebar, toggleThrottleMs);

export function TopBar() {
  const { t, i18n } = useTranslation();
  const { sidebarOpen, windowClass } = useSnapshot(layout);
  const { user } = useSnapshot(session);
  const { unsaved } = useSnapshot(mapEdits);
  const [confirming, setConfirming] = useState(false);
  const userMenu = useRef<Menu>(null);
  const name = user?.name ?? "";
  const userItems: MenuItem[] = [
    { label: t("layout.ownPassword"), icon: "pi pi-key", command: () => go("/cms/account/password") },
  ];

  // The session guard sees the logout and goes to the root (spec §4), remembering no origin.
  const signOut = () => logout();
  // Unsaved map changes would be lost without a word: spec §4 asks first.
  const askThenSignOut = () => (mapEdits.unsaved > 0 ? setConfirming(true) : void signOut());
  const discardAndSignOut = () => {
    mapEdits.unsaved = 0;
    void signOut();
  };

  return (
    <header className="topbar">
      <Button
        type="button"
        icon="pi pi-bars"
        text
        rounded
        className="topbar-toggle"
        aria-label={t("layout.toggleMenu")}
        aria-expanded={sidebarOpen}
        aria-controls="sidebar"
        onClick={() => throttledToggle()}
      />
      <Link
        to={homePath}
        className="topbar-logo"
        aria-label={t("layout.appName")}
        onClick={() => windowClass === "mobile" && closeSidebar()}
      >
        <img src={logoOf[i18n.language as Lang] ?? logoOf.pl} alt="" width={36} height={36} />
        <span>{t("layout.appName")}</span>
      </Link>
      <div className="topbar-end">
        <LanguageSwitch />
        <button
          type="button"
          className="topbar-user"
          title={name}
          aria-label={t("layout.userMenu", { name })}
          aria-haspopup="menu"
          aria-controls="user-menu"
          onClick={(event) => userMenu.current?.toggle(event)}
        >
          <Avatar label={initialsOf(name)} shape="circle" className="topbar-avatar" aria-hidden="true" />
          <span className="topbar-user-name">{name}</span>
        </button>
        <Menu model={userItems} popup popupAlignment="right" ref={userMenu} id="user-menu" />
        <Button
          type="button"
          icon="pi pi-sign-out"
          text
          className="topbar-logout"
          label={windowClass === "mobile" ? undefined : t("layout.logout")}
          aria-label={t("layout.logout")}
          onClick={askThenSignOut}
        />
      </div>
      <ConfirmDialog
        visible={confirming}
        onHide={() => setConfirming(false)}
        header={t("layout.unsavedTitle")}
        message={t("layout.unsavedMessage", { count: unsaved })}
        icon="pi pi-exclamation-triangle"
        acceptLabel={t("layout.unsavedAccept")}
        rejectLabel={t("layout.unsavedReject")}
        acceptClassName="p-button-danger"
        accept={discardAndSignOut}
      />
    </header>
  );
}
