/**
 * The group commit of accepted step emails (docs/architecture.md "Sequences engine"): at most this many
 * wait unrecorded (the sending lanes hold back meanwhile), none longer than RECORD_FLUSH_MS. A kill -9
 * repeats at most RECORD_GROUP_MAX + CAMPAIGN_SMTP_CONNECTIONS emails (those accepted while the lanes were
 * let through), each under its own Message-ID.
 */
export const RECORD_GROUP_MAX = 32;
export const RECORD_FLUSH_MS = 20;
