/**
 * Lost updates: two staff open the same record, both save. Every record and account answers its
 * version (ETag and `version`); an update or delete sent with the version it was based on is refused
 * (412, 9015) once someone else changed the record, and the other's change is kept.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds, startTestServer, type TestServer } from "../support/test-server.ts";

describe.each(databaseKinds)("record versions on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const contact = (name: string) => ({ name, phone: "+48 42 272 50 00" });
  const create = async (name: string) => {
    const answer = await server.request("admin", {
      method: "POST",
      url: "/api/email_sms",
      payload: contact(name),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data as { id: number; version: number };
  };
  const put = (id: number, name: string, ifMatch?: string) =>
    server.request("moderator", {
      method: "PUT",
      url: `/api/email_sms/${id}`,
      payload: contact(name),
      ...(ifMatch !== undefined && { headers: { "if-match": ifMatch } }),
    });

  it("answers the version in the record and as an ETag, and every change moves it on", async () => {
    const created = await create("Portiernia A");
    expect(created.version).toBe(1);
    const read = await server.request("moderator", { url: `/api/email_sms/${created.id}` });
    expect([read.headers.etag, read.json().data.version]).toEqual(['"1"', 1]);
    const saved = await put(created.id, "Portiernia A1", '"1"');
    expect([saved.statusCode, saved.headers.etag, saved.json().data.version]).toEqual([200, '"2"', 2]);
    const list = (await server.request("moderator", { url: "/api/email_sms" })).json().data.items;
    expect(list.find((item: { id: number }) => item.id === created.id).version).toBe(2);
  });

  it("refuses the second of two edits based on the same version and keeps the first", async () => {
    const { id } = await create("Portiernia B");
    expect((await put(id, "First edit", '"1"')).statusCode).toBe(200);
    const second = await put(id, "Second edit", '"1"');
    expect([second.statusCode, second.json()]).toEqual([
      412,
      {
        status: "error",
        data: null,
        message: "Someone else changed this record since you opened it",
        errors: { version: [9015] },
      },
    ]);
    expect((await server.request("moderator", { url: `/api/email_sms/${id}` })).json().data.name).toBe(
      "First edit",
    );
  });

  it("of edits sent at once with the same version, exactly one is saved", async () => {
    const { id } = await create("Portiernia C");
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => put(id, `Edit ${i}`, '"1"')));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200, 412, 412, 412, 412, 412, 412, 412,
    ]);
  });

  it("refuses a delete based on an old version; deletes with the current one or *", async () => {
    const { id } = await create("Portiernia D");
    await put(id, "Changed meanwhile", '"1"');
    const stale = await server.request("admin", {
      method: "DELETE",
      url: `/api/email_sms/${id}`,
      headers: { "if-match": '"1"' },
    });
    expect([stale.statusCode, stale.json().errors]).toEqual([412, { version: [9015] }]);
    const current = await server.request("admin", {
      method: "DELETE",
      url: `/api/email_sms/${id}`,
      headers: { "if-match": 'W/"x", "2"' },
    });
    expect(current.statusCode, current.body).toBe(200);
    const other = await create("Portiernia E");
    const any = await server.request("admin", {
      method: "DELETE",
      url: `/api/email_sms/${other.id}`,
      headers: { "if-match": "*" },
    });
    expect(any.statusCode).toBe(200);
  });

  it.each([
    ["a weak tag (If-Match compares strongly)", 'W/"1"'],
    ["an unquoted version", "1"],
    ["rubbish", "not a tag"],
  ])("refuses %s", async (_name, header) => {
    const { id } = await create("Portiernia F");
    expect((await put(id, "Edit", header)).statusCode).toBe(412);
  });

  it("lets a write without If-Match through (clients that do not send it: last writer wins)", async () => {
    const { id } = await create("Portiernia G");
    await put(id, "One", '"1"');
    const blind = await put(id, "Two");
    expect([blind.statusCode, blind.json().data.version]).toEqual([200, 3]);
  });

  it("versions accounts too, whatever changed them", async () => {
    const created = await server.request("admin", {
      method: "POST",
      url: "/api/user",
      payload: {
        name: "Ewa Lis",
        email: "ewa.lis@example.edu",
        roles: [2],
        password: "Kasztan-Rower-77",
        password_confirmation: "Kasztan-Rower-77",
      },
    });
    const { id, version } = created.json().data;
    // A password change made elsewhere moves the version on: an edit of the form opened before is stale.
    await server.request("admin", {
      method: "POST",
      url: `/api/change_user_password/${id}`,
      payload: { password: "Zielony-Parasol-51", password_confirmation: "Zielony-Parasol-51" },
    });
    const stale = await server.request("admin", {
      method: "PUT",
      url: `/api/user/${id}`,
      payload: { name: "Ewa Lis-Nowak", email: "ewa.lis@example.edu", roles: [2] },
      headers: { "if-match": `"${version}"` },
    });
    expect([stale.statusCode, stale.json().errors]).toEqual([412, { version: [9015] }]);
  });
});
