// The lessons, in the order the lesson page lists them. Each lesson is one data file (see take3.js for the shape):
// scenes of text in both languages, each with the explorer state it shows, and the position it ends on in play.
import take3 from './take3.js';
import hdu1524 from './hdu1524.js';
import snim from './snim.js';
import takeAny from './take-any.js';
import bash4 from './bash4.js';
import memo from './memo.js';
import nim142139 from './nim-14-21-39.js';
import nim5581121 from './nim-55-81-121.js';
import nim294558 from './nim-29-45-58.js';
import hdu1850 from './hdu1850.js';
import nimTheorem from './nim-theorem.js';
import sumValues from './sum-values.js';
import misere from './misere.js';
import staircase from './staircase.js';
import boxes from './boxes.js';
import gambling from './gambling.js';
import stoned from './stoned.js';
import thanos from './thanos.js';

export const LESSONS = [
  take3,
  hdu1524,
  snim,
  takeAny,
  bash4,
  memo,
  nim142139,
  nim5581121,
  nim294558,
  hdu1850,
  nimTheorem,
  sumValues,
  misere,
  staircase,
  boxes,
  gambling,
  stoned,
  thanos,
];
