// The smoke suite (smoke.mjs) in WebKit (WebKitGTK's MiniBrowser).
import { webkit } from './drivers.mjs';
import { smoke } from './smoke.mjs';

smoke(webkit);
