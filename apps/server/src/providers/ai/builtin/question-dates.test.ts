import { foldAccents } from '@parley/shared';
import { describe, expect, it } from 'vitest';
import { datesIn } from './date-mentions.js';
import { questionDates } from './question-dates.js';

/** Asked on Sunday, November 29, 2026. */
const now = new Date('2026-11-29T15:00:00Z');
const read = (question: string) => questionDates(foldAccents(question).toLowerCase(), now);

describe('the dates a question gives (issue 35)', () => {
  it('reads a date however it is written, the year the latest one that fits', () => {
    const iso = (text: string) => datesIn(foldAccents(text).toLowerCase(), now).map((d) => d.iso);
    expect(iso('on October 30th')).toEqual(['2026-10-30']);
    expect(iso('Jan 4, 2027')).toEqual(['2027-01-04']);
    expect(iso('el 3 de noviembre')).toEqual(['2026-11-03']);
    expect(iso('10/28 and 10-29-2026')).toEqual(['2026-10-28', '2026-10-29']);
    // A month and day half a year ahead is last year's; weeks ahead stays ahead (a court date).
    expect(iso('june 2')).toEqual(['2026-06-02']);
    expect(iso('december 9')).toEqual(['2026-12-09']);
    expect(iso('september 30')).toEqual(['2026-09-30']);
    // Early next year, written without its year, is next year's; seven months back stays back.
    expect(iso('jan 4')).toEqual(['2027-01-04']);
    expect(iso('may 2')).toEqual(['2026-05-02']);
    // A weekday and a day of the month: the latest past day that is both.
    expect(iso('friday the 13th')).toEqual(['2026-11-13']);
    expect(iso('el lunes 16')).toEqual(['2026-11-16']);
    // Relative days.
    expect(iso('yesterday')).toEqual(['2026-11-28']);
    expect(iso('last wednesday')).toEqual(['2026-11-25']);
    expect(iso('el jueves pasado')).toEqual(['2026-11-26']);
    expect(iso('hace 4 dias')).toEqual(['2026-11-25']);
    expect(iso('two weeks ago')).toEqual(['2026-11-15']);
    // Not dates: ranges of days, amounts, hours.
    expect(iso('it takes 3-4 days, $1,200, at 9:30')).toEqual([]);
  });

  it('takes the day the papers came from the words of service around it, and the earlier of two', () => {
    expect(read('a sheriff deputy brought the papers to my job on Tuesday nov 3')).toMatchObject({ servedOn: '2026-11-03' });
    expect(read('my roommate signed for the certified letter on the 2nd... wait, monday the 2nd')).toMatchObject({ servedOn: '2026-11-02' });
    expect(read('they served me oct 28 or 29, not sure')).toMatchObject({ servedOn: '2026-10-28', servedOrElse: '2026-10-29' });
    expect(read('me entregaron la demanda el viernes 20 o el sábado 21')).toMatchObject({ servedOn: '2026-11-20', servedOrElse: '2026-11-21' });
    expect(read('got served yesterday')).toMatchObject({ servedOn: '2026-11-28' });
    // A date with no word of service is not one: a last payment, a judgment.
    expect(read('my last payment was march 3 2021, can they still sue')).toMatchObject({ servedOn: null });
  });

  it('tells a date the court set from the day the papers came', () => {
    expect(read('got the summons nov 12, it says to appear on December 10 at 1:30 pm')).toMatchObject({
      servedOn: '2026-11-12',
      servedOrElse: null,
      courtDate: '2026-12-10',
    });
    expect(read('la audiencia es el 8 de diciembre, me la dieron el 16 de noviembre')).toMatchObject({ servedOn: '2026-11-16', courtDate: '2026-12-08' });
    // Papers are never dated ahead: a later day they are "dated" is one they set; a day already past is when they were written.
    expect(read('me llegaron unos papeles de la corte con fecha 14 de diciembre')).toMatchObject({ servedOn: null, courtDate: '2026-12-14' });
    expect(read('court papers dated dec 14 were left at my door nov 27')).toMatchObject({ servedOn: '2026-11-27', courtDate: '2026-12-14' });
    expect(read('a letter dated nov 20 says they will sue')).toMatchObject({ servedOn: null, courtDate: null });
    // A date someone guessed is neither.
    expect(read('my cousin says I am fine until dec 30')).toMatchObject({ servedOn: null, servedOrElse: null, courtDate: null });
  });

  it('reads a judgment in its own sentence, which a title or a short form does not end', () => {
    // "Mr. " and "St. " are no sentence's end: the judgment told before them is the date's.
    expect(read('a default judgment, mr. lopez said, on nov 9')).toMatchObject({ judgmentOn: '2026-11-09' });
    expect(read('the default judgment from judge st. clair on nov 9')).toMatchObject({ judgmentOn: '2026-11-09' });
    // A sentence that really ended keeps the judgment out of the next one's date.
    expect(read('they got a default judgment. i went to the clerk on nov 9')).toMatchObject({ judgmentOn: null });
  });

  it('dates a judgment told as signed after the day, never one only wondered about', () => {
    expect(read('el 18 de noviembre me dictaron sentencia')).toMatchObject({ judgmentOn: '2026-11-18' });
    expect(read('el 18 de noviembre firmaron un default judgment')).toMatchObject({ judgmentOn: '2026-11-18' });
    // The same words after "si" are a question: the day stays the papers' day, not a judgment's.
    expect(read('me entregaron la demanda el 18 de noviembre, no se si ya firmaron una sentencia')).toMatchObject({ judgmentOn: null });
  });
});
