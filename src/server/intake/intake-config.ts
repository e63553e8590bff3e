/**
 * The limits on the mobile app's writes (POST /api/mobile/*), read once at start
 * (docs/configuration.md): what one account or one address may make the server store and send. One
 * app account once sent 150 SOS reports in 6 s and registered 1,000 device tokens (issue 28).
 */
import { envInteger } from "../settings/env-integer.ts";

export interface IntakeConfig {
  /** SOS_MAX_PER_HOUR: an account's SOS reports in any hour; more are refused with 429 (2115) */
  sosPerHour: number;
  /** OPINIONS_MAX_PER_HOUR: an account's opinions in any hour; more are refused with 429 (6711) */
  opinionsPerHour: number;
  /** MOBILE_MAX_DEVICES: device tokens kept per account; one more drops the least recently registered */
  devicesPerAccount: number;
  /** MOBILE_MAX_PER_ADDRESS_PER_HOUR: the app's writes from one client address in any hour (429, 9018) */
  writesPerAddressPerHour: number;
  /**
   * ANONYMOUS_OPINIONS_MAX_PER_ADDRESS_PER_HOUR: opinions sent without a token from one client address
   * in any hour (429, 6712); they count against MOBILE_MAX_PER_ADDRESS_PER_HOUR too
   */
  anonymousOpinionsPerAddressPerHour: number;
}

export function readIntakeConfig(env: NodeJS.ProcessEnv): IntakeConfig {
  return {
    sosPerHour: envInteger(env, "SOS_MAX_PER_HOUR", 20),
    opinionsPerHour: envInteger(env, "OPINIONS_MAX_PER_HOUR", 20),
    devicesPerAccount: envInteger(env, "MOBILE_MAX_DEVICES", 10),
    // Generous: a campus network or a mobile operator's NAT shows many app users behind one address.
    writesPerAddressPerHour: envInteger(env, "MOBILE_MAX_PER_ADDRESS_PER_HOUR", 600),
    // Strict: nobody answers for these, and no account's limit stands behind the address's.
    anonymousOpinionsPerAddressPerHour: envInteger(env, "ANONYMOUS_OPINIONS_MAX_PER_ADDRESS_PER_HOUR", 5),
  };
}
