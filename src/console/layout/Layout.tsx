// Being written by a helper; replaced wholesale.
export function Layout() {
  return null;
}
