/**
 * Writes small ASCII DXF drawings for the import's tests and benchmark: closed and open polylines
 * (LWPOLYLINE) and texts on named layers, in a stated unit ($INSUNITS: 6 metres, 4 millimetres).
 */
export interface DxfShape {
  layer: string;
  points: [number, number][];
  closed: boolean;
}

export interface DxfText {
  layer: string;
  text: string;
  at: [number, number];
}

const pairs = (entries: [number, string | number][]) =>
  entries.map(([code, value]) => `${code}\n${value}`).join("\n");

export function writeDxf({
  units = 6,
  shapes,
  texts = [],
}: {
  units?: number;
  shapes: DxfShape[];
  texts?: DxfText[];
}): string {
  const entities = [
    ...shapes.map(({ layer, points, closed }) =>
      pairs([
        [0, "LWPOLYLINE"],
        [8, layer],
        [90, points.length],
        [70, closed ? 1 : 0],
        ...points.flatMap(([x, y]): [number, number][] => [
          [10, x],
          [20, y],
        ]),
      ]),
    ),
    ...texts.map(({ layer, text, at: [x, y] }) =>
      pairs([
        [0, "TEXT"],
        [8, layer],
        [10, x],
        [20, y],
        [30, 0],
        [40, 0.5],
        [1, text],
      ]),
    ),
  ];
  return `${[
    pairs([
      [0, "SECTION"],
      [2, "HEADER"],
      [9, "$INSUNITS"],
      [70, units],
      [0, "ENDSEC"],
      [0, "SECTION"],
      [2, "ENTITIES"],
    ]),
    ...entities,
    pairs([
      [0, "ENDSEC"],
      [0, "EOF"],
    ]),
  ].join("\n")}\n`;
}

/** Wing C: three rooms of known areas (20, 24 and 27 m², the last an L), a wall, a dimension line and the rooms' names. */
export const wingC = {
  shapes: [
    {
      layer: "ROOMS",
      points: [
        [0, 0],
        [5, 0],
        [5, 4],
        [0, 4],
      ],
      closed: true,
    },
    {
      layer: "ROOMS",
      points: [
        [5, 0],
        [11, 0],
        [11, 4],
        [5, 4],
      ],
      closed: true,
    },
    {
      layer: "ROOMS",
      points: [
        [0, 4],
        [6, 4],
        [6, 7],
        [3, 7],
        [3, 10],
        [0, 10],
      ],
      closed: true,
    },
    {
      layer: "WALLS",
      points: [
        [0, -0.2],
        [11, -0.2],
        [11, 0],
        [0, 0],
      ],
      closed: true,
    },
    {
      layer: "DIMENSIONS",
      points: [
        [0, -1],
        [11, -1],
      ],
      closed: false,
    },
  ] as DxfShape[],
  texts: [
    { layer: "LABELS", text: "C101", at: [2, 2] },
    { layer: "LABELS", text: "C102", at: [8, 2] },
    { layer: "LABELS", text: "C103", at: [1, 8] },
  ] as DxfText[],
  areas: { C101: 20, C102: 24, C103: 27 } as Record<string, number>,
};

/** `count` rooms of 4 × 3 m in rows of 25, each named, for the import benchmark. */
export function roomGrid(count: number): { shapes: DxfShape[]; texts: DxfText[] } {
  const shapes: DxfShape[] = [];
  const texts: DxfText[] = [];
  for (let i = 0; i < count; i++) {
    const x = (i % 25) * 4;
    const y = Math.floor(i / 25) * 3;
    shapes.push({
      layer: "ROOMS",
      points: [
        [x, y],
        [x + 4, y],
        [x + 4, y + 3],
        [x, y + 3],
      ],
      closed: true,
    });
    texts.push({ layer: "LABELS", text: `R${i + 1}`, at: [x + 1, y + 1] });
  }
  return { shapes, texts };
}
