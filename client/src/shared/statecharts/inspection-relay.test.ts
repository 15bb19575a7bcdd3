import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type InspectionEvent } from 'xstate';
import { authMachine, type Credentials } from '../../features/auth/auth.machine.ts';
import {
  createInspectionRelay,
  inspectionChannelName,
  type StatechartMessage,
} from './inspection-relay.ts';

/** A viewer tab: a second BroadcastChannel on the same name, recording what arrives. */
function openViewer() {
  const channel = new BroadcastChannel(inspectionChannelName);
  const received: StatechartMessage[] = [];
  channel.addEventListener('message', (event) => received.push(event.data));
  return { channel, received };
}

/** Waits until `count` messages have reached the viewer (BroadcastChannel is asynchronous). */
const delivered = (received: StatechartMessage[], count: number) =>
  vi.waitFor(() => expect(received.length).toBeGreaterThanOrEqual(count));

describe('inspection relay', () => {
  const cleanups: Array<() => void> = [];
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  });

  function setUp(initiallyEnabled: boolean) {
    let enabled = initiallyEnabled;
    const viewer = openViewer();
    const relay = createInspectionRelay({
      enabled: () => enabled,
      openChannel: () => new BroadcastChannel(inspectionChannelName),
      tabId: 'tab-1',
      now: () => 1_700_000_000_000,
    });
    // The login request stays in flight, so the machine rests in submitting.
    const machine = authMachine.provide({
      actors: { logIn: fromPromise<string, Credentials>(() => new Promise<string>(() => {})) },
    });
    const actor = createActor(machine, { input: { mode: 'login' }, inspect: relay.inspect });
    cleanups.push(() => {
      actor.stop();
      relay.close();
      viewer.channel.close();
    });
    return { viewer, relay, actor, enable: () => (enabled = true) };
  }

  it('posts the state value and the event type, never the context or the event payload', async () => {
    const { viewer, actor } = setUp(true);
    actor.start();
    actor.send({ type: 'field.change', field: 'password', value: 'hunter2-secret' });
    actor.send({ type: 'form.submit' });
    await delivered(viewer.received, 3);
    expect(viewer.received).toEqual([
      expect.objectContaining({ machineId: 'auth', value: 'idle', event: 'xstate.init' }),
      expect.objectContaining({ value: 'idle', event: 'field.change' }),
      {
        type: 'snapshot',
        tabId: 'tab-1',
        sessionId: actor.sessionId,
        machineId: 'auth',
        value: { submitting: 'loggingIn' },
        status: 'active',
        event: 'form.submit',
        at: 1_700_000_000_000,
      },
    ]);
    expect(JSON.stringify(viewer.received)).not.toContain('hunter2-secret');
  });

  it('posts nothing while off, yet answers a viewer with the latest state once switched on', async () => {
    const { viewer, relay, actor, enable } = setUp(false);
    actor.start();
    actor.send({ type: 'form.submit' });

    // One channel delivers in order: had anything been posted while off, it would arrive
    // before what is republished once on.
    enable();
    relay.republish();
    await delivered(viewer.received, 1);
    expect(viewer.received).toEqual([
      expect.objectContaining({ machineId: 'auth', value: { submitting: 'loggingIn' } }),
    ]);

    // A viewer opened later says hello and hears where each machine is now.
    const late = openViewer();
    cleanups.push(() => late.channel.close());
    late.channel.postMessage({ type: 'hello' } satisfies StatechartMessage);
    await delivered(late.received, 1);
    expect(late.received).toEqual([
      expect.objectContaining({ machineId: 'auth', value: { submitting: 'loggingIn' } }),
    ]);
  });

  it('lets in-process listeners hear every inspection event, whatever the switch says', () => {
    const { relay, actor } = setUp(false);
    const heard: string[] = [];
    const stop = relay.listen((event: InspectionEvent) => {
      heard.push(event.type === '@xstate.event' ? `event ${event.event.type}` : event.type);
    });
    actor.start();
    actor.send({ type: 'form.submit' });
    stop();
    actor.send({ type: 'field.change', field: 'email', value: 'a@b.co' });
    expect(heard).toContain('@xstate.snapshot');
    expect(heard).toContain('@xstate.microstep');
    expect(heard).toContain('event form.submit');
    expect(heard).not.toContain('event field.change');
  });
});
