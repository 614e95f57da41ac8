/**
 * The compact encodings index the rules' own tables (ActionSchema's enums, LOG_KINDS), so a
 * client must come from the same build as the server. PROTOCOL_VERSION fingerprints those
 * tables, the message types both ways and the transport's line and close codes; the server sends it in `seat`, and a client
 * that differs asks to be reloaded.
 */
import { ACTION_CODECS } from './legal-menu';
import { CLOSE_REPLACED, JOIN_REFUSALS, TRANSPORT_LINE } from './rooms';
import { CLIENT_MESSAGES } from './client-messages';
import { SERVER_MESSAGES } from './server-messages';
import { LOG_KINDS } from '@stronghold/rules';

/** FNV-1a, 32 bits, as 8 hex digits. */
function fingerprint(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

export const PROTOCOL_VERSION: string = fingerprint(
  JSON.stringify([ACTION_CODECS, LOG_KINDS, CLIENT_MESSAGES, SERVER_MESSAGES, TRANSPORT_LINE, CLOSE_REPLACED, JOIN_REFUSALS]),
);
