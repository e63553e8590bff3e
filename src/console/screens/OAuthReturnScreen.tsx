// Being written by a helper; replaced wholesale.
export function OAuthReturnScreen() {
  return null;
}
