// Being written by a helper; replaced wholesale.
export function SignInScreen() {
  return null;
}
