// How long the shop's calls and the scripts the library loads may take: the spec's limits (section 9), in
// a module of their own so the script runner reads them without the network layer.

/** Milliseconds until a call (or a script's load) fails with kind 'timeout'. */
export const TIMEOUTS = { projector: 18000, pageLoad: 16000, module: 5000, default: 10000 } as const;
