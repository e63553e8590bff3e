/**
 * The legend ranges on a 0-100 % bar, shaded from the light to the dark chart colour (spec §9) in
 * order, with the uncovered stretches marked, so gaps and overlaps are visible at a glance.
 */
import { useTranslation } from "react-i18next";
import type { LegendEntry } from "./use-parking-legend.ts";

const light = [0xc3, 0xea, 0xff];
const dark = [0x00, 0x2f, 0x52];

const luminance = (rgb: number[]) => {
  const [r = 0, g = 0, b = 0] = rgb.map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** The colour at `share` (0..1) between the two chart colours, and the text colour that reads best on it. */
function shade(share: number): { background: string; color: string } {
  const rgb = light.map((l, i) => Math.round(l + ((dark[i] ?? 0) - l) * share));
  const l = luminance(rgb);
  const onWhite = 1.05 / (l + 0.05);
  const onBlack = (l + 0.05) / 0.05;
  return { background: `rgb(${rgb.join(",")})`, color: onWhite >= onBlack ? "#ffffff" : "#000000" };
}

interface Piece {
  from: number;
  to: number;
  title: string | null;
  index: number;
  /** the range lies (partly) inside an earlier one: drawn from where the earlier one ends */
  overlaps: boolean;
}

/** The ranges and the stretches no range covers; ranges are whole per cents, so 0-10 and 11-40 touch. */
function pieces(entries: LegendEntry[], title: (e: LegendEntry) => string): Piece[] {
  const result: Piece[] = [];
  let next = 0;
  entries.forEach((entry, index) => {
    if (entry.from_percent > next)
      result.push({ from: next, to: entry.from_percent - 1, title: null, index: -1, overlaps: false });
    const overlaps = entry.from_percent < next;
    result.push({
      from: Math.min(Math.max(entry.from_percent, next), entry.to_percent),
      to: entry.to_percent,
      title: title(entry),
      index,
      overlaps,
    });
    next = Math.max(next, entry.to_percent + 1);
  });
  if (next <= 100) result.push({ from: next, to: 100, title: null, index: -1, overlaps: false });
  return result;
}

export function LegendBar({ entries }: { entries: LegendEntry[] }) {
  const { t, i18n } = useTranslation();
  const title = (e: LegendEntry) => (i18n.language === "en" ? e.title_en : e.title_pl);
  const steps = Math.max(entries.length - 1, 1);
  return (
    <figure className="legend-bar">
      <figcaption>{t("special.legend.bar")}</figcaption>
      <ol className="legend-bar-track">
        {pieces(entries, title).map((piece) => {
          const width = Math.max(piece.to - piece.from + 1, 1);
          const text = `${piece.from}–${piece.to}%: ${piece.title ?? t("special.legend.uncovered")}`;
          if (piece.title === null)
            return (
              <li
                key={`gap-${piece.from}`}
                className="legend-bar-gap"
                style={{ flexGrow: width }}
                title={text}
              >
                <span className="legend-bar-text">{text}</span>
              </li>
            );
          const look = shade(piece.index / steps);
          const entry = entries[piece.index];
          const range = entry ? `${entry.from_percent}–${entry.to_percent}%: ${piece.title}` : text;
          return (
            <li
              key={`range-${piece.index}`}
              className={piece.overlaps ? "legend-bar-overlap" : undefined}
              style={{
                flexGrow: width,
                background: look.background,
                color: look.color,
              }}
              title={range}
            >
              <span className="legend-bar-text">{range}</span>
            </li>
          );
        })}
      </ol>
      <div className="legend-bar-scale" aria-hidden="true">
        <span>0%</span>
        <span>50%</span>
        <span>100%</span>
      </div>
    </figure>
  );
}
