// Being written by a helper; replaced wholesale.
export function PageLoading() {
  return null;
}
