import { runSimulator } from '../run-simulator.ts';
import { startKraSimulator } from './kra-simulator.ts';

// `npm run kra-sim`: the KRA OSCU simulator on KRA_SIM_PORT (4790) of KRA_SIM_HOST (127.0.0.1),
// accepting any well-formed device, until Ctrl-C.
await runSimulator({
  name: 'KRA',
  variables: 'KRA_SIM',
  defaultPort: 4790,
  async start(address) {
    const simulator = await startKraSimulator(address);
    return {
      close: simulator.close,
      introduction: [
        `KRA OSCU simulator listening on ${simulator.url}`,
        `Controls: POST ${simulator.origin}/__control/faults {"fault":"timeout-after-save"|"910"|"994"|"down"}, ` +
          `DELETE ${simulator.origin}/__control/faults, GET ${simulator.origin}/__control/saves`,
      ],
    };
  },
});
