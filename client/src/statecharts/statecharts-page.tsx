import { useMemo, useState } from 'react';
import { formatTime } from '../shared/format/date.ts';
import { inspectionSettingKey } from '../shared/statecharts/inspection-relay.ts';
import { activeStates } from '../shared/statecharts/machine-outline.ts';
import { toMermaid } from '../shared/statecharts/mermaid-statechart.ts';
import { type CataloguedMachine, machineCatalogue } from './machine-catalogue.ts';
import { StatechartDiagram } from './statechart-diagram.tsx';
import { type LiveState, useLiveStates } from './use-live-states.ts';

function readSwitch(): boolean {
  try {
    return localStorage.getItem(inspectionSettingKey) === 'on';
  } catch {
    return false;
  }
}

/** The production switch: this browser's app tabs post their machines' states while it is on. */
function LiveInspectionPanel({ updates }: { updates: number }) {
  const development = import.meta.env.DEV;
  const [on, setOn] = useState(() => development || readSwitch());
  const toggle = (next: boolean) => {
    try {
      if (next) localStorage.setItem(inspectionSettingKey, 'on');
      else localStorage.removeItem(inspectionSettingKey);
      setOn(next);
    } catch {
      setOn(false);
    }
  };
  return (
    <section className="statecharts-live" aria-labelledby="live-inspection-title">
      <h2 id="live-inspection-title" className="statecharts-live__title">
        Live inspection
      </h2>
      <p>
        Use Ghala in another tab of this browser: the state each machine is in lights up here as you
        work. Only state names and event types are shared, never what is typed.
      </p>
      <label className="statecharts-live__switch">
        <input
          type="checkbox"
          checked={on}
          disabled={development}
          onChange={(event) => toggle(event.target.checked)}
        />
        Show the app’s states here (this browser only)
      </label>
      {development && <p className="statecharts-live__hint">Always on in a development build.</p>}
      <p className="statecharts-live__status" role="status">
        {!on
          ? 'Live inspection is off.'
          : updates === 0
            ? 'Waiting for the app in another tab…'
            : `${updates} ${updates === 1 ? 'machine is' : 'machines are'} reporting.`}
      </p>
    </section>
  );
}

function CurrentState({ live, leaves }: { live: LiveState | undefined; leaves: string[] }) {
  if (!live) {
    return <p className="statechart__now">Not running in an open tab of this browser yet.</p>;
  }
  const names = leaves.map((id) => id.split('.').slice(1).join(' › ')).join(' + ');
  return (
    <p className="statechart__now">
      Now in <strong className="statechart__state-name">{names || 'an unknown state'}</strong> after{' '}
      <code>{live.event}</code> at {formatTime(live.at)}
      {live.status !== 'active' ? ` (${live.status})` : ''}
    </p>
  );
}

function MachineSection({
  entry,
  live,
}: {
  entry: CataloguedMachine;
  live: LiveState | undefined;
}) {
  const { machine, title, exportName, source, purpose, direction } = entry;
  const diagram = useMemo(() => toMermaid(machine, { direction }), [machine, direction]);
  const active = useMemo(
    () => (live ? activeStates(machine, live.value) : { all: [], leaves: [] }),
    [machine, live],
  );
  return (
    <section className="statechart" id={machine.id} aria-labelledby={`${machine.id}-title`}>
      <header className="statechart__header">
        <h2 id={`${machine.id}-title`} className="statechart__title">
          {title}
        </h2>
        <p className="statechart__purpose">{purpose}</p>
        <p className="statechart__source">
          <code>{exportName}</code> in <code>{source}</code>
        </p>
        <div aria-live="polite">
          <CurrentState live={live} leaves={active.leaves} />
        </div>
      </header>
      <StatechartDiagram
        diagram={diagram}
        title={title}
        activeIds={active.all}
        currentIds={active.leaves}
      />
      <details className="statechart__source-text">
        <summary>Mermaid source</summary>
        <pre>{diagram}</pre>
      </details>
    </section>
  );
}

export function StatechartsPage() {
  const live = useLiveStates();
  return (
    <div className="statecharts-page">
      <header className="statecharts-bar">
        <a className="statecharts-bar__brand" href="/dashboard">
          Ghala
        </a>
        <span className="statecharts-bar__section">Statecharts</span>
      </header>
      <main className="statecharts-main">
        <div className="statecharts-intro">
          <h1>Statecharts</h1>
          <p>
            Every state machine of the app, drawn from its definition in the code. Arrows carry the
            event and, in brackets, the guard; <em>done</em> and <em>error</em> are the answers of
            an invoked request, <em>after</em> a delay, <em>always</em> a step taken as soon as its
            guard holds. Lines inside a state are what it invokes and the events it handles without
            leaving it.
          </p>
          <nav aria-label="Machines">
            <ul className="statecharts-intro__machines">
              {machineCatalogue.map(({ machine, title }) => (
                <li key={machine.id}>
                  <a href={`#${machine.id}`}>{title}</a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <LiveInspectionPanel updates={live.size} />
        {machineCatalogue.map((entry) => (
          <MachineSection key={entry.machine.id} entry={entry} live={live.get(entry.machine.id)} />
        ))}
      </main>
    </div>
  );
}
