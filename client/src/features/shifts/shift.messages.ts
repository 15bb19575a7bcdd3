import { classifyRequestFailure, serverMessage } from '../../shared/graphql/request-failure.ts';

/** The shift screen's words. */
export const shiftWords = {
  floatUnreadable: 'Enter the opening float in KSh, e.g. 2000.',
  amountUnreadable: 'Enter an amount in KSh more than 0.',
  reasonBlank: 'Say why the cash moved.',
  countUnreadable: 'Enter the cash counted in KSh, e.g. 3480.50.',
  network: 'Could not reach Ghala. Check the connection and try again.',
  server: 'Something went wrong on the server. Try again.',
  /** A refusal in the server's words, or the general words when it gave none. */
  failure(caught: unknown): string {
    const failure = classifyRequestFailure(caught);
    if (failure.kind === 'network') return shiftWords.network;
    return serverMessage(caught) ?? shiftWords.server;
  },
} as const;
