#!/usr/bin/env python3
"""Recompute every date key of set AC from its rule and check every weekday+date string.
Reference date: Thursday, December 3, 2026. Standard library only."""
import json, re, sys, datetime as dt
from pathlib import Path

HERE = Path(__file__).resolve().parent
TODAY = dt.date(2026, 12, 3)
# Court holidays that matter for the keys (all courts in these states close on them).
HOLIDAYS = {dt.date(2026, 11, 26): "Thanksgiving Day", dt.date(2026, 12, 25): "Christmas Day",
            dt.date(2027, 1, 1): "New Year's Day", dt.date(2027, 1, 18): "Martin Luther King Jr. Day"}
EN_DAYS = ["Monday","Tuesday","Wednesday","Thursday","Friday","Saturday","Sunday"]
ES_DAYS = ["lunes","martes","miércoles","jueves","viernes","sábado","domingo"]
EN_MONTHS = ["January","February","March","April","May","June","July","August","September","October","November","December"]
ES_MONTHS = ["enero","febrero","marzo","abril","mayo","junio","julio","agosto","septiembre","octubre","noviembre","diciembre"]

def is_court_day(d): return d.weekday() < 5 and d not in HOLIDAYS
def roll(d):
    while not is_court_day(d): d += dt.timedelta(days=1)
    return d
def cal(start, n): return roll(start + dt.timedelta(days=n))
def biz(start, n):
    d = start
    while n:
        d += dt.timedelta(days=1)
        if is_court_day(d): n -= 1
    return d
def en(d): return f"{EN_DAYS[d.weekday()]}, {EN_MONTHS[d.month-1]} {d.day}, {d.year}"
def es(d): return f"{ES_DAYS[d.weekday()]} {d.day} de {ES_MONTHS[d.month-1]} de {d.year}"

D = dt.date
# (item, state, event, rule text, function, start, n, expected last day, must the raw day be rolled?)
SCEN = [
 ("Q-EN-01","KY","served in hand at work","CR 12.01: 20 days after service", cal, D(2026,11,13),20, D(2026,12,3)),
 ("Q-EN-02","OH","certified mail signed by 16-year-old son","Civ.R. 12(A): 28 days after service", cal, D(2026,11,9),28, D(2026,12,7)),
 ("Q-EN-03","GA","left with adult sister at dwelling","O.C.G.A. 9-11-12(a)/magistrate: 30 days; Christmas rolls", cal, D(2026,11,25),30, D(2026,12,28)),
 ("Q-EN-04","AR","certified mail restricted delivery","ARCP 12(a): 30 days; New Year's Day rolls", cal, D(2026,12,2),30, D(2027,1,4)),
 ("Q-EN-05","MD","served outside Maryland (in Virginia)","Md. Rule 3-307: 60 days if served outside MD; MLK Day rolls", cal, D(2026,11,19),60, D(2027,1,19)),
 ("Q-EN-06","UT","requests for admission served by email","URCP 36: 28 days after service", cal, D(2026,11,9),28, D(2026,12,7)),
 ("Q-EN-07a","VA","GDC default judgment on return date (posted service)","Va. Code 16.1-106: appeal within 10 days", cal, D(2026,11,24),10, D(2026,12,4)),
 ("Q-EN-07b","VA","same judgment","Va. Code 16.1-97.1: motion to rehear/set aside within 30 days", cal, D(2026,11,24),30, D(2026,12,24)),
 ("Q-EN-08","PA","MDJ judgment, defendant came on wrong day","Pa.R.C.P.M.D.J. 1002: appeal within 30 days; Sunday rolls", cal, D(2026,11,20),30, D(2026,12,21)),
 ("Q-EN-20","OH","notice of bank garnishment received by mail","R.C. 2716.13: hearing request within 5 business days of receipt", biz, D(2026,12,1),5, D(2026,12,8)),
 ("Q-EN-38","ID","served in hand by deputy","I.R.C.P. 12(a): 21 days after service", cal, D(2026,11,20),21, D(2026,12,11)),
 ("Q-ES-01","LA","domiciliary service on mother-in-law","La. C.C.P. art. 1001: 21 days after service", cal, D(2026,11,19),21, D(2026,12,10)),
 ("Q-ES-02","AZ","served in hand at home","Ariz. R. Civ. P. 12(a): 20 days; Sunday rolls", cal, D(2026,11,16),20, D(2026,12,7)),
]
PRINTED = [("Q-ES-03","CO","answer/appearance date printed on county-court summons", D(2026,12,14))]

