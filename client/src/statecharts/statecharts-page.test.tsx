import { render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  inspectionChannelName,
  type StatechartMessage,
} from '../shared/statecharts/inspection-relay.ts';
import { StatechartsPage } from './statecharts-page.tsx';

// A browser far from Kenya (Lima: UTC−5 all year), so a time shown in the browser's own zone
// cannot pass for the shop's.
const browserZone = vi.hoisted(() => {
  const before = process.env.TZ;
  process.env.TZ = 'America/Lima';
  return before;
});
afterAll(() => {
  if (browserZone === undefined) delete process.env.TZ;
  else process.env.TZ = browserZone;
});

describe('Statecharts page', () => {
  it('shows when a machine last moved in the shop’s time (Nairobi), not the browser’s', async () => {
    expect(new Date(Date.UTC(2026, 2, 7, 9, 5, 7)).getHours()).toBe(4);
    render(<StatechartsPage />);
    const app = new BroadcastChannel(inspectionChannelName);
    app.postMessage({
      type: 'snapshot',
      tabId: 'tab-1',
      sessionId: 'session-1',
      machineId: 'auth',
      value: 'idle',
      status: 'active',
      event: 'xstate.init',
      // 09:05:07 UTC is 12:05:07 in Nairobi (UTC+3).
      at: Date.UTC(2026, 2, 7, 9, 5, 7),
    } satisfies StatechartMessage);
    const auth = screen.getByRole('region', { name: 'Auth' });
    await waitFor(() => expect(within(auth).getByText(/^Now in/)).toBeInTheDocument());
    expect(within(auth).getByText(/^Now in/)).toHaveTextContent(
      'Now in idle after xstate.init at 12:05:07',
    );
    app.close();
  });
});
