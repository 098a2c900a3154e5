// The fault matrix of the account and checkout calls, and the matrix's own completeness checks: see e2e/fault-matrix.ts.
import { faultMatrixFor } from './fault-matrix';

faultMatrixFor('account');
