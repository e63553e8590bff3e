import { describe, expect, it } from "vitest";
import { isSecretParameter, redactedUrl } from "../../../src/server/http/redacted-url.ts";

describe("redactedUrl: a URL as the logs keep it", () => {
  it.each([
    ["/reset_password?token=abc.DEF-123", "/reset_password?token=[redacted]"],
    [
      "/oauth2?code=SplxlOBe&state=af0ifjsl&iss=https%3A%2F%2Fsso",
      "/oauth2?code=[redacted]&state=[redacted]&iss=https%3A%2F%2Fsso",
    ],
    ["/api/x?password=hunter2&page=2", "/api/x?password=[redacted]&page=2"],
    [
      "/f?X-Amz-Signature=ab12&X-Amz-Credential=AKIA%2F&X-Amz-Date=20260101",
      "/f?X-Amz-Signature=[redacted]&X-Amz-Credential=[redacted]&X-Amz-Date=20260101",
    ],
    [
      "/x?api_key=k1&apiKey=k2&key=k3&client_secret=s&id_token_hint=t",
      "/x?api_key=[redacted]&apiKey=[redacted]&key=[redacted]&client_secret=[redacted]&id_token_hint=[redacted]",
    ],
    ["/x?Token=1&TOKEN=2&access%5Ftoken=3", "/x?Token=[redacted]&TOKEN=[redacted]&access%5Ftoken=[redacted]"],
    ["/x?token=a=b=c&token", "/x?token=[redacted]&token"],
    ["/api/app/v1/search?q=aula&floor=p1", "/api/app/v1/search?q=aula&floor=p1"],
    ["/api/news", "/api/news"],
    ["/x?", "/x?"],
    ["/x?%E0%A4%A=1&code=2", "/x?%E0%A4%A=1&code=[redacted]"],
  ])("%s -> %s", (url, kept) => {
    expect(redactedUrl(url)).toBe(kept);
  });

  it.each([
    ["token", true],
    ["reset_token", true],
    ["code", true],
    ["state", true],
    ["passwd", true],
    ["signature", true],
    ["session_id", true],
    ["page", false],
    ["q", false],
    ["floor", false],
    ["lang", false],
    ["postcode", false],
  ])("%s is secret: %s", (name, secret) => {
    expect(isSecretParameter(name)).toBe(secret);
  });
});
