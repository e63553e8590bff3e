/**
 * Uploads in an S3 bucket (issue 32), beyond what uploads.test.ts checks on both stores: the start's
 * refusal of wrong S3_* settings, no row for a file the bucket did not take, the demo's media in the
 * bucket, files-to-s3 (copies, resumes, sums up), and a backup of a bucket restored onto disk.
 */
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restoreBackup } from "../../src/server/backup/restore-backup.ts";
import { writeBackup } from "../../src/server/backup/write-backup.ts";
import { openDatabase } from "../../src/server/db/database.ts";
import { diskFileStore } from "../../src/server/files/disk-file-store.ts";
import { openFileStore } from "../../src/server/files/open-file-store.ts";
import { readS3Config } from "../../src/server/files/s3-config.ts";
import { s3Client, s3FileStore } from "../../src/server/files/s3-file-store.ts";
import { openUploadStore } from "../../src/server/files/upload-store.ts";
import { readSettings } from "../../src/server/settings-check.ts";
import { runCli } from "../support/run-cli.ts";
import { startS3, type TestS3 } from "../support/s3-server.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

const work = mkdtempSync(join(tmpdir(), "campus-s3-test-"));
let s3: TestS3;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => {
  await s3?.close();
  rmSync(work, { recursive: true, force: true });
});

/** a loopback port nothing listens on */
async function closedPort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const settings = (env: Record<string, string>) =>
  readSettings({ DATA_DIR: work, ...env } as NodeJS.ProcessEnv);

describe("S3 settings at the start", () => {
  it("names S3_BUCKET for a bucket that is not there", async () => {
    await expect(settings({ ...s3.env, S3_BUCKET: "no-such-bucket" })).rejects.toThrow(
      /^S3_BUCKET: there is no bucket 'no-such-bucket' at http:\/\/127\.0\.0\.1:\d+; create it first$/,
    );
  });

  it("names S3_ENDPOINT for a server that does not answer", async () => {
    const endpoint = `http://127.0.0.1:${await closedPort()}`;
    await expect(settings({ ...s3.env, S3_ENDPOINT: endpoint })).rejects.toThrow(
      new RegExp(`^S3_ENDPOINT: cannot reach ${endpoint} for bucket 'campus-uploads'`),
    );
  });

  it.each([
    [{ S3_ENDPOINT: "http://127.0.0.1:9" }, /S3_ENDPOINT set but S3_BUCKET is not/],
    [{ S3_BUCKET: "b", S3_ENDPOINT: "ftp://x" }, /^S3_ENDPOINT must be an http\(s\) URL/],
    [{ S3_BUCKET: "b", S3_ACCESS_KEY_ID: "k" }, /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/],
    [{ S3_BUCKET: "b", S3_FORCE_PATH_STYLE: "yes" }, /^S3_FORCE_PATH_STYLE must be true or false/],
  ])("refuses %j", (env, message) => {
    expect(() => readS3Config(env)).toThrow(message);
  });

  it("stops `npm start` with one line naming the variable, not a stack trace", async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...s3.env,
      S3_BUCKET: "no-such-bucket",
      DATA_DIR: join(work, "start"),
    };
    delete env.DATABASE_URL;
    const answer = await new Promise<{ code: number; stderr: string }>((resolve) =>
      execFile(process.execPath, ["src/server/main.ts"], { env }, (error, _stdout, stderr) =>
        resolve({ code: error ? Number(error.code) : 0, stderr }),
      ),
    );
    expect(answer.code).toBe(1);
    expect(answer.stderr).toMatch(/^error: S3_BUCKET: there is no bucket 'no-such-bucket'/);
    expect(answer.stderr.trim().split("\n")).toHaveLength(1);
  });
});

