// Being written by a helper; replaced wholesale.
export function AreaFormScreen(_props: { area: string; basePath: string }) {
  return null;
}
