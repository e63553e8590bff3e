/**
 * Delivery in the browser tests: a loopback FCM, SMTP server and SMS gateway
 * (delivery-fakes-server.ts) run beside the servers as one more web server of playwright.config.ts,
 * and both console servers deliver to them; a small control port tells the tests what arrived and
 * makes FCM refuse a device.
 */

/** the fakes' ports, beside the servers' (single sign-on's provider is on +50) */
export const deliveryPorts = (e2ePort: number) => ({
  fcm: e2ePort + 60,
  smtp: e2ePort + 61,
  sms: e2ePort + 62,
  control: e2ePort + 63,
});

/** where the fakes write the service account key the servers read */
export const fcmKeyFile = (e2ePort: number) => `.tmp/e2e-fcm-key-${e2ePort}.json`;

export const smsToken = "e2e-sms-token";

/** the delivery settings of a console server at `serverPort` */
export function deliveryEnv(e2ePort: number, serverPort: number): Record<string, string> {
  const ports = deliveryPorts(e2ePort);
  return {
    FCM_CREDENTIALS: fcmKeyFile(e2ePort),
    FCM_ENDPOINT: `http://127.0.0.1:${ports.fcm}`,
    SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
    MAIL_FROM: "Kampus UMED <kampus@umed.example>",
    SMS_URL: `http://127.0.0.1:${ports.sms}/sms.do`,
    SMS_TOKEN: smsToken,
    PUBLIC_URL: `http://127.0.0.1:${serverPort}`,
    DELIVERY_POLL_MS: "200",
  };
}
