#!/usr/bin/env python3
"""Recompute every date key of set AM part-1 from its rule and check every
weekday+date string in questions.jsonl. Reference date: Saturday, December 5, 2026."""
import datetime as dt, json, re, sys, os
D = dt.date
TODAY = D(2026, 12, 5)
HERE = os.path.dirname(os.path.abspath(__file__))

# Court holidays in the window that matter (only those relied on)
FED = {D(2026, 12, 25), D(2027, 1, 1)}
STATE_EXTRA = {"SC": {D(2026, 12, 24), D(2026, 12, 26)}}  # SC Code 53-5-10: Christmas Eve, day after Christmas

def closed(d, st):
    return d.weekday() >= 5 or d in FED or d in STATE_EXTRA.get(st, set())

def add_days(start, n, st):
    d = start + dt.timedelta(days=n)
    while closed(d, st):
        d += dt.timedelta(days=1)
    return d

def add_business_days(start, n, st):
    d = start
    while n:
        d += dt.timedelta(days=1)
        if not closed(d, st):
            n -= 1
    return d

def last_court_day_before(d, st):
    d -= dt.timedelta(days=1)
    while closed(d, st):
        d -= dt.timedelta(days=1)
    return d

# (item, rule, start, computed, expected)
KEYS = [
 ("P1-EN-01", "OH Civ.R. 12(A) 28 days from residence service; Civ.R. 6(A) roll", D(2026,11,7), add_days(D(2026,11,7),28,"OH"), D(2026,12,7)),
 ("P1-EN-02", "KS K.S.A. 60-212(a) 21 days, counted from day found (conservative)", D(2026,11,30), add_days(D(2026,11,30),21,"KS"), D(2026,12,21)),
 ("P1-EN-03", "NE 30 days after service (in hand, hospital)", D(2026,11,12), add_days(D(2026,11,12),30,"NE"), D(2026,12,14)),
 ("P1-EN-04", "LA C.C.P. art. 1001 21 days from domiciliary service; art. 5059 roll", D(2026,12,4), add_days(D(2026,12,4),21,"LA"), D(2026,12,28)),
 ("P1-EN-05", "SC SCRCP 12(a) 30 days from certified-mail service; Rule 6(a) roll over SC holidays", D(2026,11,24), add_days(D(2026,11,24),30,"SC"), D(2026,12,28)),
 ("P1-EN-06", "MI MCR 2.603(D)(2)(b) 21 days after default judgment (personal service)", D(2026,11,20), add_days(D(2026,11,20),21,"MI"), D(2026,12,11)),
 ("P1-EN-12", "OH R.C. 2716.13 five business days after receipt of notice", D(2026,12,3), add_business_days(D(2026,12,3),5,"OH"), D(2026,12,10)),
 ("P1-ES-01", "OH App.R. 4(A) 30 days from judgment entry; roll over New Year's Day", D(2026,12,2), add_days(D(2026,12,2),30,"OH"), D(2027,1,4)),
 ("P1-ES-01b","OH Civ.R. 53(D)(3)(b) 14 days objections to a magistrate's decision (alt.)", D(2026,12,2), add_days(D(2026,12,2),14,"OH"), D(2026,12,16)),
 ("P1-ES-08", "MO Rule 59.01 30 days, counted from receipt 25 days ago (conservative)", TODAY-dt.timedelta(days=25), add_days(TODAY-dt.timedelta(days=25),30,"MO"), D(2026,12,10)),
 ("P1-ES-09", "KY CR 56.03 opposing affidavits before the day of hearing (hearing Mon Dec 14)", D(2026,12,14), last_court_day_before(D(2026,12,14),"KY"), D(2026,12,11)),
]

EN_WD = ["Monday","Tuesday","Wednesday","Thursday","Friday","Saturday","Sunday"]
ES_WD = ["lunes","martes","miércoles","jueves","viernes","sábado","domingo"]
EN_M = ["January","February","March","April","May","June","July","August","September","October","November","December"]
ES_M = ["enero","febrero","marzo","abril","mayo","junio","julio","agosto","septiembre","octubre","noviembre","diciembre"]
EN_RE = re.compile(r"\b(%s),? (%s) (\d{1,2}),? (\d{4})" % ("|".join(EN_WD), "|".join(EN_M)))
ES_RE = re.compile(r"\b(%s),? (\d{1,2}) de (%s) de (\d{4})" % ("|".join(ES_WD), "|".join(ES_M)), re.I)

def main():
    bad = 0
    assert TODAY.weekday() == 5, "reference date must be a Saturday"
    for item, rule, start, got, exp in KEYS:
        ok = got == exp
        bad += not ok
        print(f"{'OK ' if ok else 'BAD'} {item:10} start {start} ({EN_WD[start.weekday()]}) -> {got} ({EN_WD[got.weekday()]}) expected {exp} | {rule}")
    n = 0
    for line in open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8"):
        it = json.loads(line)
        text = json.dumps(it, ensure_ascii=False)
        for m in EN_RE.finditer(text):
            n += 1
            d = D(int(m.group(4)), EN_M.index(m.group(2)) + 1, int(m.group(3)))
            if EN_WD[d.weekday()] != m.group(1):
                bad += 1; print("BAD weekday", it["id"], m.group(0))
        for m in ES_RE.finditer(text):
            n += 1
            d = D(int(m.group(4)), ES_M.index(m.group(3).lower()) + 1, int(m.group(2)))
            if ES_WD[d.weekday()] != m.group(1).lower():
                bad += 1; print("BAD weekday", it["id"], m.group(0))
    # also check dates named in GRADING.md / README.md
    for fn in ("GRADING.md", "README.md"):
        p = os.path.join(HERE, fn)
        if os.path.exists(p):
            t = open(p, encoding="utf-8").read()
            for m in EN_RE.finditer(t):
                n += 1
                d = D(int(m.group(4)), EN_M.index(m.group(2)) + 1, int(m.group(3)))
                if EN_WD[d.weekday()] != m.group(1):
                    bad += 1; print("BAD weekday", fn, m.group(0))
    print(f"weekday+date strings checked: {n}; date keys: {len(KEYS)}; problems: {bad}")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
