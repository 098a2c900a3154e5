// The fault matrix, shard 2 of FAULT_SHARDS (its calls dealt round-robin): see e2e/fault-matrix.ts.
import { faultMatrixShard } from './fault-matrix';

faultMatrixShard(2);
