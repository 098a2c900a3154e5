// The accessibility sweep, shard 1 of SWEEP_SHARDS (its pages dealt round-robin): see e2e/a11y-sweep.ts.
import { sweepShard } from './a11y-sweep';

sweepShard(1);
