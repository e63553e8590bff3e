// Being written by a helper; replaced wholesale.
export default function MapScreen() {
  return null;
}
