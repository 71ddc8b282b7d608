#!/usr/bin/env python3
"""Recompute every date key of set BB part-2 from its rule, and check every
weekday+date string in questions.jsonl, GRADING.md and README.md.
Reference date: Monday, December 7, 2026."""
import datetime as dt, json, re, sys, os
D = dt.date
HERE = os.path.dirname(os.path.abspath(__file__))
TODAY = D(2026, 12, 7)
# Court holidays relevant to the windows used (all states used observe these).
HOLIDAYS = {D(2026, 11, 26): "Thanksgiving", D(2026, 12, 25): "Christmas Day",
            D(2027, 1, 1): "New Year's Day", D(2027, 1, 18): "MLK Day"}
FED_HOLIDAYS = set(HOLIDAYS)  # federal legal public holidays in the window

def roll(d):
    """If the last day is a weekend or court holiday, move to the next court day."""
    while d.weekday() >= 5 or d in HOLIDAYS:
        d += dt.timedelta(days=1)
    return d

def plus(d, n):
    return d + dt.timedelta(days=n)

def add_business_days(d, n):
    while n:
        d += dt.timedelta(days=1)
        if d.weekday() < 5 and d not in FED_HOLIDAYS:
            n -= 1
    return d

def add_years(d, n):
    return d.replace(year=d.year + n)

