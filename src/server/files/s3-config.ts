/** The S3_* settings: uploads in an S3-compatible bucket when S3_BUCKET is set, on local disk otherwise. */
import { SettingError } from "../settings/setting-error.ts";

export interface S3Config {
  bucket: string;
  /** an S3-compatible server (MinIO, Ceph, a cloud's); unset: Amazon S3 of `region` */
  endpoint: string | undefined;
  region: string;
  /** both or neither; neither: the SDK's own chain (AWS_* variables, an instance role) */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** bucket in the path (http://host/bucket/key), as most S3-compatible servers want, not in the host name */
  forcePathStyle: boolean;
}

const names = ["S3_ENDPOINT", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_FORCE_PATH_STYLE"];

function flag(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw || raw === "0" || raw === "false") return false;
  if (raw === "1" || raw === "true") return true;
  throw new SettingError(`${name} must be true or false, got '${env[name]}'`);
}

export function readS3Config(env: NodeJS.ProcessEnv): S3Config | null {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) {
    const stray = names.filter((name) => env[name]);
    if (stray.length)
      throw new SettingError(
        `${stray.join(", ")} set but S3_BUCKET is not: set S3_BUCKET to keep uploads in a bucket`,
      );
    return null;
  }
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  if (endpoint && !(URL.canParse(endpoint) && /^https?:$/.test(new URL(endpoint).protocol)))
    throw new SettingError(`S3_ENDPOINT must be an http(s) URL, got '${endpoint}'`);
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim();
  if (!accessKeyId !== !secretAccessKey)
    throw new SettingError("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither");
  return {
    bucket,
    endpoint,
    region: env.S3_REGION?.trim() || "us-east-1",
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: flag(env, "S3_FORCE_PATH_STYLE"),
  };
}
