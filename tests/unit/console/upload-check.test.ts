import { describe, expect, it } from "vitest";
import { acceptOf, sizeText, uploadProblem } from "../../../src/console/forms/upload-check.ts";

const mb = 1024 * 1024;

describe("upload check before sending", () => {
  it.each([
    ["photo", { name: "a.JPG", type: "image/jpeg", size: mb }, null],
    ["photo", { name: "a.gif", type: "image/gif", size: mb }, null],
    ["photo", { name: "a.png", type: "image/png", size: 3 * mb }, "tooLarge"],
    ["photo", { name: "a.pdf", type: "application/pdf", size: 10 }, "wrongType"],
    ["photo", { name: "a.png", type: "image/jpeg", size: 10 }, "wrongType"],
    ["photo", { name: "noextension", type: "image/png", size: 10 }, "wrongType"],
    ["icon", { name: "i.png", type: "image/png", size: 21 * 1024 }, "tooLarge"],
    ["video", { name: "v.webm", type: "video/webm", size: 120 * mb }, null],
    ["video", { name: "v.mp4", type: "video/mp4", size: 120 * mb + 1 }, "tooLarge"],
    ["audio", { name: "s.wav", type: "audio/x-wav", size: mb }, null],
    ["audio", { name: "s.mp3", type: "", size: mb }, null],
  ] as const)("%s %o -> %s", (kind, file, problem) => {
    expect(uploadProblem(kind, file)?.kind ?? null).toBe(problem);
  });

  it("tells the input what to offer and the reader how much fits", () => {
    expect(acceptOf("icon")).toBe(".png,image/png");
    expect(sizeText(2 * mb)).toBe("2 MB");
    expect(sizeText(20 * 1024)).toBe("20 KB");
    expect(sizeText(120 * mb)).toBe("120 MB");
  });
});
