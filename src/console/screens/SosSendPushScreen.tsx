// Being written by a helper; replaced wholesale.
export function SosSendPushScreen() {
  return null;
}
