// Upper bounds on what the public may write (leads, report downloads, event sign-ups). SPEC sets none beyond
// input types; these stop a visitor from filling the database with megabyte strings. firestore.rules repeats
// the same numbers, so change both together.
export const PUBLIC_TEXT_MAX = {
  name: 120,
  // RFC 5321 path limit.
  email: 254,
  company: 120,
  position: 120,
  phone: 40,
  report_title: 300,
  // Firestore auto-ids are 20 characters; the margin allows hand-made seed ids.
  id: 128,
} as const;

/**
 * Hours from UTC to the audience's calendar (America/Sao_Paulo, without daylight saving since 2019). Sign-ups
 * close when an event's day has passed there; firestore.rules cannot read time zones, so it uses this offset.
 */
export const AUDIENCE_UTC_OFFSET_HOURS = -3;
