/**
 * A keyboard wedge's burst: its keys and the Enter sent to whatever has the focus, one after the
 * other as fast as the page takes them, as a scanner types. Sent in one go rather than through
 * user-event, whose pauses between keys grow on a busy machine until they read as a person's
 * typing (shared/scanner/key-bursts.ts). Call it inside `act`.
 */
export function wedgeBurst(code: string) {
  const target = document.activeElement ?? document.body;
  for (const key of [...code, 'Enter']) {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    target.dispatchEvent(new KeyboardEvent('keyup', { key, bubbles: true, cancelable: true }));
  }
}
