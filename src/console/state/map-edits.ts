/**
 * What the map editor has not saved, for the parts of the console outside it: logout asks before
 * the changes are lost (spec §4), and so does closing the tab.
 */
import { proxy } from "valtio";

export const mapEdits = proxy({
  /** new + edited + deleted features not yet saved */
  unsaved: 0,
});
