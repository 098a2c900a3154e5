// The fault matrix of the basket's calls and the form post's refusal reasons: see e2e/fault-matrix.ts.
import { faultMatrixFor } from './fault-matrix';

faultMatrixFor('basket');
