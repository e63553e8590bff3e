import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadManifests } from "../../../generator/load-manifests.ts";
import { ManifestError } from "../../../generator/manifest-error.ts";

const fixtureMap = readFileSync("tests/unit/fixtures/manifests/map.yaml", "utf8");

/** A manifests/ tree with the real catalogues, the fixture map and the given area files. */
function tree(areas: Record<string, string>, map = fixtureMap): string {
  const root = mkdtempSync(join(tmpdir(), "manifests-"));
  cpSync("manifests/catalogues", join(root, "manifests/catalogues"), { recursive: true });
  writeFileSync(join(root, "manifests/map.yaml"), map);
  mkdirSync(join(root, "manifests/areas"), { recursive: true });
  for (const [name, text] of Object.entries(areas)) writeFileSync(join(root, "manifests/areas", name), text);
  return root;
}

const good = `area: thing
title: { pl: Rzeczy, en: Things }
itemTitle: { pl: Rzecz, en: Thing }
codeRanges: [[6500, 6509]]
codes: { notFound: 6500 }
actions: { admin: [list] }
fields:
  name: { type: string, label: { pl: Nazwa, en: Name }, required: true, codes: { required: 6501 } }
list: [name]
errors:
  6500: { status: 404, pl: Brak, en: Missing }
  6501: { pl: Wymagane, en: Required }
`;

