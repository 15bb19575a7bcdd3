import { useApolloClient } from '@apollo/client/react';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { keyBursts, TYPED_BARCODE } from './key-bursts.ts';
import { ItemByBarcodeDocument, type ItemByBarcodeQuery } from './scanner.generated.ts';

export type ScannedItem = ItemByBarcodeQuery['inventoryItems'][number];

/** What the last scan did, said under the item search. */
export type ScanNotice = { kind: 'added' | 'problem'; text: string };

/** Text fields keep every key typed into them; only the item search reads scans (below). */
const isTextEntry = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    (target instanceof HTMLInputElement &&
      !['button', 'checkbox', 'radio', 'submit', 'reset'].includes(target.type)));

/**
 * A keyboard-wedge scanner (and the camera) at a sale's item search: the New Order cart and the
 * Create Invoice dialog. Where scans are read: the item search box itself, which the cashier
 * already types in and which has the focus when the screen opens, so a scan there needs no
 * extra field; Enter after a fast burst (key-bursts.ts), or after only digits typed by hand,
 * looks the code up instead of searching names. Keys typed at a person's pace are left alone,
 * and so is every other text field: a burst with the focus on one of them (a quantity, a note)
 * stays what it typed there. With the focus on no text field (after a click on Add or on the
 * page), a burst ending in Enter is read as a scan too, so the cashier need not click back into
 * the search between scans. The item found goes to `onItem`; an unknown code changes nothing
 * and says so.
 */
export function useBarcodeScanner({
  onItem,
  enabled = true,
}: {
  /** The item the code names, to add (or one more of it); a text answered to say instead. */
  onItem: (item: ScannedItem) => string | undefined;
  enabled?: boolean;
}) {
  const client = useApolloClient();
  const [notice, setNotice] = useState<ScanNotice | null>(null);
  const [fieldKeys] = useState(() => keyBursts());
  const latestOnItem = useRef(onItem);
  useEffect(() => {
    latestOnItem.current = onItem;
  });

  /** Looks a code up and hands its item over; a code no item has changes nothing. */
  const scan = useCallback(
    async (code: string) => {
      let item: ScannedItem | undefined;
      try {
        const { data } = await client.query({
          query: ItemByBarcodeDocument,
          variables: { barcode: code },
          // Stock moves at other tills: a scan asks the server.
          fetchPolicy: 'network-only',
        });
        item = data?.inventoryItems[0];
      } catch {
        setNotice({
          kind: 'problem',
          text: `Could not look up barcode ${code}. Check the connection and scan again.`,
        });
        return;
      }
      if (!item) {
        setNotice({ kind: 'problem', text: `No item has barcode ${code}` });
        return;
      }
      const refusal = latestOnItem.current(item);
      setNotice(
        refusal
          ? { kind: 'problem', text: refusal }
          : { kind: 'added', text: `Added ${item.name}` },
      );
    },
    [client],
  );

  useEffect(() => {
    if (!enabled) return;
    const keys = keyBursts();
    function onKeyDown(event: globalThis.KeyboardEvent) {
      if (isTextEntry(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key !== 'Enter') return keys.key(event.key);
      const code = keys.enter();
      if (code === null) return;
      // The Enter would otherwise press the button that has the focus.
      event.preventDefault();
      void scan(code);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled, scan]);

  return {
    notice,
    scan,
    /**
     * The item search's keydown: true when its Enter was a scan (the caller then empties the
     * search); false for every other key, which goes on as typed.
     */
    searchKeyDown(event: KeyboardEvent<HTMLInputElement>): boolean {
      if (event.key !== 'Enter') {
        fieldKeys.key(event.key);
        return false;
      }
      const burst = fieldKeys.enter();
      const typed = event.currentTarget.value.trim();
      // Digits alone are a code whether scanned or typed, and the whole of them is: a scanner
      // that paused mid-code (a busy phone) left only its last keys in the burst.
      const code = TYPED_BARCODE.test(typed) ? typed : burst;
      if (code === null) return false;
      // Not the form's submit, nor the search list's choice.
      event.preventDefault();
      void scan(code);
      return true;
    },
  };
}

export type BarcodeScanner = ReturnType<typeof useBarcodeScanner>;
