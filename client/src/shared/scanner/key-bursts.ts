/**
 * Telling a keyboard-wedge scanner from a person at the same keyboard. A wedge "types" the code
 * a key every few milliseconds and presses Enter; a person's keys come 100 ms or more apart, and
 * hardly ever four in a row under 50 ms. So a run of at least four code characters, each within
 * `SCAN_KEY_GAP_MS` of the one before, ending in an Enter as fast, is a scan.
 */

/** What a barcode may hold: as the API's rule (inventory/item-barcode.ts). */
export const BARCODE_PATTERN = /^[0-9A-Za-z\-./+]{1,48}$/;

export const SCAN_KEY_GAP_MS = 50;
export const MIN_SCAN_LENGTH = 4;

/**
 * A barcode typed by hand into the item search and sent with Enter: only digits, six or more
 * (an EAN-8 at the shortest that shops stock); no item's name is that. A cashier reading the
 * digits off a label the scanner will not take expects Enter to find the item, as a scan would.
 */
export const TYPED_BARCODE = /^\d{6,48}$/;

const isCodeCharacter = (key: string) => key.length === 1 && /[0-9A-Za-z\-./+]/.test(key);

/** Follows keys as they come; `enter()` answers the code when the keys before were a scan. */
export function keyBursts(now: () => number = () => performance.now()) {
  let run = '';
  let lastAt = Number.NEGATIVE_INFINITY;
  return {
    /** A key pressed (`KeyboardEvent.key`). */
    key(key: string): void {
      const at = now();
      const fast = at - lastAt <= SCAN_KEY_GAP_MS;
      lastAt = at;
      if (!isCodeCharacter(key)) {
        run = '';
        return;
      }
      run = fast ? run + key : key;
    },
    /** Enter pressed: the scanned code, or null when the keys before were a person's. */
    enter(): string | null {
      const fast = now() - lastAt <= SCAN_KEY_GAP_MS;
      const code = run;
      run = '';
      lastAt = Number.NEGATIVE_INFINITY;
      return fast && code.length >= MIN_SCAN_LENGTH && BARCODE_PATTERN.test(code) ? code : null;
    },
  };
}

export type KeyBursts = ReturnType<typeof keyBursts>;