def main():
    ok = True
    items = {}
    for line in (HERE/"questions.jsonl").read_text(encoding="utf-8").splitlines():
        if line.strip():
            o = json.loads(line); items[o["id"]] = o
    print(f"today = {en(TODAY)}")
    for iid, st, ev, rule, fn, start, n, exp in SCEN:
        got = fn(start, n)
        raw = start + dt.timedelta(days=n) if fn is cal else got
        note = "" if raw == got else f" (day {n} = {en(raw)}{' - '+HOLIDAYS[raw] if raw in HOLIDAYS else ''}, rolled)"
        flag = "OK " if got == exp else "BAD"
        if got != exp: ok = False
        base = iid[:7]
        o = items.get(base)
        key = " ".join(o["must_say"]) if o else ""
        want = es(got) if base.startswith("Q-ES") else en(got)
        if want not in key:
            flag = "BAD"; ok = False; note += f"  [key text lacks '{want}']"
        if got < TODAY:
            note += "  [already passed]"
        print(f"{flag} {iid:9} {st} {rule}: from {en(start)} -> {en(got)}{note}")
    for iid, st, ev, d in PRINTED:
        want = es(d) if iid.startswith("Q-ES") else en(d)
        good = want in " ".join(items[iid]["must_say"])
        ok &= good
        print(f"{'OK ' if good else 'BAD'} {iid:9} {st} printed date {want}")
    # every weekday+date string anywhere in the set
    enre = re.compile(r"\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\.?,?\s+(?:the\s+)?(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+(\d{1,2})(?:,?\s+(\d{4}))?", re.I)
    esre = re.compile(r"\b(lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo)\s+(\d{1,2})\s+de\s+([a-z]+)(?:\s+de\s+(\d{4}))?", re.I)
    n = 0
    for iid, o in items.items():
        texts = [o["question"]] + o["must_say"] + o["should_say"] + o["must_not_say"]
        for t in texts:
            for m in enre.finditer(t):
                mon = [x[:3].lower() for x in EN_MONTHS].index(m.group(2)[:3].lower()) + 1
                yr = int(m.group(4)) if m.group(4) else (2027 if mon < 6 else 2026)
                d = dt.date(yr, mon, int(m.group(3)))
                good = EN_DAYS[d.weekday()][:3].lower() == m.group(1)[:3].lower()
                n += 1; ok &= good
                if not good: print(f"BAD weekday in {iid}: '{m.group(0)}' is a {EN_DAYS[d.weekday()]}")
            for m in esre.finditer(t):
                mname = m.group(3).lower()
                if mname not in ES_MONTHS: continue
                mon = ES_MONTHS.index(mname) + 1
                yr = int(m.group(4)) if m.group(4) else (2027 if mon < 6 else 2026)
                d = dt.date(yr, mon, int(m.group(2)))
                norm = m.group(1).lower().replace("miercoles","miércoles").replace("sabado","sábado")
                good = ES_DAYS[d.weekday()] == norm
                n += 1; ok &= good
                if not good: print(f"BAD weekday in {iid}: '{m.group(0)}' is a {ES_DAYS[d.weekday()]}")
    print(f"checked {n} weekday+date strings")
    print("ALL DATES OK" if ok else "DATE CHECK FAILED")
    return 0 if ok else 1

if __name__ == "__main__":
    sys.exit(main())
