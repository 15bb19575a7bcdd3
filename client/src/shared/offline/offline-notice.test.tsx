import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { asOf, OfflineNotice } from './offline-notice.tsx';
import { offlineStatus } from './offline-status.ts';

const at = (iso: string) => Date.parse(iso);

function noticeAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <OfflineNotice />
    </MemoryRouter>,
  );
}

describe('the offline notice', () => {
  afterEach(() => act(() => offlineStatus.reachedServer()));

  it('says the time alone for data kept today, and the day too for an earlier one (Nairobi)', () => {
    const now = at('2026-12-07T15:00:00Z');
    expect(asOf(at('2026-12-07T11:32:00Z'), now)).toBe('14:32');
    // 23:10 on the 6th in Nairobi is the day before, though the same UTC day as `now`.
    expect(asOf(at('2026-12-06T20:10:00Z'), now)).toBe('06/12/2026 23:10');
  });

  it("names the screen's own kept data and its age, and nothing while online", () => {
    noticeAt('/inventory');
    expect(screen.queryByRole('status')).toBeNull();
    act(() => {
      offlineStatus.servedFromDevice('InventoryList', at('2020-01-02T11:32:00Z'));
      offlineStatus.servedFromDevice('CustomersList', at('2020-01-02T11:40:00Z'));
      offlineStatus.servedFromDevice('CurrentUser', at('2020-01-02T11:40:00Z'));
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Offline — showing items as of 02\/01\/2020 14:32\.$/,
    );
  });

  it('says a screen whose data is not kept needs the server', () => {
    noticeAt('/reports');
    act(() => offlineStatus.unreachable());
    expect(screen.getByRole('status')).toHaveTextContent(
      'Offline — this screen needs the server. Items and customers you have seen are still here.',
    );
  });
});
