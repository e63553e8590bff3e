/**
 * Pairing points of a source placed on the map (a floor plan, an imported drawing) with points of the
 * map, as staff click them (control-point-pairing.ts): the click interaction and its marks while
 * `active`, the pairs made, and their fit. `transform` places the source now: a click on it is read
 * back to the source's own point, and the marks are drawn where its points lie.
 */
import type OlMap from "ol/Map";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { type Affine, applyAffine } from "../../../shared/control-point-fit.ts";
import { emptyPairing, type Pairing, pairingFit, picked, withoutPair } from "./control-point-pairing.ts";
import { PointPick } from "./point-pick.ts";

export interface PointPairing {
  pairing: Pairing;
  /** the fit of the pairs made (two or more), with its residuals in metres; null below two */
  fit: ReturnType<typeof pairingFit>;
  removePair: (index: number) => void;
  /** forgets every pair: to start again, or after placing by them */
  clearPairs: () => void;
}

/** `mirrored`: the source's y axis runs down (an image's rows); a drawing's runs up, as the map's. */
export function usePointPairing(
  map: OlMap | null,
  active: boolean,
  transform: Affine | null,
  mirrored: boolean,
): PointPairing {
  const [pairing, setPairing] = useState<Pairing>(emptyPairing);
  // The interaction reads the placement as it is when staff click, not as it was when it was made.
  const placement = useRef(transform);
  placement.current = transform;
  const pickRef = useRef<PointPick | null>(null);

  useEffect(() => {
    if (!map || !active) return;
    const pick = new PointPick({
      onPick: (at) => {
        const now = placement.current;
        if (now) setPairing((pairs) => picked(pairs, at, now));
      },
    });
    map.addLayer(pick.marks);
    map.addInteraction(pick);
    pickRef.current = pick;
    return () => {
      pickRef.current = null;
      map.removeInteraction(pick);
      map.removeLayer(pick.marks);
    };
  }, [map, active]);

  useEffect(() => {
    if (!pickRef.current || !transform) return;
    const toMap = (point: readonly [number, number]) => applyAffine(transform, point);
    pickRef.current.mark(
      pairing.pairs.map(({ image, map: at }) => ({ from: toMap(image), to: [...at] })),
      pairing.pending && toMap(pairing.pending),
    );
  }, [pairing, transform]);

  const fit = useMemo(() => pairingFit(pairing, mirrored), [pairing, mirrored]);
  const removePair = useCallback((index: number) => setPairing((now) => withoutPair(now, index)), []);
  const clearPairs = useCallback(() => setPairing(emptyPairing), []);
  return { pairing, fit, removePair, clearPairs };
}
