import { runSimulator } from '../run-simulator.ts';
import { CONTROL_SUMMARY } from './control-routes.ts';
import { startMpesaSimulator } from './mpesa-simulator.ts';

// `npm run mpesa-sim`: the Daraja (M-Pesa) simulator on MPESA_SIM_PORT (4792) of MPESA_SIM_HOST
// (127.0.0.1), giving a token to any consumer key and secret, until Ctrl-C.
await runSimulator({
  name: 'M-Pesa',
  variables: 'MPESA_SIM',
  defaultPort: 4792,
  async start(address) {
    const simulator = await startMpesaSimulator(address);
    return {
      close: simulator.close,
      introduction: [
        `Daraja (M-Pesa) simulator listening on ${simulator.url}`,
        'Sandbox shortcode 174379 checks its published passkey; other shortcodes take any Password.',
        `Controls (JSON) on ${simulator.url}:\n  ${CONTROL_SUMMARY.join('\n  ')}`,
      ],
    };
  },
});
