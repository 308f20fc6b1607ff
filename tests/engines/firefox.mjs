// The smoke suite (smoke.mjs) in Firefox ESR.
import { firefox } from './drivers.mjs';
import { smoke } from './smoke.mjs';

smoke(firefox);
