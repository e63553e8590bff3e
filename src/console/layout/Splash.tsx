// Being written by a helper; replaced wholesale.
export function Splash() {
  return null;
}
