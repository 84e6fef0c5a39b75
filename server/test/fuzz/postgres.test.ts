import { DRIVERS } from '../helpers.ts';
import { fuzzOn } from './fuzz-on.ts';

// On the PostgreSQL server when DATABASE_URL names one, as every suite.
if (DRIVERS.includes('postgres')) fuzzOn('postgres');
