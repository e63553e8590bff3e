// Being written by a helper; replaced wholesale.
export function UserPasswordScreen() {
  return null;
}
