// Being written by a helper; replaced wholesale.
export function ParkingLegendScreen() {
  return null;
}
