/**
 * The screen of a generated console route: an area's list or form, or a special screen by path.
 * Screens load as chunks of their own, so that /signin loads only the shell; the map's chunk carries
 * OpenLayers and loads only when the map is opened.
 */
import { lazy, Suspense } from "react";
import type { consoleRoutes } from "../../../generated/console.ts";
import { screenTexts } from "../i18n/i18n.ts";
import { PageLoading } from "../layout/PageLoading.tsx";

const AreaListScreen = lazy(() =>
  import("../records/AreaListScreen.tsx").then((m) => ({ default: m.AreaListScreen })),
);
const AreaFormScreen = lazy(() =>
  import("../records/AreaFormScreen.tsx").then((m) => ({ default: m.AreaFormScreen })),
);
// The map, IMDF and history screens bring their own texts (i18n.ts, screenTexts).
const MapScreen = lazy(() =>
  Promise.all([import("../map/MapScreen.tsx"), screenTexts("map")]).then(([screen]) => screen),
);
const SosSendPushScreen = lazy(() =>
  import("../areas/sos/SosSendPushScreen.tsx").then((m) => ({ default: m.SosSendPushScreen })),
);
const UserPasswordScreen = lazy(() =>
  import("../areas/password/UserPasswordScreen.tsx").then((m) => ({ default: m.UserPasswordScreen })),
);
const OwnPasswordScreen = lazy(() =>
  import("../areas/password/OwnPasswordScreen.tsx").then((m) => ({ default: m.OwnPasswordScreen })),
);
const ImdfScreen = lazy(() =>
  Promise.all([import("../areas/imdf/ImdfScreen.tsx"), screenTexts("imdf")]).then(([m]) => ({
    default: m.ImdfScreen,
  })),
);
const ReleasesScreen = lazy(() =>
  import("../areas/publishing/ReleasesScreen.tsx").then((m) => ({ default: m.ReleasesScreen })),
);
const AuditScreen = lazy(() =>
  Promise.all([import("../records/AuditScreen.tsx"), screenTexts("audit")]).then(([m]) => ({
    default: m.AuditScreen,
  })),
);
const ParkingLegendScreen = lazy(() =>
  import("../areas/parking/ParkingLegendScreen.tsx").then((m) => ({ default: m.ParkingLegendScreen })),
);

type ConsoleRoute = (typeof consoleRoutes)[number];

const specialScreens: Record<string, () => React.ReactNode> = {
  "map/:floor": () => <MapScreen />,
  "map/imdf": () => <ImdfScreen />,
  "map/releases": () => <ReleasesScreen />,
  "sos/send_push": () => <SosSendPushScreen />,
  "users/modify_password": () => <UserPasswordScreen />,
  "parking_lots/legend": () => <ParkingLegendScreen />,
  "account/password": () => <OwnPasswordScreen />,
  audit: () => <AuditScreen />,
};

function screen(route: ConsoleRoute): React.ReactNode {
  if (route.screen === "list")
    return <AreaListScreen key={route.path} area={route.area} basePath={route.menuPath} />;
  if (route.screen === "create" || route.screen === "edit") {
    return <AreaFormScreen key={route.path} area={route.area} basePath={route.menuPath} />;
  }
  const special = specialScreens[route.screen];
  if (!special) throw new Error(`no screen for console route ${route.path}`);
  return special();
}

export function ScreenFor({ route }: { route: ConsoleRoute }) {
  return <Suspense fallback={<PageLoading />}>{screen(route)}</Suspense>;
}
