/**
 * E-mail through the SMTP server of SMTP_URL, by nodemailer. An SMTP reply in the 5xx range (no such
 * mailbox, refused) fails the delivery with the server's words; 4xx replies and a server that cannot
 * be reached are tried again. The Message-ID is the delivery's, the same at every attempt, so a mail
 * sent twice after a crash is one message to the mail systems that collapse duplicates.
 */
import nodemailer from "nodemailer";
import type { Outgoing, Sender, SendOutcome } from "../channel.ts";
import type { DeliveryConfig } from "../delivery-config.ts";

interface SmtpError {
  message?: string;
  code?: string;
  responseCode?: number;
  response?: string;
}

export function mailOutcome(error: SmtpError): SendOutcome {
  const words = error.response ?? error.message ?? "unknown";
  if (error.responseCode !== undefined && error.responseCode >= 500 && error.responseCode < 600)
    return { kind: "failed", reason: `SMTP ${words}` };
  return { kind: "retry", reason: `SMTP ${error.code ? `${error.code} ` : ""}${words}` };
}

/** <m12.d34@campus.example>: the domain of the sender's address. */
export function messageIdOf(row: Outgoing, from: string): string {
  const domain = from.match(/@([^\s>]+)/)?.[1] ?? "localhost";
  return `<m${row.messageId}.d${row.id}@${domain}>`;
}

export function createMailSender(
  { url, from }: NonNullable<DeliveryConfig["smtp"]>,
  timeoutMs: number,
): Sender {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    async send(row): Promise<SendOutcome> {
      try {
        const info = await transport.sendMail({
          from,
          to: row.recipient,
          subject: row.title,
          text: row.body,
          messageId: messageIdOf(row, from),
        });
        return { kind: "sent", providerId: info.response ?? info.messageId ?? null };
      } catch (error) {
        return mailOutcome(error as SmtpError);
      }
    },
    async close() {
      transport.close();
    },
  };
}
