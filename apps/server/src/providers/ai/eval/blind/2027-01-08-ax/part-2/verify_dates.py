#!/usr/bin/env python3
"""Recompute every date key of set AX part-2 from its rule and check every
weekday+date string in questions.jsonl. Reference date: Monday, December 7, 2026.
Standard library only. Exit code 1 on any failure."""
import datetime as dt, json, re, sys, os
D = dt.date
TODAY = D(2026, 12, 7)
fails = []
def check(cond, msg):
    print(("OK   " if cond else "FAIL ") + msg)
    if not cond: fails.append(msg)

# Court holidays that matter in the window (Nov 2026 - May 2027)
FED = {D(2026,11,11), D(2026,11,26), D(2026,12,25), D(2027,1,1), D(2027,1,18), D(2027,2,15), D(2027,5,31)}
STATE_EXTRA = {
    "GA": {D(2026,11,27)},          # Georgia state holiday, day after Thanksgiving
    "CA": {D(2026,11,27)},          # California judicial holiday, day after Thanksgiving
    "TX": {D(2026,11,27), D(2026,12,24), D(2026,12,26)},
    "FL": {D(2026,11,27)},
    "NC": {D(2026,11,27), D(2026,12,24), D(2026,12,26)},
    "NY": set(), "MD": {D(2026,11,27)}, "AZ": set(), "MI": {D(2026,11,27), D(2026,12,24), D(2026,12,31)},
}
def holiday(d, st): return d in FED or d in STATE_EXTRA.get(st, set())
def court_day(d, st): return d.weekday() < 5 and not holiday(d, st)
def roll(d, st):
    while not court_day(d, st): d += dt.timedelta(days=1)
    return d
def plus(d, n): return d + dt.timedelta(days=n)
def add_months(d, m):
    y, mo = divmod(d.month - 1 + m, 12)
    return D(d.year + y, mo + 1, d.day)

check(TODAY.strftime("%A") == "Monday", "reference date 2026-12-07 is a Monday")

# EN-01 Texas county court at law, TRCP 99(b): 10:00 a.m. on the Monday next after expiration of 20 days
served = D(2026, 11, 17); day20 = plus(served, 20)
nxt = plus(day20, 1)
while nxt.weekday() != 0: nxt = plus(nxt, 1)
if holiday(nxt, "TX"): nxt = plus(nxt, 1)
check(served.weekday() == 1, "EN-01 served Tue 2026-11-17")
check(day20 == D(2026, 12, 7), f"EN-01 20 days expire {day20} (Mon Dec 7)")
check(nxt == D(2026, 12, 14), f"EN-01 answer due 10:00 a.m. {nxt:%A %Y-%m-%d}")
check(nxt > TODAY, "EN-01 deadline has NOT passed as of today")

# EN-02 Florida, Fla. R. Civ. P. 1.140(a) 20 days; Rule 2.514 roll (conservative: count from papers left Sat Dec 5)
left = D(2026, 12, 5); raw = plus(left, 20); last = roll(raw, "FL")
check(left.weekday() == 5, "EN-02 papers left Saturday 2026-12-05")
check(raw == D(2026, 12, 25) and raw.weekday() == 4, "EN-02 day 20 = Friday Dec 25 2026 (Christmas)")
check(last == D(2026, 12, 28), f"EN-02 last day {last:%A %Y-%m-%d}")

# ES-01 California substituted service CCP 415.20 (complete 10th day after mailing) + CCP 412.20 30 days; CCP 12, 12a
mailed = D(2026, 11, 23); complete = plus(mailed, 10); raw = plus(complete, 30); last = roll(raw, "CA")
check(complete == D(2026, 12, 3), f"ES-01 service complete {complete}")
check(raw == D(2027, 1, 2) and raw.weekday() == 5, "ES-01 day 30 = Saturday Jan 2 2027")
check(last == D(2027, 1, 4), f"ES-01 last day {last:%A %Y-%m-%d}")
check(plus(D(2026, 11, 21), 30) == D(2026, 12, 21), "ES-01 comadre's conservative date Dec 21 (30 days from Nov 21)")

# ES-02 Georgia OCGA 9-11-12(a) 30 days; 1-3-1(d)(3) roll; 9-11-55(a) open default as of right within 15 days
served = D(2026, 10, 28); raw = plus(served, 30)
check(raw == D(2026, 11, 27) and raw.weekday() == 4, "ES-02 day 30 = Friday Nov 27 2026 (GA state holiday)")
last = roll(raw, "GA"); check(last == D(2026, 11, 30), f"ES-02 answer day rolled to {last}")
default = plus(last, 1); open_by = plus(default, 15)
check(open_by == D(2026, 12, 16) and open_by.weekday() == 2, f"ES-02 open default by {open_by:%A %Y-%m-%d}")
alt_default = plus(raw, 1); alt = roll(plus(alt_default, 15), "GA")
check(alt == D(2026, 12, 14), f"ES-02 conservative (no holiday roll) {alt:%A %Y-%m-%d}")

# ES-03 NYC Civil Court, nail and mail; conservative target = 20 days from posting, rolled
posted = D(2026, 11, 23); raw = plus(posted, 20); tgt = roll(raw, "NY")
check(raw == D(2026, 12, 13) and raw.weekday() == 6, "ES-03 20 days from posting = Sunday Dec 13")
check(tgt == D(2026, 12, 14), f"ES-03 conservative target {tgt:%A %Y-%m-%d}")
last_pay = D(2022, 3, 1); sol_end = add_months(last_pay, 36)
check(sol_end < D(2026, 11, 23), f"ES-03 3-year CPLR 214-i period ended by {sol_end} (before suit)")

