// Being written by a helper; replaced wholesale.
export function NotFoundScreen() {
  return null;
}
