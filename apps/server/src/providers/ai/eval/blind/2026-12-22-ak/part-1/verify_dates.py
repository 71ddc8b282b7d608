#!/usr/bin/env python3
"""Set AK: recompute every date key from its rule, check every weekday+date string
in questions.jsonl, and re-check the arithmetic of the numbers items.
Reference date: Saturday, December 5, 2026. Exit code 1 on any failure."""
import json, re, sys
from datetime import date, timedelta

REF = date(2026, 12, 5)
FAIL = []
def check(cond, msg):
    print(("ok   " if cond else "FAIL ") + msg)
    if not cond: FAIL.append(msg)

# Court-closed days that matter for these windows (all states in the set close on these).
HOLIDAYS = {date(2026, 11, 26): "Thanksgiving", date(2026, 12, 25): "Christmas Day",
            date(2027, 1, 1): "New Year's Day"}
def closed(d): return d.weekday() >= 5 or d in HOLIDAYS
def roll(d):
    while closed(d): d += timedelta(days=1)
    return d
def plus(start, n, rollover=True):
    d = start + timedelta(days=n)
    return roll(d) if rollover else d

EN_M = ["January","February","March","April","May","June","July","August","September","October","November","December"]
ES_M = ["enero","febrero","marzo","abril","mayo","junio","julio","agosto","septiembre","octubre","noviembre","diciembre"]
EN_D = ["Monday","Tuesday","Wednesday","Thursday","Friday","Saturday","Sunday"]
ES_D = ["lunes","martes","miércoles","jueves","viernes","sábado","domingo"]
def en(d): return f"{EN_D[d.weekday()]}, {EN_M[d.month-1]} {d.day}, {d.year}"
def es(d): return f"{ES_D[d.weekday()]} {d.day} de {ES_M[d.month-1]} de {d.year}"

items = {json.loads(l)["id"]: json.loads(l) for l in open("questions.jsonl", encoding="utf-8")}
def must(i): return " ".join(items[i]["must_say"])

# ---- deadline keys: (id, description, computed date, expected, formatter, raw day before rollover)
keys = [
 ("Q-EN-01", "KY answer: 20 days after in-hand service Sat 2026-12-05 (CR 12.01, CR 6.01)", plus(date(2026,12,5),20), date(2026,12,28), en),
 ("Q-EN-02", "AZ justice ct answer: 20 days from 2026-11-24 (conservative, defective service)", plus(date(2026,11,24),20), date(2026,12,14), en),
 ("Q-EN-04", "NE requests for admission: 30 days from mailing 2026-11-20, no mail days", plus(date(2026,11,20),30), date(2026,12,21), en),
 ("Q-EN-05", "SCRA 50 USC 3931(g): 90 days after release from active duty 2026-10-01", plus(date(2026,10,1),90,False), date(2026,12,30), en),
 ("Q-ES-01", "NM district ct answer: 30 days after substituted service 2026-12-02 (Rule 1-012, 1-006)", plus(date(2026,12,2),30), date(2027,1,4), es),
 ("Q-ES-02", "MD District Ct notice of intention to defend: 15 days after certified-mail delivery 2026-11-23 (Rule 3-307)", plus(date(2026,11,23),15), date(2026,12,8), es),
 ("Q-ES-03", "TX justice ct appeal: 21 days after judgment signed 2026-11-16 (TRCP 506.1)", plus(date(2026,11,16),21), date(2026,12,7), es),
]
for i, desc, got, exp, fmt in keys:
    check(got == exp, f"{i} {desc} -> {got} (expected {exp})")
    check(got >= REF, f"{i} deadline {got} is on/after reference date")
    check(fmt(exp) in must(i), f"{i} must_say contains '{fmt(exp)}'")

