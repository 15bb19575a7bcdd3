import { useState } from 'react';
import type { AppUpdate } from './app-update.ts';
import './app-update-prompt.css';

/**
 * A new version of the app is installed and waits (app-update.ts): the screen in use stays as
 * it is until the user chooses to reload, so nothing half-typed is lost to an update.
 */
export function AppUpdatePrompt({ update }: { update: AppUpdate }) {
  const [reloading, setReloading] = useState(false);
  return (
    <div className="app-update banner banner--info no-print" role="status">
      <span>A new version of Ghala is ready.</span>
      <button
        className="button button--primary button--small"
        type="button"
        disabled={reloading}
        onClick={() => {
          setReloading(true);
          void update.apply();
        }}
      >
        Reload
      </button>
    </div>
  );
}
