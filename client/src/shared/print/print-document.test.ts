import { afterEach, describe, expect, it, vi } from 'vitest';
import { printOnRoll } from './print-document.ts';

const rollRules = () => document.head.querySelectorAll('style[data-roll-page]');

describe('printOnRoll', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('prints under the title on a page as long as asked, and takes both back once the dialog closes', () => {
    document.title = 'Shift · Ghala';
    const seen: { title: string; rule: string | null | undefined }[] = [];
    vi.spyOn(window, 'print').mockImplementation(() => {
      seen.push({ title: document.title, rule: rollRules()[0]?.textContent });
    });
    const afterPrint = vi.fn();

    printOnRoll('Z report', { heightMm: 120, marginMm: 3 }, afterPrint);

    expect(seen).toEqual([
      { title: 'Z report', rule: '@media print { @page { size: 80mm 120mm; margin: 3mm; } }' },
    ]);
    expect(afterPrint).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('afterprint'));
    expect(rollRules()).toHaveLength(0);
    expect(document.title).toBe('Shift · Ghala');
    expect(afterPrint).toHaveBeenCalledOnce();
  });

  it('takes the page back at once when printing fails', () => {
    vi.spyOn(window, 'print').mockImplementation(() => {
      throw new Error('no printer');
    });
    const afterPrint = vi.fn();

    expect(() => printOnRoll('Receipt', { heightMm: 90, marginMm: 0 }, afterPrint)).toThrow(
      'no printer',
    );
    expect(rollRules()).toHaveLength(0);
    expect(afterPrint).toHaveBeenCalledOnce();
  });
});
