/** A problem in a manifest, named by file and path inside it, that stops the generator. */
export class ManifestError extends Error {
  readonly file: string;
  readonly path: string;
  readonly reason: string;

  constructor(file: string, path: string, reason: string) {
    super(`${file}: ${path || "/"}: ${reason}`);
    this.file = file;
    this.path = path;
    this.reason = reason;
  }
}
