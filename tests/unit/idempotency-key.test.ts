import { describe, expect, it } from "vitest";
import { ApiError } from "../../src/server/http/api-error.ts";
import { headerFields, readIdempotencyKey } from "../../src/server/http/idempotency-key.ts";

describe("headerFields", () => {
  it("takes every Idempotency-Key field, whatever its case, and nothing else", () => {
    expect(
      headerFields(["Host", "x", "Idempotency-Key", "a", "content-type", "y", "idempotency-key", "b"]),
    ).toEqual(["a", "b"]);
  });
});

describe("readIdempotencyKey", () => {
  it.each([
    ["no header", { given: [], want: null }],
    [
      "a bare key",
      { given: ["8e03978e-40d5-43e8-bc93-6894a57f9324"], want: "8e03978e-40d5-43e8-bc93-6894a57f9324" },
    ],
    ["a Structured Field string", { given: ['"8e03978e"'], want: "8e03978e" }],
    ["escapes in a string", { given: ['"a\\"b\\\\c"'], want: 'a"b\\c' }],
    ["spaces around, which HTTP drops", { given: ["  key  "], want: "key" }],
    ["one character", { given: ["k"], want: "k" }],
    ["255 characters", { given: ["k".repeat(255)], want: "k".repeat(255) }],
    [
      "every printable ASCII character",
      { given: ["a !#$%&'()*+,-./:;<=>?@[\\]^_`{|}~"], want: "a !#$%&'()*+,-./:;<=>?@[\\]^_`{|}~" },
    ],
  ])("%s", (_name, { given, want }) => {
    expect(readIdempotencyKey(given)).toBe(want);
  });

  it.each([
    ["empty", [""]],
    ["256 characters", ["k".repeat(256)]],
    ["a string of 256", [`"${"k".repeat(256)}"`]],
    ["not ASCII", ["klucz-ż"]],
    ["a control character", ["a\u0007b"]],
    ["an empty string", ['""']],
    ["an unterminated string", ['"abc']],
    ["text after the string", ['"abc"d']],
    ["an escape of another character", ['"a\\nb"']],
    ["a string ending in a backslash", ['"abc\\"']],
    ["two fields", ["a", "b"]],
  ])("refuses %s with 9012", (_name, given) => {
    const refusal = (() => {
      try {
        readIdempotencyKey(given);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 400, errors: { "Idempotency-Key": [9012] } });
  });
});
