/** An area's compiled manifest (generated/areas.ts) by its name, for the screens, forms and choices. */
import { areas } from "../../../generated/areas.ts";
import type { AreaSpec } from "../../shared/area-spec.ts";

const specs = new Map(areas.map((spec) => [spec.area, spec]));

export function areaSpec(area: string): AreaSpec {
  const spec = specs.get(area);
  if (!spec) throw new Error(`no area '${area}' in generated/areas.ts`);
  return spec;
}
