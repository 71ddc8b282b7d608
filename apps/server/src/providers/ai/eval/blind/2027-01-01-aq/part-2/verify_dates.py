#!/usr/bin/env python3
"""Recompute every date key of set AQ part-2 from its rule and check every
'Weekday, Month D, YYYY' string in questions.jsonl, GRADING.md and README.md."""
import datetime as dt, json, re, sys, os
D = dt.date
HERE = os.path.dirname(os.path.abspath(__file__))
TODAY = D(2026, 12, 6)
FED = {D(2026,11,11), D(2026,11,26), D(2026,12,25), D(2027,1,1), D(2027,1,18)}
STATE_EXTRA = {"TX": {D(2026,11,27), D(2026,12,24), D(2026,12,26)}}

def closed(d, st):
    return d.weekday() >= 5 or d in FED or d in STATE_EXTRA.get(st, set())

def roll(d, st):
    while closed(d, st):
        d += dt.timedelta(days=1)
    return d

def add(d, n): return d + dt.timedelta(days=n)

def business_days_after(d, n):
    # Reg F: at least 5 days excluding Saturdays, Sundays, legal public holidays
    while n:
        d = add(d, 1)
        if d.weekday() < 5 and d not in FED:
            n -= 1
    return d

S = []  # (id, description, computed, expected)
# EN-01 CA substituted service: complete 10th day after mailing, +30 days to answer, roll to court day
m = D(2026,11,3); comp = add(m,10)
S.append(("P2-EN-01","CA substituted service complete (mailing+10)", comp, D(2026,11,13)))
S.append(("P2-EN-01","CA answer: completion+30, roll", roll(add(comp,30),"CA"), D(2026,12,14)))
S.append(("P2-EN-01","raw day 30 (weekend)", add(comp,30), D(2026,12,13)))
# EN-02 MI certified mail: 28 days, roll past New Year's Day
S.append(("P2-EN-02","MI raw day 28", add(D(2026,12,4),28), D(2027,1,1)))
S.append(("P2-EN-02","MI answer (28 days, roll)", roll(add(D(2026,12,4),28),"MI"), D(2027,1,4)))
S.append(("P2-EN-02","MI day 21 (safe margin ref)", add(D(2026,12,4),21), D(2026,12,25)))
# ES-01 FL 20 days excl. day of service, roll past Christmas
S.append(("P2-ES-01","FL raw day 20", add(D(2026,12,5),20), D(2026,12,25)))
S.append(("P2-ES-01","FL answer (roll)", roll(add(D(2026,12,5),20),"FL"), D(2026,12,28)))
# ES-03 TX RFA by email: 30 days, roll past Dec 24 (state), 25, 26 (state, Sat), 27
S.append(("P2-ES-03","TX raw day 30", add(D(2026,11,24),30), D(2026,12,24)))
S.append(("P2-ES-03","TX RFA responses (roll)", roll(add(D(2026,11,24),30),"TX"), D(2026,12,28)))
# ES-04 MN interrogatories by mail: 30 + 3, roll past weekend
S.append(("P2-ES-04","MN raw day 33", add(D(2026,11,9),33), D(2026,12,12)))
S.append(("P2-ES-04","MN responses (roll)", roll(add(D(2026,11,9),33),"MN"), D(2026,12,14)))
# ES-05 AZ 20 days from household service: already passed
az = roll(add(D(2026,10,29),20),"AZ")
S.append(("P2-ES-05","AZ answer (passed)", az, D(2026,11,18)))
assert az < TODAY
# ES-07 CA renewal: 30 days after service + 5 for mail, roll past Christmas
S.append(("P2-ES-07","CA renewal raw day 35", add(D(2026,11,20),35), D(2026,12,25)))
S.append(("P2-ES-07","CA motion to vacate renewal (roll)", roll(add(D(2026,11,20),35),"CA"), D(2026,12,28)))
# ES-08 TX justice court: appeal 21 days after judgment signed; new trial 14 days
S.append(("P2-ES-08","TX JP appeal", roll(add(D(2026,11,20),21),"TX"), D(2026,12,11)))
nt = roll(add(D(2026,11,20),14),"TX")
S.append(("P2-ES-08","TX JP motion for new trial (passed)", nt, D(2026,12,4)))
assert nt < TODAY
# ES-15 Reg F validation period: 5 business days (excl. Veterans Day) + 30 days
rec = business_days_after(D(2026,11,10),5)
S.append(("P2-ES-15","Reg F assumed receipt", rec, D(2026,11,18)))
S.append(("P2-ES-15","Reg F validation end", add(rec,30), D(2026,12,18)))
# Printed dates (hearing/pretrial) must be in the future
S.append(("P2-ES-02","FL pretrial conference (printed)", D(2026,12,15), D(2026,12,15)))
S.append(("P2-ES-11","IL citation hearing (printed)", D(2026,12,17), D(2026,12,17)))

bad = 0
for i, desc, got, exp in S:
    ok = got == exp
    bad += not ok
    print(f"{'OK ' if ok else 'BAD'} {i:10} {desc:45} {got:%a %Y-%m-%d} expected {exp:%a %Y-%m-%d}")

# weekday + date strings
pat = re.compile(r"(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday),? (January|February|March|April|May|June|July|August|September|October|November|December) (\d{1,2}),? (\d{4})")
n = 0
for fn in ["questions.jsonl", "GRADING.md", "README.md"]:
    p = os.path.join(HERE, fn)
    if not os.path.exists(p):
        print("missing", fn); bad += 1; continue
    for m in pat.finditer(open(p, encoding="utf-8").read()):
        n += 1
        d = dt.datetime.strptime(f"{m.group(2)} {m.group(3)} {m.group(4)}", "%B %d %Y").date()
        if d.strftime("%A") != m.group(1):
            bad += 1; print("BAD weekday:", fn, m.group(0), "is", d.strftime("%A"))
# Spanish weekday strings like 'martes 24 de noviembre' / 'jueves 17 de diciembre'
es_days = ["lunes","martes","miercoles","jueves","viernes","sabado","domingo"]
es_months = {"octubre":10,"noviembre":11,"diciembre":12}
pes = re.compile(r"(lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo) (\d{1,2}) de (octubre|noviembre|diciembre)")
for line in open(os.path.join(HERE,"questions.jsonl"),encoding="utf-8"):
    for m in pes.finditer(line):
        n += 1
        d = D(2026, es_months[m.group(3)], int(m.group(2)))
        w = m.group(1).replace("é","e").replace("á","a")
        if es_days[d.weekday()] != w:
            bad += 1; print("BAD es weekday:", m.group(0))
# English short forms in questions like 'friday dec 4'
pen = re.compile(r"(monday|tuesday|wednesday|thursday|friday|saturday|sunday) (nov|dec) (\d{1,2})", re.I)
for line in open(os.path.join(HERE,"questions.jsonl"),encoding="utf-8"):
    for m in pen.finditer(line):
        n += 1
        d = D(2026, 11 if m.group(2).lower()=="nov" else 12, int(m.group(3)))
        if d.strftime("%A").lower() != m.group(1).lower():
            bad += 1; print("BAD en weekday:", m.group(0))
print(f"checked {len(S)} date keys and {n} weekday+date strings; problems: {bad}")
sys.exit(1 if bad else 0)