# ES-04 Michigan small claims hearing printed 12/17/2026, 'Thursday of next week'
h = D(2026, 12, 17); check(h.weekday() == 3, "ES-04 hearing Thu 2026-12-17")
nxt_thu = TODAY + dt.timedelta(days=(3 - TODAY.weekday()) % 7 + 7)
check(nxt_thu == h, "ES-04 'Thursday of next week' = Dec 17 (not Dec 10)")

# ES-05 California: claim of exemption CCP 703.520 15 days + 5 mailing (CCP 684.120); CCP 473.5 earlier of 2 yrs / 180 days
notice = D(2026, 11, 20); ce = plus(notice, 20)
check(ce == D(2026, 12, 10) and ce.weekday() == 3, f"ES-05 claim of exemption by {ce:%A %Y-%m-%d}")
j = D(2026, 2, 10); m1 = plus(notice, 180); m2 = add_months(j, 24); m = min(m1, m2)
check(m == D(2027, 5, 19) and m.weekday() == 2, f"ES-05 CCP 473.5 last day {m:%A %Y-%m-%d}")

# ES-06 Arizona debtor exam date
check(D(2027, 1, 5).weekday() == 1, "ES-06 debtor exam Tuesday 2027-01-05")

# ES-07 Maryland District Court Rule 3-535(a) / appeal 30 days
j = D(2026, 11, 16); last = roll(plus(j, 30), "MD")
check(last == D(2026, 12, 16), f"ES-07 motion to vacate/appeal by {last:%A %Y-%m-%d}")

# ES-08 31 CFR 212 lookback: two months before account review on 2026-12-04
review = D(2026, 12, 4); lb_start = D(2026, 10, 4)
va = [D(2026, 10, 30), D(2026, 12, 1)]   # Nov 1 2026 is a Sunday -> paid Fri Oct 30
check(D(2026, 11, 1).weekday() == 6, "ES-08/ES-14 Nov 1 2026 is a Sunday (benefit paid Fri Oct 30)")
check(all(lb_start <= d <= review for d in va), "ES-08 both VA deposits inside lookback")
check(D(2026, 10, 1) < lb_start, "ES-08 Oct 1 deposit outside lookback")

# ES-14 Florida 77.041: 20 days after receipt of notice
rec = D(2026, 11, 30); raw = plus(rec, 20); last = roll(raw, "FL")
check(raw.weekday() == 6 and last == D(2026, 12, 21), f"ES-14 claim of exemption by {last:%A %Y-%m-%d}")

# ES-16 North Carolina Rule 12(a)(1) 30 days from certified-mail delivery; (alt +3 days Rule 6(e))
rec = D(2026, 11, 16); last = roll(plus(rec, 30), "NC")
check(last == D(2026, 12, 16), f"ES-16 answer by {last:%A %Y-%m-%d}")
alt = roll(plus(rec, 33), "NC"); check(alt == D(2026, 12, 21), f"ES-16 (if +3 mail days) {alt}")

# ES-17 Texas 4-year limitations from March 2019
check(add_months(D(2019, 3, 15), 48) < TODAY, "ES-17 4-year period expired (~March 2023)")

# ES-20 USCIS appointment Dec 15
check(D(2026, 12, 15).weekday() == 1, "ES-20 Dec 15 2026 is a Tuesday")

# ---- scan every weekday+date string in the question file ----
EN_W = "monday|tuesday|wednesday|thursday|friday|saturday|sunday"
EN_M = {m: i+1 for i, m in enumerate(["jan","feb","mar","apr","may","jun","jul","aug","sep","oct","nov","dec"])}
ES_W = {"lunes":0,"martes":1,"miércoles":2,"miercoles":2,"jueves":3,"viernes":4,"sábado":5,"sabado":5,"domingo":6}
ES_M = {"enero":1,"febrero":2,"marzo":3,"abril":4,"mayo":5,"junio":6,"julio":7,"agosto":8,"septiembre":9,"octubre":10,"noviembre":11,"diciembre":12}
EN_NAMES = ["monday","tuesday","wednesday","thursday","friday","saturday","sunday"]
def yr(mo, y): return int(y) if y else (2027 if mo <= 6 else 2026)
path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "questions.jsonl")
n = 0
for line in open(path, encoding="utf-8"):
    it = json.loads(line); text = json.dumps(it, ensure_ascii=False)
    for m in re.finditer(r"\b(" + EN_W + r"),?\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})(?:,\s*(\d{4}))?", text, re.I):
        mo = EN_M[m.group(2).lower()]; d = D(yr(mo, m.group(4)), mo, int(m.group(3)))
        n += 1; check(EN_NAMES[d.weekday()] == m.group(1).lower(), f"{it['id']} '{m.group(0)}' -> {d:%A %Y-%m-%d}")
    for m in re.finditer(r"\b(lunes|martes|miércoles|miercoles|jueves|viernes|sábado|sabado|domingo)\s+(\d{1,2})\s+de\s+(" + "|".join(ES_M) + r")(?:\s+de\s+(\d{4}))?", text, re.I):
        mo = ES_M[m.group(3).lower()]; d = D(yr(mo, m.group(4)), mo, int(m.group(2)))
        n += 1; check(ES_W[m.group(1).lower()] == d.weekday(), f"{it['id']} '{m.group(0)}' -> {d:%A %Y-%m-%d}")
print(f"weekday+date strings checked: {n}")
print("ALL OK" if not fails else f"{len(fails)} FAILURE(S)")
sys.exit(1 if fails else 0)
