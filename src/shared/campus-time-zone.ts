/**
 * The campus is in Łódź: times told to people (SOS alerts) and days of a date-only window (a button
 * shown until its end date) are read in its zone, whatever the server's own zone is.
 */
export const campusTimeZone = "Europe/Warsaw";
