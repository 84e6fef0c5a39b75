import { fuzzOn } from './fuzz-on.ts';

fuzzOn('pglite');
