/** The screen of a generated console route: an area's list or form, or a special screen by path. */
import { lazy, Suspense } from "react";
import type { consoleRoutes } from "../../../generated/console.ts";
import { PageLoading } from "../layout/PageLoading.tsx";
import { AreaFormScreen } from "../screens/AreaFormScreen.tsx";
import { AreaListScreen } from "../screens/AreaListScreen.tsx";
import { ParkingLegendScreen } from "../screens/ParkingLegendScreen.tsx";
import { SosSendPushScreen } from "../screens/SosSendPushScreen.tsx";
import { UserPasswordScreen } from "../screens/UserPasswordScreen.tsx";

// The map editor is its own chunk: OpenLayers loads only when the map is opened.
const MapScreen = lazy(() => import("../map/MapScreen.tsx"));

type ConsoleRoute = (typeof consoleRoutes)[number];

const specialScreens: Record<string, () => React.ReactNode> = {
  "map/:floor": () => (
    <Suspense fallback={<PageLoading />}>
      <MapScreen />
    </Suspense>
  ),
  "sos/send_push": () => <SosSendPushScreen />,
  "users/modify_password": () => <UserPasswordScreen />,
  "parking_lots/legend": () => <ParkingLegendScreen />,
};

export function ScreenFor({ route }: { route: ConsoleRoute }) {
  if (route.screen === "list")
    return <AreaListScreen key={route.path} area={route.area} basePath={route.menuPath} />;
  if (route.screen === "create" || route.screen === "edit") {
    return <AreaFormScreen key={route.path} area={route.area} basePath={route.menuPath} />;
  }
  const special = specialScreens[route.screen];
  if (!special) throw new Error(`no screen for console route ${route.path}`);
  return special();
}
