// The fault matrix of the header's, the zones' and the partial loads' calls: see e2e/fault-matrix.ts.
import { faultMatrixFor } from './fault-matrix';

faultMatrixFor('header');
