/**
 * A room as the map benchmarks send it: a five-sided outline with its south-west corner at `x`, `y`
 * (degrees), `scale` 1 being about 10 × 9 m, and the properties the editor sets.
 */
export function roomAt(x: number, y: number, key: string, number: number, scale = 1) {
  const [w, h, peakX, peakY] = [1.5e-4 * scale, 0.8e-4 * scale, 0.7e-4 * scale, 1.2e-4 * scale];
  const ring = [
    [x, y],
    [x + w, y],
    [x + w, y + h],
    [x + peakX, y + peakY],
    [x, y + h],
    [x, y],
  ];
  return {
    type: "Feature",
    geometry: { type: "Polygon", coordinates: [ring] },
    properties: {
      type: "room",
      key,
      name_pl: `Sala ${number}`,
      name_en: `Room ${number}`,
      area_size: 48.5,
      accessible: true,
      visible: true,
    },
  };
}
