// The fault matrix, shard 1 of FAULT_SHARDS (its calls dealt round-robin): see e2e/fault-matrix.ts.
import { faultMatrixShard } from './fault-matrix';

faultMatrixShard(1);
