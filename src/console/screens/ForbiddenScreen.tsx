// Being written by a helper; replaced wholesale.
export function ForbiddenScreen() {
  return null;
}
