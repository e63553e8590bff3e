// Being written by a helper; replaced wholesale.
export function AreaListScreen(_props: { area: string; basePath: string }) {
  return null;
}
