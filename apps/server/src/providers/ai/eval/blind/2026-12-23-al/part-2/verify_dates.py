#!/usr/bin/env python3
"""Recompute every date key of set AL part-2 from its rule, and check every
weekday+date string in questions.jsonl. Reference date: Saturday, December 5, 2026."""
import datetime as D, json, re, sys, os
HERE = os.path.dirname(os.path.abspath(__file__))
d = D.date
REF = d(2026, 12, 5)
FED = {d(2026,11,26), d(2026,12,25), d(2027,1,1)}     # Thanksgiving, Christmas, New Year's Day
TX_STATE = {d(2026,11,27), d(2026,12,24), d(2026,12,26)}  # TX state holidays (day after Thanksgiving, Dec 24, Dec 26)

def roll(x, hol):
    while x.weekday() >= 5 or x in hol:
        x += D.timedelta(days=1)
    return x

def plus(start, n, hol):
    return roll(start + D.timedelta(days=n), hol)

# (item, description, computed, expected)
keys = [
 ("P2-EN-01","CA answer: in hand 11/25 + 30 days, roll (CCP 412.20, 12a)", plus(d(2026,11,25),30,FED), d(2026,12,28)),
 ("P2-EN-02","FL answer: left 11/20 + 20 days (Rule 1.140)", plus(d(2026,11,20),20,FED), d(2026,12,10)),
 ("P2-EN-03","NV justice court answer: served 11/16 + 21 days (JCRCP 12)", plus(d(2026,11,16),21,FED), d(2026,12,7)),
 ("P2-ES-01","TX JP answer: served Sat 11/21 + 14 days, roll (TRCP 502.5, 4)", plus(d(2026,11,21),14,FED|TX_STATE), d(2026,12,7)),
 ("P2-ES-02","NJ Special Civil Part answer: received 11/27 + 35 days, roll", plus(d(2026,11,27),35,FED), d(2027,1,4)),
 ("P2-ES-03","WA answer: served 10/30 + 20 days (passed)", plus(d(2026,10,30),20,FED), d(2026,11,19)),
 ("P2-ES-05a","TX JP appeal: signed 12/3 + 21 days if court open Dec 24", d(2026,12,3)+D.timedelta(days=21), d(2026,12,24)),
 ("P2-ES-05b","TX JP appeal: + 21 days, Dec 24/25/26 closed -> roll", plus(d(2026,12,3),21,FED|TX_STATE), d(2026,12,28)),
 ("P2-ES-05c","TX JP motion to set aside default: signed 12/3 + 14 days (TRCP 505.3)", plus(d(2026,12,3),14,FED|TX_STATE), d(2026,12,17)),
 ("P2-ES-07a","CA claim of exemption: mailed 11/30 + 15 days (safe date)", plus(d(2026,11,30),15,FED), d(2026,12,15)),
 ("P2-ES-07b","CA claim of exemption: + 15 + 5 mail days (CCP 703.520, 684.120), roll", plus(d(2026,11,30),20,FED), d(2026,12,21)),
 ("P2-ES-08","NY exemption claim form: postmark 11/24 + 20 days (CPLR 5222-a)", plus(d(2026,11,24),20,FED), d(2026,12,14)),
]
bad = 0
for k, desc, got, exp in keys:
    ok = got == exp and got >= d(2026,11,1)
    print(f"{'OK ' if ok else 'BAD'} {k:10s} {desc}: {got:%A, %B %-d, %Y}")
    bad += not ok
# sanity checks
assert REF.strftime('%A') == 'Saturday'
for n, x in [("ES-03 passed", d(2026,11,19))]:
    if not x < REF: print("BAD", n); bad += 1
for n, x in [("EN-01",d(2026,12,28)),("EN-02",d(2026,12,10)),("EN-03",d(2026,12,7)),("ES-01",d(2026,12,7)),("ES-02",d(2027,1,4))]:
    if not x > REF: print("BAD not in future", n); bad += 1

# weekday + date strings in the question file
EN_M = "January February March April May June July August September October November December".split()
ES_M = "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre".split()
EN_W = "monday tuesday wednesday thursday friday saturday sunday".split()
ES_W = ["lunes","martes","miercoles","jueves","viernes","sabado","domingo"]
def norm(s): return s.lower().replace("é","e").replace("á","a")
def year_for(m, y): return int(y) if y else (2027 if m == 1 else 2026)
pat_en = re.compile(r"\b(" + "|".join(EN_W) + r")\b,?\s+(" + "|".join(m.lower() for m in EN_M) + r"|nov|dec|oct|jan)\.?\s+(\d{1,2})(?:,\s*(\d{4}))?", re.I)
pat_es = re.compile(r"\b(lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo)\s+(\d{1,2})\s+de\s+(" + "|".join(ES_M) + r")(?:\s+de\s+(\d{4}))?", re.I)
short = {"nov":11,"dec":12,"oct":10,"jan":1}
n = 0
for line in open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8"):
    it = json.loads(line)
    texts = [it["question"]] + it["must_say"] + it["should_say"] + it["must_not_say"]
    for t in texts:
        for m in pat_en.finditer(t):
            w, mon, day, y = m.groups(); mon = mon.lower()
            mi = short.get(mon) or [x.lower() for x in EN_M].index(mon) + 1
            dt = d(year_for(mi, y), mi, int(day)); n += 1
            if EN_W[dt.weekday()] != w.lower():
                print("BAD weekday", it["id"], m.group(0), "is", dt.strftime('%A')); bad += 1
        for m in pat_es.finditer(t):
            w, day, mon, y = m.groups(); mi = ES_M.index(mon.lower()) + 1
            dt = d(year_for(mi, y), mi, int(day)); n += 1
            if ES_W[dt.weekday()] != norm(w):
                print("BAD weekday", it["id"], m.group(0), "is", dt.strftime('%A')); bad += 1
print(f"checked {len(keys)} date keys and {n} weekday+date strings; problems: {bad}")
sys.exit(1 if bad else 0)
