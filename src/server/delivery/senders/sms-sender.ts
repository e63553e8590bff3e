/**
 * SMS through an HTTP gateway speaking SMSAPI.pl's sms.do (SMS_URL, e.g. https://api.smsapi.pl/sms.do,
 * with the API token of SMS_TOKEN as a bearer token): one form-encoded POST per number. idx is the
 * delivery's id and check_idx=1 asks the gateway to refuse it a second time, so a delivery sent again
 * after a crash does not reach the phone twice.
 */
import type { Sender, SendOutcome } from "../channel.ts";
import type { DeliveryConfig } from "../delivery-config.ts";
import { smsOutcome } from "./smsapi-answer.ts";

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** +48 42 555 01 10 -> 48425550110: the gateway wants digits with the country code. */
export const gatewayNumber = (phone: string) => phone.replace(/\D/g, "").replace(/^00/, "");

export function createSmsSender(
  { url, token }: NonNullable<DeliveryConfig["sms"]>,
  timeoutMs: number,
): Sender {
  return {
    async send(row): Promise<SendOutcome> {
      const idx = `d${row.id}`;
      let response: Response;
      try {
        response = await fetch(url, {
          method: "POST",
          headers: {
            authorization: `Bearer ${token}`,
            "content-type": "application/x-www-form-urlencoded",
          },
          body: new URLSearchParams({
            to: gatewayNumber(row.recipient),
            message: row.body,
            format: "json",
            encoding: "utf-8",
            idx,
            check_idx: "1",
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        return { kind: "retry", reason: `SMS gateway not reached: ${reasonOf(error)}` };
      }
      const body = await response.json().catch(() => null);
      return smsOutcome(response.status, body, response.headers.get("retry-after"), idx);
    },
  };
}
