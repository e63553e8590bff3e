/**
 * The shipped deployment files run as they are: Debian's nginx with deploy/nginx.conf (only its
 * addresses and certificate paths replaced) terminates TLS before a real API process and takes a
 * 1.87 MB photo and a 20 MB video (nginx's default would refuse them with 413); the API, trusting
 * nginx (TRUST_PROXY), sees HTTPS and the client's address. systemd accepts deploy/campus-api@.service.
 * Installed by .ci/run (apt-get install nginx-light).
 */
import { execFileSync, spawn, spawnSync } from "node:child_process";
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { request } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listening } from "../support/port-probe.ts";
import { freePort, type ServerProcess, startServerProcess } from "../support/server-process.ts";
import { multipartBody, uploadFile } from "./fixtures/upload-files.ts";

const admin = { email: "boss@umed.example", password: "Biurko7-Lampa-Sowa" };
const dir = mkdtempSync(join(tmpdir(), "campus-deploy-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** An HTTPS request to nginx, whose certificate is the test's own. */
function call(
  port: number,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: Buffer },
) {
  return new Promise<Answer>((done, failed) => {
    const sent = request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: init.method ?? "GET",
        headers: init.headers,
        rejectUnauthorized: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          done({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
        response.on("error", failed);
      },
    );
    sent.on("error", failed);
    sent.end(init.body);
  });
}

describe("nginx with deploy/nginx.conf before an API process", () => {
  let api: ServerProcess;
  let nginx: ReturnType<typeof spawn>;
  let port = 0;
  let plain = 0;
  let output = "";

  beforeAll(async () => {
    api = await startServerProcess({
      ...{ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
      DATA_DIR: join(dir, "data"),
      DATABASE_URL: "",
      TRUST_PROXY: "loopback",
    });
    port = await freePort();
    plain = await freePort();
    execFileSync("openssl", [
      ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=campus.example.edu"],
      ...["-keyout", join(dir, "privkey.pem"), "-out", join(dir, "fullchain.pem")],
    ]);
    const site = readFileSync("deploy/nginx.conf", "utf8")
      .replace("server 127.0.0.1:8000;", `server ${new URL(api.url).host};`)
      .replace("listen 443 ssl http2;", `listen 127.0.0.1:${port} ssl http2;`)
      .replace("listen 80;", `listen 127.0.0.1:${plain};`)
      .replaceAll("/etc/ssl/campus/", `${dir}/`);
    writeFileSync(join(dir, "campus.conf"), site);
    // What Debian's /etc/nginx/nginx.conf gives every site, in a prefix of the test's own.
    mkdirSync(join(dir, "logs"));
    chmodSync(dir, 0o755);
    writeFileSync(
      join(dir, "nginx.conf"),
      `pid ${dir}/nginx.pid;\nerror_log stderr warn;\nevents {}\nhttp {\n  access_log off;\n  include ${dir}/campus.conf;\n}\n`,
    );
    nginx = spawn("nginx", ["-p", dir, "-c", join(dir, "nginx.conf"), "-g", "daemon off;"], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    nginx.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    for (;;) {
      if (nginx.exitCode !== null) throw new Error(`nginx ended: ${output}`);
      if (await listening(port)) break;
      await new Promise((done) => setTimeout(done, 50));
    }
  }, 120_000);

  afterAll(async () => {
    nginx?.kill("SIGQUIT");
    await api?.kill9();
  });

  it("takes a 1.87 MB photo and a 20 MB video to the API over TLS, which sees HTTPS", async () => {
    const signIn = await call(port, "/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: Buffer.from(JSON.stringify(admin)),
    });
    expect(signIn.status, signIn.body).toBe(200);
    // the API believed nginx's X-Forwarded-Proto: it asks browsers for HTTPS from now on
    expect(signIn.headers["strict-transport-security"]).toMatch(/max-age=/);
    expect(signIn.headers["x-request-id"]).toMatch(/^[0-9a-f]{32}$/);
    const token = (JSON.parse(signIn.body) as { data: { token: string } }).data.token;
    for (const [kind, file, filename] of [
      ["photo", uploadFile("jpeg", 1_870_000), "lecture-hall.jpg"],
      ["video", uploadFile("mp4", 20 * 1024 * 1024), "welcome.mp4"],
    ] as const) {
      const form = multipartBody([
        { name: "kind", value: kind },
        { name: "file", value: file, filename },
      ]);
      const sent = await call(port, "/api/upload", {
        method: "POST",
        headers: { ...form.headers, authorization: `Bearer ${token}` },
        body: form.payload,
      });
      expect(sent.status, sent.body).toBe(200);
    }
  }, 60_000);

  it("sends plain HTTP to HTTPS", async () => {
    const answer = await fetch(`http://127.0.0.1:${plain}/cms/news?page=2`, { redirect: "manual" });
    expect(answer.status).toBe(301);
    expect(answer.headers.get("location")).toBe("https://127.0.0.1/cms/news?page=2");
  });
});

describe("systemd", () => {
  it.skipIf(spawnSync("systemd-analyze", ["--version"]).status !== 0)(
    "accepts deploy/campus-api@.service as an instance unit",
    () => {
      const unit = join(dir, "campus-api@1.service");
      copyFileSync("deploy/campus-api@.service", unit);
      const verified = spawnSync("systemd-analyze", ["verify", unit], { encoding: "utf8" });
      expect(verified.stderr).toBe("");
      expect(verified.status).toBe(0);
    },
  );
});
