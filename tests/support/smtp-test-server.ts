/**
 * A real SMTP server on a loopback port (smtp-server, the maintained server of the nodemailer
 * project): the server under test holds a whole SMTP conversation with it, and each message it
 * accepts is parsed (mailparser) for the test to read. A recipient can be refused permanently (550)
 * or for now (451) with `refuse`.
 */
import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  messageId: string;
}

export interface SmtpTestServer {
  /** SMTP_URL */
  url: string;
  received: ReceivedMail[];
  /** the next RCPT TO of `address` is answered `code` (550: for good, 451: for now) */
  refuse(address: string, code: 550 | 451): void;
  close(): Promise<void>;
}

export async function startSmtpTestServer(options: { port?: number } = {}): Promise<SmtpTestServer> {
  const refusals = new Map<string, number[]>();
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    // Plain SMTP on loopback: no STARTTLS offered, no sign-in asked.
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      const code = refusals.get(address.address.toLowerCase())?.shift();
      if (!code) return callback();
      const error = Object.assign(
        new Error(code === 550 ? "5.1.1 Mailbox does not exist" : "4.2.1 Mailbox busy, try later"),
        { responseCode: code },
      );
      callback(error);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: mail.subject ?? "",
            text: mail.text ?? "",
            messageId: mail.messageId ?? "",
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((done) => smtp.listen(options.port ?? 0, "127.0.0.1", done));
  const port = (smtp.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse(address, code) {
      const key = address.toLowerCase();
      refusals.set(key, [...(refusals.get(key) ?? []), code]);
    },
    close: () => new Promise((done) => smtp.close(() => done())),
  };
}
