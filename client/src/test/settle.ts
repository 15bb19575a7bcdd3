/**
 * One turn of the event loop: lets the promise reactions and actor transitions already queued
 * run (an invoked promise settling, a machine's next state) before a test reads the result. It
 * waits for no time, only for what is already due.
 */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