describe("on a bucket", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("pglite", { seed: true, env: s3.env });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("puts the demo's icons, chimes and clip into the bucket and serves them from it", async () => {
    const uploads = await server.db.query<{ name: string; size: string }>("SELECT name, size FROM upload");
    expect(uploads.length).toBe(15);
    for (const { name, size } of uploads) {
      expect(await server.files.size(name)).toBe(Number(size));
      const response = await server.request(null, { method: "GET", url: `/api/files/${name}` });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.length).toBe(Number(size));
    }
    expect(await readdir(join(server.dataDir, "uploads")).catch(() => [])).toEqual([".tmp"]);
  });

  it("records no file whose bytes the bucket did not take", async () => {
    const [before] = await server.db.query<{ n: string }>("SELECT count(*) AS n FROM upload");
    const gone = s3FileStore(s3Client(readS3Config(s3.env) ?? never()), "bucket-gone");
    const tempDir = join(work, "tmp");
    const store = await openUploadStore(server.db, gone, tempDir);
    const temp = store.tempPath();
    writeFileSync(temp, Buffer.alloc(100, 1));
    await expect(store.keep(temp, { kind: "photo", mime: "image/png", size: 100 }, "png")).rejects.toThrow();
    const [after] = await server.db.query<{ n: string }>("SELECT count(*) AS n FROM upload");
    expect(after?.n).toBe(before?.n);
    expect(await readdir(tempDir)).toEqual([]);
    gone.close();
  });

  it("backs up from the bucket and restores onto disk, the same bytes", async () => {
    const archive = join(work, "bucket.tar.gz");
    await writeBackup(server.db, server.files, archive, () => undefined);
    const db = await openDatabase({ dataDir: "memory" });
    const files = diskFileStore(join(work, "restored", "uploads"));
    try {
      const summary = await restoreBackup(db, files, archive, () => undefined);
      expect(summary.files).toBe(15);
      for await (const name of server.files.names())
        expect(await files.size(name)).toBe(await server.files.size(name));
    } finally {
      await db.close();
    }
  });
});

function never(): never {
  throw new Error("S3_* settings expected");
}

describe("files-to-s3", () => {
  it("copies the files on disk into the bucket, again only what is missing, and sums up", async () => {
    const dataDir = join(work, "to-s3");
    const bucket = "copy-target";
    // a bucket of its own: created through the S3 API, as an operator would
    const client = s3Client(readS3Config({ ...s3.env, S3_BUCKET: bucket }) ?? never());
    const { CreateBucketCommand } = await import("@aws-sdk/client-s3");
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
    client.destroy();
    const env = { ...s3.env, S3_BUCKET: bucket, DATA_DIR: dataDir };
    mkdirSync(join(dataDir, "uploads", ".tmp"), { recursive: true });
    const files: Record<string, Buffer> = {
      "a1.png": Buffer.alloc(1000, 1),
      "b2.webm": Buffer.alloc(300_000, 2),
      "c3.wav": Buffer.alloc(10, 3),
    };
    for (const [name, bytes] of Object.entries(files)) writeFileSync(join(dataDir, "uploads", name), bytes);
    writeFileSync(join(dataDir, "uploads", ".tmp", "half.part"), "x");

    const first = await runCli(["files-to-s3"], env);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/: 3 copied, 0 skipped \(already there\), 0 failed\./);
    expect(first.stderr).toMatch(/files: 3\/3/);
    const bucketStore = await openFileStore({ dataDir, s3: readS3Config(env) });
    for (const [name, bytes] of Object.entries(files)) {
      const opened = await bucketStore.read(name);
      const chunks: Buffer[] = [];
      for await (const chunk of opened?.stream ?? []) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(bytes), name).toBe(true);
    }
    // a copy that stopped half-way: one file more on disk, one gone from the bucket
    writeFileSync(join(dataDir, "uploads", "d4.png"), Buffer.alloc(50, 4));
    await bucketStore.remove("b2.webm");
    bucketStore.close();
    const again = await runCli(["files-to-s3"], env);
    expect(again.stdout).toMatch(/: 2 copied, 2 skipped \(already there\), 0 failed\./);

    const unset = await runCli(["files-to-s3"], { DATA_DIR: dataDir });
    expect(unset.code).toBe(2);
    expect(unset.stderr).toMatch(/S3_BUCKET is not set/);
  });
});
