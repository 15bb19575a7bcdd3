import mermaid from 'mermaid';
import { describe, expect, it } from 'vitest';
import { machineCatalogue } from '../../statecharts/machine-catalogue.ts';
import { kioskMachine } from './kiosk.machine.testing.ts';
import { outlineMachine } from './machine-outline.ts';
import { mermaidStateId, toMermaid } from './mermaid-statechart.ts';

describe('machine → Mermaid stateDiagram-v2', () => {
  it('draws states, nesting, parallel regions, finals, invokes, delays and guards', () => {
    expect(toMermaid(kioskMachine)).toBe(`stateDiagram-v2
  direction TB
  [*] --> kiosk_idle
  state "idle" as kiosk_idle
  kiosk_idle : entry / beep
  kiosk_idle : coin.insert / addCoin
  kiosk_idle : button.press [not(hasCredit)] / beep
  state "sleeping" as kiosk_sleeping
  state "vending" as kiosk_vending
  state kiosk_vending {
    state "motor" as kiosk_vending_motor
    state kiosk_vending_motor {
      [*] --> kiosk_vending_motor_running
      state "running" as kiosk_vending_motor_running
      kiosk_vending_motor_running : invoke dispense (as dispenseItem)
      state "stopped" as kiosk_vending_motor_stopped
      kiosk_vending_motor_stopped --> [*]
    }
    --
    state "light" as kiosk_vending_light
    state kiosk_vending_light {
      [*] --> kiosk_vending_light_on
      state "on" as kiosk_vending_light_on
      state "off" as kiosk_vending_light_off
      kiosk_vending_light_off --> [*]
    }
  }
  state "checking" as kiosk_checking
  state "service" as kiosk_service
  kiosk_service --> [*]
  note right of kiosk_idle
    in any state:
    kiosk.reset → idle
  end note
  kiosk_idle --> kiosk_vending : button.press [hasCredit]
  kiosk_idle --> kiosk_sleeping : after idleTimeout (30 s)
  kiosk_sleeping --> kiosk_idle : coin.insert
  kiosk_vending --> kiosk_checking : done
  kiosk_vending_motor_running --> kiosk_vending_motor_stopped : done dispenseItem
  kiosk_vending_light_on --> kiosk_vending_light_off : after 1500 ms
  kiosk_checking --> kiosk_service : always [and(hasCredit, isServiceMode)]
  kiosk_checking --> kiosk_idle : always
`);
  });

  it('lays out left to right when asked', () => {
    expect(toMermaid(kioskMachine, { direction: 'LR' }).split('\n')[1]).toBe('  direction LR');
  });

  // What the viewer and docs/statecharts.md draw for the app's own machines.
  describe.each(machineCatalogue.map((entry) => [entry.title, entry] as const))(
    '%s',
    (_, entry) => {
      const text = toMermaid(entry.machine, { direction: entry.direction });
      const outline = outlineMachine(entry.machine);

      it('is valid Mermaid', async () => {
        await expect(mermaid.parse(text)).resolves.toMatchObject({ diagramType: 'stateDiagram' });
      });

      it('declares every state and shows every transition', () => {
        for (const state of outline.states) {
          expect(text).toContain(`state "${state.key}" as ${mermaidStateId(state.id)}`);
        }
        const literal = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        for (const transition of outline.transitions) {
          const source = mermaidStateId(transition.sourceId);
          const label = literal(
            transition.guard ? `${transition.trigger} [${transition.guard}]` : transition.trigger,
          );
          // An arrow to each target, or a line inside the state (or its note).
          const arrows = transition.targetIds.map(
            (target) =>
              new RegExp(
                `^  ${source} --> ${mermaidStateId(target)} : (.*<br/>)?${label}(<br/>|$)`,
                'm',
              ),
          );
          const inside = new RegExp(`^ +(${source} : )?${label}( / [^\n]+)?( → [^\n]+)?$`, 'm');
          const drawn =
            (arrows.length > 0 && arrows.every((arrow) => arrow.test(text))) || inside.test(text);
          expect(drawn, transition.key).toBe(true);
        }
      });
    },
  );
});
