/**
 * An archive refused whole (codes 3100-3109 of manifests/catalogues/codes.yaml): nothing of it is
 * imported. `detail` names what was wrong (a file, an entry, a feature id) for the message.
 */
export class ImdfError extends Error {
  readonly code: number;
  readonly detail: string | null;

  constructor(code: number, detail: string | null = null) {
    super(detail ? `IMDF archive refused (${code}): ${detail}` : `IMDF archive refused (${code})`);
    this.code = code;
    this.detail = detail;
  }
}