def add_months(d, n):
    m = d.month - 1 + n
    return d.replace(year=d.year + m // 12, month=m % 12 + 1)

KEYS = []  # (item, rule, computed, expected, passed?)
def key(item, rule, computed, expected, should_be_past=None):
    KEYS.append((item, rule, computed, expected, should_be_past))

# EN-01 TX justice court: answer by end of 14th day after service (TRCP 502.5), roll.
key("P2-EN-01", "TX justice court: 14 days after 2026-11-24 (coworker received), roll",
    roll(plus(D(2026, 11, 24), 14)), D(2026, 12, 8), False)
# EN-02 OH: 28 days after certified-mail delivery 2026-11-14 (Civ.R. 12(A)), roll (Civ.R. 6(A)).
key("P2-EN-02", "OH: 28 days after certified-mail delivery 2026-11-14, roll",
    roll(plus(D(2026, 11, 14), 28)), D(2026, 12, 14), False)
key("P2-EN-02", "OH: unrolled day 28 (Saturday)", plus(D(2026, 11, 14), 28), D(2026, 12, 12))
# EN-03 IL: citation date printed; 2-1301(e) 30 days (passed); 2-1401 two years.
key("P2-EN-03", "IL citation hearing date printed on papers", D(2027, 1, 12), D(2027, 1, 12), False)
key("P2-EN-03", "IL 2-1301(e): 30 days after judgment 2026-09-15", plus(D(2026, 9, 15), 30), D(2026, 10, 15), True)
key("P2-EN-03", "IL 2-1401: 2 years after judgment 2026-09-15", add_years(D(2026, 9, 15), 2), D(2028, 9, 15), False)
# EN-10 OK: 20 days after in-hand service 2026-11-30 (12 O.S. 2012), roll.
key("P2-EN-10", "OK: 20 days after service 2026-11-30, roll", roll(plus(D(2026, 11, 30), 20)), D(2026, 12, 21), False)
key("P2-EN-10", "OK: unrolled day 20 (Sunday)", plus(D(2026, 11, 30), 20), D(2026, 12, 20))
# ES-01 CA: 30 days after personal service 2026-11-25 (CCP 412.20), roll over Christmas + weekend (CCP 12a).
key("P2-ES-01", "CA: 30 days after personal service 2026-11-25, roll", roll(plus(D(2026, 11, 25), 30)), D(2026, 12, 28), False)
key("P2-ES-01", "CA: unrolled day 30 (Christmas)", plus(D(2026, 11, 25), 30), D(2026, 12, 25))
# ES-02 NY: nail and mail; complete 10 days after proof filed 2026-11-13; answer 30 days later (CPLR 308(4), 320(a)).
done = plus(D(2026, 11, 13), 10)
key("P2-ES-02", "NY: service complete 10 days after filing proof 2026-11-13", done, D(2026, 11, 23))
key("P2-ES-02", "NY: 30 days after completion, roll", roll(plus(done, 30)), D(2026, 12, 23), False)
key("P2-ES-02", "NY: neighbour's wrong 20 days from 2026-11-02", plus(D(2026, 11, 2), 20), D(2026, 11, 22), True)
# ES-03 NC: 30 days after in-hand service 2026-10-20 (Rule 12(a)(1)), already passed.
key("P2-ES-03", "NC: 30 days after service 2026-10-20, roll", roll(plus(D(2026, 10, 20), 30)), D(2026, 11, 19), True)
# ES-04 FL: 20 days (Rule 1.140(a)) from service on Secretary of State 2026-11-19 (conservative).
key("P2-ES-04", "FL: 20 days after service on Secretary of State 2026-11-19, roll", roll(plus(D(2026, 11, 19), 20)), D(2026, 12, 9), False)
key("P2-ES-04", "FL: unsafe alternative, 20 days after receipt 2026-11-30, roll", roll(plus(D(2026, 11, 30), 20)), D(2026, 12, 21), False)
# ES-05 PA MDJ: appeal 30 days after entry of judgment 2026-12-02 (Pa.R.C.P.M.D.J. 1002), roll (1 Pa.C.S. 1908).
key("P2-ES-05", "PA MDJ appeal: 30 days after 2026-12-02, roll", roll(plus(D(2026, 12, 2), 30)), D(2027, 1, 4), False)
key("P2-ES-05", "PA: unrolled day 30 (New Year's Day)", plus(D(2026, 12, 2), 30), D(2027, 1, 1))
# ES-06 TX: Rule 329 two years after judgment signed 2026-03-10; other deadlines passed.
key("P2-ES-06", "TX Rule 329: 2 years after judgment 2026-03-10", add_years(D(2026, 3, 10), 2), D(2028, 3, 10), False)
key("P2-ES-06", "TX motion for new trial: 30 days after 2026-03-10", plus(D(2026, 3, 10), 30), D(2026, 4, 9), True)
key("P2-ES-06", "TX restricted appeal: 6 months after 2026-03-10", add_months(D(2026, 3, 10), 6), D(2026, 9, 10), True)
key("P2-ES-06", "TX bill of review: 4 years after 2026-03-10", add_years(D(2026, 3, 10), 4), D(2030, 3, 10), False)
# ES-07 MA small claims: trial date printed.
key("P2-ES-07", "MA small claims trial date printed on notice", D(2027, 1, 14), D(2027, 1, 14), False)
key("P2-ES-07", "MA 15B: 30 days after move-out 2026-08-31", plus(D(2026, 8, 31), 30), D(2026, 9, 30), True)
# ES-08 31 CFR 212 lookback: review 2026-12-04; lookback from the day before, back two months.
review = D(2026, 12, 4)
lb_end = review - dt.timedelta(days=1)
lb_start = add_months(lb_end, -2)
key("P2-ES-08", "31 CFR 212 lookback start", lb_start, D(2026, 10, 3))
key("P2-ES-08", "31 CFR 212 lookback end", lb_end, D(2026, 12, 3))
# ES-14 Reg F: assumed receipt 5 business days after 2026-11-20 (skip Thanksgiving); validation period 30 days.
rcpt = add_business_days(D(2026, 11, 20), 5)
key("P2-ES-14", "Reg F assumed receipt: 5 business days after 2026-11-20", rcpt, D(2026, 11, 30))
key("P2-ES-14", "Reg F validation period end: 30 days after receipt", plus(rcpt, 30), D(2026, 12, 30), False)
# ES-15 NY CCFA: 3 years from March 2022 default (approx.)
key("P2-ES-15", "NY CCFA 3 years from default 2022-03-31 (latest March date)", add_years(D(2022, 3, 31), 3), D(2025, 3, 31), True)
# ES-16 DE: trial date printed.
key("P2-ES-16", "DE JP trial date printed", D(2027, 1, 19), D(2027, 1, 19), False)
# ES-19 timeshare: cancellation mailed 2 days after signing.
key("P2-ES-19", "days between signing 2026-09-03 and mailing 2026-09-05", D(2026, 9, 5), plus(D(2026, 9, 3), 2))

fail = 0
assert TODAY.weekday() == 0, "reference date is not a Monday"
for item, rule, comp, exp, past in KEYS:
    ok = comp == exp
    if past is True and not exp < TODAY: ok = False
    if past is False and not exp >= TODAY: ok = False
    fail += not ok
    print(f"{'OK ' if ok else 'BAD'} {item:9} {comp.strftime('%a %Y-%m-%d')}  {rule}")

# Weekday+date strings in the text files.
EN_M = {m: i for i, m in enumerate(["january","february","march","april","may","june","july","august","september","october","november","december"], 1)}
ES_M = {m: i for i, m in enumerate(["enero","febrero","marzo","abril","mayo","junio","julio","agosto","septiembre","octubre","noviembre","diciembre"], 1)}
EN_D = ["monday","tuesday","wednesday","thursday","friday","saturday","sunday"]
ES_D = ["lunes","martes","miércoles","jueves","viernes","sábado","domingo"]
ES_D_NOACC = ["lunes","martes","miercoles","jueves","viernes","sabado","domingo"]
re_en = re.compile(r"\b(" + "|".join(EN_D) + r"),?\s+(" + "|".join(EN_M) + r")\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})", re.I)
re_es = re.compile(r"\b(" + "|".join(ES_D + ES_D_NOACC) + r")\s+(\d{1,2})\s+de\s+(" + "|".join(ES_M) + r")(?:\s+(?:de\s+)?(\d{4}))", re.I)
n = 0
for fn in ["questions.jsonl", "GRADING.md", "README.md"]:
    p = os.path.join(HERE, fn)
    if not os.path.exists(p):
        print("missing", fn); fail += 1; continue
    txt = open(p, encoding="utf-8").read()
    for m in re_en.finditer(txt):
        wd, mon, day, yr = m.groups()
        d = D(int(yr), EN_M[mon.lower()], int(day)); n += 1
        if EN_D[d.weekday()] != wd.lower():
            fail += 1; print(f"BAD weekday in {fn}: '{m.group(0)}' is a {EN_D[d.weekday()]}")
    for m in re_es.finditer(txt):
        wd, day, mon, yr = m.groups()
        d = D(int(yr), ES_M[mon.lower()], int(day)); n += 1
        w = wd.lower()
        if w not in (ES_D[d.weekday()], ES_D_NOACC[d.weekday()]):
            fail += 1; print(f"BAD weekday in {fn}: '{m.group(0)}' is a {ES_D[d.weekday()]}")
print(f"checked {len(KEYS)} date keys and {n} weekday+date strings; failures: {fail}")
sys.exit(1 if fail else 0)
