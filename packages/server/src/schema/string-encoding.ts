/**
 * Work-around for a @colyseus/schema encoder bug (3.0.x, colyseus/schema issue #216): a string of
 * exactly 255 UTF-8 bytes is written as `str8` with length byte `255 % 255 = 0`. The decoder then
 * reads an empty string and parses the 255 bytes of text as operations: "field not defined at
 * index N ... definition mismatch" warnings and a corrupted client state (seen with `promptsJson`
 * of the Library exchange prompt, whose `[` = 0x5b reads as "DELETE field 27").
 *
 * The schema encoder looks its primitive encoders up in the exported `encode` table at run time,
 * so replacing `encode.string` fixes every string field of every room of this process. The fix
 * installs itself only when the library still has the bug (checked by encoding a 255-byte
 * string), and defers to the library's own function for every other length. The decoder side is
 * correct (`0xd9 <uint8 length>`), so clients need no change.
 * Installed by `installLibraryPatches()` (library-patches.ts), called from `startServer`.
 */
import { encode } from '@colyseus/schema';

type StringEncoder = (bytes: Buffer | Uint8Array | number[], value: string, it: { offset: number }) => number;

const table = encode as unknown as {
  string: StringEncoder;
  utf8Write: (bytes: Buffer | Uint8Array | number[], value: string, it: { offset: number }) => void;
};

/** True when the library writes a 255-byte string with a wrong length byte. */
export function libraryHas255Bug(encoder: StringEncoder = table.string): boolean {
  const buf = Buffer.alloc(300);
  encoder(buf, 'x'.repeat(255), { offset: 0 });
  return !(buf[0] === 0xd9 && buf[1] === 255);
}

/**
 * Replaces the library's string encoder while it has the bug. Idempotent: once replaced, the
 * check finds no bug and nothing more is done. Returns whether a fix was installed by this call.
 */
export function installStringEncodingFix(): boolean {
  if (!libraryHas255Bug()) return false;
  const original = table.string;
  const fixed: StringEncoder = (bytes, value, it) => {
    const s = value || '';
    const length = Buffer.byteLength(s, 'utf8');
    if (length !== 255) return original(bytes, s, it);
    bytes[it.offset++] = 0xd9;
    bytes[it.offset++] = 255;
    table.utf8Write(bytes, s, it);
    return 2 + length;
  };
  table.string = fixed;
  return true;
}
