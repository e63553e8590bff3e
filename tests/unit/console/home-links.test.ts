/** The home's quick links and the files' looks (app/home-links.ts, shared/file-media.ts). */
import { describe, expect, it } from "vitest";
import { openapiDocument } from "../../../generated/openapi.ts";
import { areaListPath, homeLinks, linksFor, overviewRoles } from "../../../src/console/app/home-links.ts";
import { fileNameOf, mediaOf } from "../../../src/console/shared/file-media.ts";

describe("the home's links", () => {
  it("gives admins every link, moderators all but IMDF and the history", () => {
    expect(linksFor((roles) => roles.includes("admin")).map((link) => link.to)).toEqual(
      homeLinks.map((link) => link.to),
    );
    expect(linksFor((roles) => roles.includes("moderator")).map((link) => link.to)).toEqual([
      "map/p0",
      "sos",
      "sos/send_push",
      "sos_contacts",
      "opinions",
      "map/releases",
    ]);
    expect(linksFor((roles) => roles.includes("user"))).toEqual([]);
  });

  it("is the home of the roles that may read its figures (GET /api/overview)", () => {
    const overview = openapiDocument.paths["/api/overview"]?.get as { "x-roles"?: string[] } | undefined;
    expect(overview?.["x-roles"]).toEqual([...overviewRoles]);
  });

  it("links a delivery count to its area's list, when the area has one", () => {
    expect(areaListPath("rating")).toBe("opinions");
    expect(areaListPath("sos")).toBe("sos");
    expect(areaListPath("nothing")).toBeNull();
  });
});

describe("files", () => {
  it.each([
    ["audio", "audio"],
    ["photo", "image"],
    ["icon", "image"],
    ["video", "video"],
    ["unknown", "file"],
  ])("the kind %s is shown as %s", (kind, media) => {
    expect(mediaOf(kind)).toBe(media);
  });

  it("names a file by the end of its path", () => {
    expect(fileNameOf("/api/files/audio/ab12.wav")).toBe("ab12.wav");
  });
});
