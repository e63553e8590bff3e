/** Whether something accepts TCP connections on a loopback port (a server started, or gone). */
import { connect } from "node:net";

export function listening(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = connect(port, "127.0.0.1");
    probe.once("connect", () => {
      probe.destroy();
      done(true);
    });
    probe.once("error", () => done(false));
  });
}
