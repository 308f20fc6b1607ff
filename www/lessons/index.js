// The course: parts in teaching order, each a list of lessons. Each lesson is one data file (see take3.js for the
// shape): scenes of text in both languages, each with the explorer state it shows, the questions it asks (judged by
// the core), the position it ends on in play, the exercise after it, the contest problems it prepares for, and the
// lessons it needs first (`requires`).
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
import lasker from './lasker.js';
import antiSg from './anti-sg.js';
import misereSum from './misere-sum.js';
import misereTame from './misere-tame.js';
import misere075 from './misere-075.js';
import misereKayles from './misere-kayles.js';
import coins from './coins.js';
import hackenbush from './hackenbush.js';
import simpleNim from './simple-nim.js';
import everySg from './every-sg.js';
import loopy from './loopy.js';
import geography from './geography.js';
import bzoj2463 from './bzoj2463.js';
import jsoi2009 from './jsoi2009.js';
import noi2011 from './noi2011.js';

export const COURSE = [
  { title: { en: 'States and mex', zh: '状态与 mex' }, lessons: [take3, takeAny] },
  { title: { en: 'SG tables and 打表 (printing a table)', zh: 'SG 表与打表' }, lessons: [bash4, memo] },
  { title: { en: 'Sums and XOR', zh: '游戏的和与异或' }, lessons: [sumValues] },
  { title: { en: 'Nim and its theorem', zh: 'Nim 与 Nim 定理' }, lessons: [nimTheorem, nim142139, nim5581121, nim294558] },
  { title: { en: 'Contest problems', zh: '竞赛题' }, lessons: [hdu1524, snim, hdu1850] },
  { title: { en: 'Variants', zh: '变形' }, lessons: [misere, staircase, boxes, stoned, thanos, gambling] },
  { title: { en: 'After the notes', zh: '笔记之后' }, lessons: [antiSg, misereSum, misereTame, misere075, misereKayles, coins, hackenbush, simpleNim, everySg, loopy, geography, bzoj2463, jsoi2009, noi2011] },
  { title: { en: 'Your own game', zh: '自己的游戏' }, lessons: [lasker] },
];

/** Every lesson in course order. */
export const LESSONS = COURSE.flatMap((part) => part.lessons);
