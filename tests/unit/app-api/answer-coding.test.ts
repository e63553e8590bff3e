/**
 * The app answers' compressed forms (answer-coding.ts): the coding is chosen as the compression
 * plugin chooses it, and each coding of an answer is made once and gives back the answer's bytes.
 */
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { type Codings, codingFor, encoded } from "../../../src/server/app-api/answer-coding.ts";

const json = "application/json; charset=utf-8";
const body = Buffer.from(
  JSON.stringify({ data: { items: Array.from({ length: 200 }, (_, id) => ({ id })) } }),
);

describe("the coding of an app answer", () => {
  it("follows the client's Accept-Encoding and weights, the plugin's order breaking ties", () => {
    expect(codingFor("br", body, json)).toBe("br");
    expect(codingFor("gzip, deflate", body, json)).toBe("gzip");
    expect(codingFor("gzip;q=0.5, br;q=0.9", body, json)).toBe("br");
    expect(codingFor("gzip, deflate, br, zstd", body, json)).toBe("zstd");
    expect(codingFor("x-gzip", body, json)).toBe("gzip");
    expect(codingFor("*", body, json)).toBe("gzip");
    expect(codingFor("GZIP", body, json)).toBe("gzip");
  });

  it("leaves as they are answers under 1 KiB, vector tiles, and clients accepting no coding we have", () => {
    expect(codingFor(undefined, body, json)).toBeUndefined();
    expect(codingFor("identity", body, json)).toBeUndefined();
    expect(codingFor("compress", body, json)).toBeUndefined();
    expect(codingFor("br;q=0, gzip;q=0", body, json)).toBeUndefined();
    expect(codingFor("br", Buffer.from("{}"), json)).toBeUndefined();
    expect(codingFor("br", body, "application/vnd.mapbox-vector-tile")).toBeUndefined();
  });

  it("makes each coding once, shared by requests meanwhile, and it inflates to the answer", async () => {
    const codings: Codings = new Map();
    const first = encoded(codings, body, "br");
    expect(encoded(codings, body, "br")).toBe(first);
    expect(zlib.brotliDecompressSync(await first)).toEqual(body);
    expect(zlib.gunzipSync(await encoded(codings, body, "gzip"))).toEqual(body);
    expect(zlib.inflateSync(await encoded(codings, body, "deflate"))).toEqual(body);
    expect(zlib.zstdDecompressSync(await encoded(codings, body, "zstd"))).toEqual(body);
    expect([...codings.keys()].sort()).toEqual(["br", "deflate", "gzip", "zstd"]);
  });
});