const cases: [
  string,
  { given: Record<string, string>; want: { file: string; path: string; reason: RegExp } },
][] = [
  [
    "a lock naming no field",
    {
      given: { "thing.yaml": `${good}locked: { when: sent_at, delete: 6500 }\n` },
      want: { file: "manifests/areas/thing.yaml", path: "/locked/when", reason: /no field 'sent_at'/ },
    },
  ],
  [
    "a lock (of a list) naming a command the area does not have",
    {
      given: { "thing.yaml": `${good}locked: [{ when: name, commands: { archive: 6500 } }]\n` },
      want: {
        file: "manifests/areas/thing.yaml",
        path: "/locked/0/commands/archive",
        reason: /no command 'archive'/,
      },
    },
  ],
  [
    "a title field that is not a text field of the area",
    {
      given: { "thing.yaml": `${good}titleField: colour\n` },
      want: {
        file: "manifests/areas/thing.yaml",
        path: "/titleField",
        reason: /'colour' is not a text field/,
      },
    },
  ],
  [
    "a push naming no field",
    {
      given: { "thing.yaml": `${good}push: { sentAt: sent_at, title: name, body: name }\n` },
      want: { file: "manifests/areas/thing.yaml", path: "/push/sentAt", reason: /no field 'sent_at'/ },
    },
  ],
  [
    "a push flag that is not a boolean",
    {
      given: {
        "thing.yaml": good.replace(
          "list: [name]",
          "  sent_at: { type: datetime, label: { pl: W, en: S }, readOnly: true }\npush: { flag: name, sentAt: sent_at, title: name, body: name }\nlist: [name]",
        ),
      },
      want: { file: "manifests/areas/thing.yaml", path: "/push/flag", reason: /must be a boolean field/ },
    },
  ],
  [
    "a preview whose link is not a url field",
    {
      given: { "thing.yaml": `${good}preview: { title: name, link: name }\n` },
      want: {
        file: "manifests/areas/thing.yaml",
        path: "/preview/link",
        reason: /'name' must be a url field/,
      },
    },
  ],
  [
    "a schedule whose end is no date",
    {
      given: {
        "thing.yaml": good.replace(
          "list: [name]",
          "  from: { type: datetime, label: { pl: Od, en: From }, codes: { format: 3240 } }\nschedule: { from: from, until: name }\nlist: [name]",
        ),
      },
      want: {
        file: "manifests/areas/thing.yaml",
        path: "/schedule/until",
        reason: /'name' must be a date or datetime field/,
      },
    },
  ],
  [
    "a schedule without the rule that keeps it in order",
    {
      given: {
        "thing.yaml": good.replace(
          "list: [name]",
          [
            "  status: { type: enum, enum: status, label: { pl: S, en: S }, codes: { format: 6502 } }",
            "  from: { type: datetime, label: { pl: Od, en: From }, codes: { format: 3240 } }",
            "  until: { type: datetime, label: { pl: Do, en: Until }, codes: { format: 3241 } }",
            "schedule: { from: from, until: until }",
            "list: [name]",
          ].join("\n"),
        ),
      },
      want: {
        file: "manifests/areas/thing.yaml",
        path: "/schedule",
        reason: /needs a rule \{ kind: ordered/,
      },
    },
  ],
  [
    "a publication column where no schedule says it",
    {
      given: { "thing.yaml": good.replace("list: [name]", "list: [name, publication]") },
      want: { file: "manifests/areas/thing.yaml", path: "/list/1", reason: /only where a schedule says it/ },
    },
  ],
  [
    "a form showing a field staff edit as read-only",
    {
      given: { "thing.yaml": `${good}formShows: [name]\n` },
      want: {
        file: "manifests/areas/thing.yaml",
        path: "/formShows/0",
        reason: /'name' is not a read-only field/,
      },
    },
  ],
  [
    "a preview naming no field",
    {
      given: { "thing.yaml": `${good}preview: { title: headline }\n` },
      want: { file: "manifests/areas/thing.yaml", path: "/preview/title", reason: /no field 'headline'/ },
    },
  ],
  [
    "an upload kind the catalogue has not",
    {
      given: {
        "thing.yaml": good.replace(
          "list: [name]",
          "  scan: { type: upload, upload: scan, label: { pl: Skan, en: Scan }, codes: { format: 6502 } }\nlist: [name]",
        ),
      },
      want: {
        file: "manifests/areas/thing.yaml",
        path: "/fields/scan/upload",
        reason: /no upload kind 'scan' in catalogues\/uploads.yaml/,
      },
    },
  ],
  [
    "an action for a role the catalogue has not",
    {
      given: {
        "thing.yaml": good.replace(
          "actions: { admin: [list] }",
          "actions: { admin: [list], editor: [list] }",
        ),
      },
      want: { file: "manifests/areas/thing.yaml", path: "/actions/editor", reason: /no role 'editor'/ },
    },
  ],
  [
    "a command for a role the catalogue has not",
    {
      given: {
        "thing.yaml": `${good}commands:\n  ping: { path: "thing/ping", summary: { pl: P, en: P }, roles: [admin, editor] }\n`,
      },
      want: {
        file: "manifests/areas/thing.yaml",
        path: "/commands/ping/roles/1",
        reason: /no role 'editor'/,
      },
    },
  ],
  [
    "an anonymous command that is not an app write",
    {
      given: {
        "thing.yaml": `${good}commands:\n  ping: { path: "thing/ping", summary: { pl: P, en: P }, roles: [user], anonymous: { limitCode: 6501 } }\n`,
      },
      want: {
        file: "manifests/areas/thing.yaml",
        path: "/commands/ping/anonymous",
        reason: /only an app write/,
      },
    },
  ],
  [
    "an anonymous command whose limit code is not a 429 of the area",
    {
      given: {
        "thing.yaml": `${good}commands:\n  ping: { path: "mobile/ping", summary: { pl: P, en: P }, roles: [user], anonymous: { limitCode: 6501 } }\n`,
      },
      want: {
        file: "manifests/areas/thing.yaml",
        path: "/commands/ping/anonymous/limitCode",
        reason: /must be the area's own, with status 429/,
      },
    },
  ],
  [
    "not YAML",
    {
      given: { "thing.yaml": "area: [" },
      want: { file: "manifests/areas/thing.yaml", path: "", reason: /not valid YAML/ },
    },
  ],
  [
    "unknown property",
    {
      given: { "thing.yaml": `${good}colour: red\n` },
      want: { file: "manifests/areas/thing.yaml", path: "", reason: /additional properties 'colour'/ },
    },
  ],
  [
    "wrong field type",
    {
      given: { "thing.yaml": good.replace("type: string", "type: strin") },
      want: { file: "manifests/areas/thing.yaml", path: "/fields/name/type", reason: /allowed values/ },
    },
  ],
  [
    "file name and area differ",
    {
      given: { "other.yaml": good },
      want: { file: "manifests/areas/other.yaml", path: "/area", reason: /must equal the file name 'other'/ },
    },
  ],
  [
    "required field without a code",
    {
      given: { "thing.yaml": good.replace(", codes: { required: 6501 }", "") },
      want: {
        file: "manifests/areas/thing.yaml",
        path: "/fields/name/codes",
        reason: /must name a 'required' code/,
      },
    },
  ],
  [
    "code outside the range",
    {
      given: {
        "thing.yaml": good.replace("6501: { pl", "6601: { pl").replace("required: 6501", "required: 6601"),
      },
      want: {
        file: "manifests/areas/thing.yaml",
        path: "/errors/6601",
        reason: /outside the area's codeRanges/,
      },
    },
  ],
  [
    "code without text nor template",
    {
      given: {
        "thing.yaml": good.replace(
          "fields:\n",
          "fields:\n  size: { type: string, label: { pl: R, en: S }, codes: { type: 6502 } }\n",
        ),
      },
      want: {
        file: "manifests/areas/thing.yaml",
        path: "/fields/size/codes/type",
        reason: /code 6502 has no template for 'type'/,
      },
    },
  ],
  [
    "templated code outside the area's range",
    {
      given: { "thing.yaml": good.replace("required: 6501", "required: 6601") },
      want: {
        file: "manifests/areas/thing.yaml",
        path: "/fields/name/codes/required",
        reason: /code 6601 is outside the area's codeRanges/,
      },
    },
  ],
  [
    "one code worded differently by two fields",
    {
      given: {
        "thing.yaml": good.replace(
          "fields:\n",
          "fields:\n  note: { type: string, label: { pl: Uwaga, en: Note }, required: true, codes: { required: 6502 } }\n  other: { type: string, label: { pl: Inna, en: Other }, required: true, codes: { required: 6502 } }\n",
        ),
      },
      want: {
        file: "manifests/areas/thing.yaml",
        path: "/fields/other/codes/required",
        reason: /code 6502 is worded differently at \/fields\/note\/codes\/required/,
      },
    },
  ],
  [
    "reference to a missing area",
    {
      given: {
        "thing.yaml": good
          .replace("list: [name]", "list: [name]\n")
          .replace(
            "fields:\n",
            "fields:\n  c: { type: reference, ref: nothing, label: { pl: C, en: C }, codes: { ref: 6501 } }\n",
          ),
      },
      want: { file: "manifests/areas/thing.yaml", path: "/fields/c/ref", reason: /no area named 'nothing'/ },
    },
  ],
  [
    "a field of an area holding a map feature's key",
    {
      given: {
        "thing.yaml": good.replace(
          "list: [name]",
          "  c: { type: string, picks: [room], label: { pl: C, en: C } }\nlist: [name]",
        ),
      },
      want: { file: "manifests/areas/thing.yaml", path: "/fields/c/picks", reason: /only map properties/ },
    },
  ],
  [
    "list column that is not a field",
    {
      given: { "thing.yaml": good.replace("list: [name]", "list: [nme]") },
      want: { file: "manifests/areas/thing.yaml", path: "/list/0", reason: /no field 'nme'/ },
    },
  ],
  [
    "code defined twice",
    {
      given: { "thing.yaml": good, "zzz.yaml": good.replace("area: thing", "area: zzz") },
      want: {
        file: "manifests/areas/zzz.yaml",
        path: "/errors/6500",
        reason: /also defined in manifests\/areas\/thing.yaml/,
      },
    },
  ],
  [
    "a sortable column that is not listed",
    {
      given: { "thing.yaml": `${good}sortable: [created_at]\n` },
      want: {
        file: "manifests/areas/thing.yaml",
        path: "/sortable/0",
        reason: /'created_at' is not a listed column/,
      },
    },
  ],
  [
    "a sortable reference column",
    {
      given: {
        "thing.yaml": good
          .replace(
            "list: [name]",
            "  parent_id: { type: reference, ref: thing, label: { pl: R, en: P }, codes: { ref: 6501 } }\nlist: [name, parent_id]",
          )
          .concat("sortable: [name, parent_id]\n"),
      },
      want: {
        file: "manifests/areas/thing.yaml",
        path: "/sortable/1",
        reason: /a reference column cannot be sorted by/,
      },
    },
  ],
  [
    "a sortable column named twice",
    {
      given: { "thing.yaml": `${good}sortable: [name, name]\n` },
      want: { file: "manifests/areas/thing.yaml", path: "/sortable", reason: /duplicate|unique|identical/i },
    },
  ],
  [
    "a filter on a text field",
    {
      given: { "thing.yaml": `${good}filters: [name]\n` },
      want: {
        file: "manifests/areas/thing.yaml",
        path: "/filters/0",
        reason: /a string field cannot be filtered by/,
      },
    },
  ],
  [
    "a filter naming no field",
    {
      given: { "thing.yaml": `${good}filters: [created_at, colour]\n` },
      want: { file: "manifests/areas/thing.yaml", path: "/filters/1", reason: /no field 'colour'/ },
    },
  ],
  [
    "a bulk delete no role may do",
    {
      given: { "thing.yaml": `${good}bulk: [delete]\n` },
      want: { file: "manifests/areas/thing.yaml", path: "/bulk/0", reason: /no role may delete/ },
    },
  ],
  [
    "a bulk deactivate without an active field",
    {
      given: {
        "thing.yaml": `${good.replace("admin: [list]", "admin: [list, update]")}bulk: [deactivate]\n`,
      },
      want: { file: "manifests/areas/thing.yaml", path: "/bulk/0", reason: /no active field 'status'/ },
    },
  ],
  [
    "an unknown bulk action",
    {
      given: { "thing.yaml": `${good}bulk: [archive]\n` },
      want: {
        file: "manifests/areas/thing.yaml",
        path: "/bulk/0",
        reason: /must be equal to one of|allowed/i,
      },
    },
  ],
  [
    "export that is not true or false",
    {
      given: { "thing.yaml": `${good}export: yes please\n` },
      want: { file: "manifests/areas/thing.yaml", path: "/export", reason: /boolean/ },
    },
  ],
];

describe("a bad manifest stops the generator with file, path and reason", () => {
  it.each(cases)("%s", (_name, { given, want }) => {
    const root = tree(given);
    let error: unknown;
    try {
      loadManifests(root);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ManifestError);
    const { file, path, reason } = error as ManifestError;
    expect({ file, path }).toEqual({ file: want.file, path: want.path });
    expect(reason).toMatch(want.reason);
  });

  const mapCases: [string, { map: string; want: { path: string; reason: RegExp } }][] = [
    [
      "a required property the type does not have",
      {
        map: fixtureMap.replace("required: [key, name_pl]", "required: [key, travel_time]"),
        want: { path: "/types/room/required/1", reason: /'room' has no property 'travel_time'/ },
      },
    ],
    [
      "a type listing an unknown property",
      {
        map: fixtureMap.replace("properties: [travel_time]", "properties: [speed]"),
        want: { path: "/types/route/properties/0", reason: /no property 'speed'/ },
      },
    ],
    [
      "a failure kind without a text",
      {
        map: fixtureMap.replace("ref: 1604 }", "ref: 1605 }"),
        want: { path: "/codes/ref", reason: /code 1605 has no text/ },
      },
    ],
    [
      "an error outside the map's ranges",
      {
        map: fixtureMap.replace("  1604: {", "  1700: {"),
        want: { path: "/errors/1700", reason: /outside the map's codeRanges/ },
      },
    ],
    [
      "a reference to an unknown area",
      {
        map: fixtureMap.replace(
          "common: [key]",
          "  owner: { type: reference, ref: nobody, label: { pl: W, en: O } }\ncommon: [key]",
        ),
        want: { path: "/properties/owner/ref", reason: /no area named 'nobody'/ },
      },
    ],
    [
      "a property picking keys of an unknown type",
      {
        map: fixtureMap.replace(
          "common: [key]",
          "  parent: { type: string, picks: [tower], label: { pl: R, en: P } }\ncommon: [key]",
        ),
        want: { path: "/properties/parent/picks/0", reason: /no map type 'tower'/ },
      },
    ],
    [
      "a property picking keys that is no string",
      {
        map: fixtureMap.replace(
          "common: [key]",
          "  parent: { type: integer, picks: [room], label: { pl: R, en: P } }\ncommon: [key]",
        ),
        want: { path: "/properties/parent/picks", reason: /a property holding a feature's key is a string/ },
      },
    ],
  ];

  it.each(mapCases)("map manifest: %s", (_name, { map, want }) => {
    let error: unknown;
    try {
      loadManifests(tree({ "thing.yaml": good }, map));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ManifestError);
    const { file, path, reason } = error as ManifestError;
    expect({ file, path }).toEqual({ file: "manifests/map.yaml", path: want.path });
    expect(reason).toMatch(want.reason);
  });

  it("accepts a good manifest", () => {
    expect(loadManifests(tree({ "thing.yaml": good })).areas.map((a) => a.manifest.area)).toEqual(["thing"]);
  });
});