# raw day-N checks (the holiday/weekend traps)
check(date(2026,12,5)+timedelta(20) == date(2026,12,25), "Q-EN-01 raw day 20 = Christmas Day 2026-12-25 (Friday)")
check(date(2026,11,20)+timedelta(30) == date(2026,12,20) and date(2026,12,20).weekday()==6, "Q-EN-04 raw day 30 = Sunday 2026-12-20")
check(date(2026,12,2)+timedelta(30) == date(2027,1,1), "Q-ES-01 raw day 30 = New Year's Day 2027-01-01 (Friday)")
check(date(2026,11,16)+timedelta(14) == date(2026,11,30) and date(2026,11,30) < REF, "Q-ES-03 14-day set-aside/new-trial window ended 2026-11-30 (passed)")
check(date(2026,11,16)+timedelta(15) < REF, "Q-ES-02 counting from postmark 2026-11-16 would (wrongly) look passed")
# printed hearing / exam dates
check(date(2026,12,15).weekday()==1, "Q-EN-03 hearing Tuesday, December 15, 2026")
check(en(date(2026,12,15)) in must("Q-EN-03"), "Q-EN-03 must_say names the hearing date")
check(date(2026,12,17).weekday()==3, "Q-EN-09 debtor exam Thursday, December 17, 2026")
check(en(date(2026,12,17)) in must("Q-EN-09"), "Q-EN-09 must_say names the exam date")
# ES-06 Treasury 31 CFR 212 lookback: two months back from account review 2026-12-03
rev = date(2026,12,3); start = date(2026,10,3)
for dep in (date(2026,10,21), date(2026,11,18)):
    third_wed = dep.weekday()==2 and 15 <= dep.day <= 21
    check(third_wed and start <= dep <= rev, f"Q-ES-06 SS deposit {dep} is a 3rd Wednesday inside lookback {start}..{rev}")
# EN-13 validation period estimate: receipt assumed 5 business days after Oct 28, +30 days
d = date(2026,10,28); n = 0
while n < 5:
    d += timedelta(1)
    if not closed(d): n += 1
check(d + timedelta(30) == date(2026,12,4), f"Q-EN-13 likely validation-period end {d+timedelta(30)} (early December)")

# ---- weekday + date strings anywhere in the set
pat_en = re.compile(r"\b(" + "|".join(EN_D) + r"),?\s+(" + "|".join(EN_M) + r")\s+(\d{1,2})(?:,?\s+(\d{4}))?", re.I)
pat_es = re.compile(r"\b(lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo),?\s+(\d{1,2})\s+de\s+(" + "|".join(ES_M) + r")(?:\s+(?:de\s+)?(\d{4}))?", re.I)
def strip(s): return s.lower().replace("é","e").replace("á","a")
count = 0
for i, it in items.items():
    texts = [it["question"]] + it["must_say"] + it["should_say"] + it["must_not_say"]
    for t in texts:
        for m in pat_en.finditer(t):
            wd, mo, dy, yr = m.groups(); mi = [x.lower() for x in EN_M].index(mo.lower())+1
            yr = int(yr) if yr else (2027 if mi == 1 else 2026)
            ok = EN_D[date(yr, mi, int(dy)).weekday()].lower() == wd.lower(); count += 1
            check(ok, f"{i} weekday string '{m.group(0)}'")
        for m in pat_es.finditer(t):
            wd, dy, mo, yr = m.groups(); mi = ES_M.index(mo.lower())+1
            yr = int(yr) if yr else (2027 if mi == 1 else 2026)
            ok = strip(ES_D[date(yr, mi, int(dy)).weekday()]) == strip(wd); count += 1
            check(ok, f"{i} weekday string '{m.group(0)}'")
check(count >= 10, f"found {count} weekday+date strings")

# ---- numbers items
def c(x): return round(x + 1e-9, 2)
disp = 1680 - 188 - 128.52 - 52
check(c(disp) == 1311.48 and c(disp*.25) == 327.87 and c(disp-217.50) == 1093.98 and c(420-disp*.25) == 92.13, "Q-EN-07 nurse: 1311.48 / 327.87 / 1093.98 / over 92.13")
check(30*7.25 == 217.50, "30 x $7.25 = $217.50 weekly")
check(2900-640 == 2260 and 2260*.25 == 565 and 2260-435 == 1825 and 30*7.25*2 == 435, "Q-EN-08 401k: 2260 / 565 / 1825 / 435")
check(310000-180000 == 130000 < 400000, "Q-EN-09 equity 130,000 < 400,000 homestead")
check(c(6850*.40) == 2740 and c(2740/3) == 913.33 and c(6850*.30) == 2055 and c(2055/4) == 513.75, "Q-EN-15 2740 / 913.33 / 2055 / 513.75")
check(6850-2740 == 4110 and 6850-2055 == 4795, "Q-EN-15 forgiven 4110 / 4795")
check(1100*.25 == 275 and 275-180 == 95 and 1100-435 == 665, "Q-ES-04 275 cap, 95 to creditor, 180 over")
check(14200-6100 == 8100 and 8100+1150 == 9250, "Q-ES-05 deficiency 9250")
check(1420*2 == 2840 and 3900-2840 == 1060, "Q-ES-06 2840 protected / 1060 frozen")
check(11400-4000 == 7400 and 38000-31500 == 6500 and 7400-6500 == 900, "Q-ES-09 7400 / 6500 / 900")

print(f"\n{len(FAIL)} failure(s)")
sys.exit(1 if FAIL else 0)
