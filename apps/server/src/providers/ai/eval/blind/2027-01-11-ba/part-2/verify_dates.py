#!/usr/bin/env python3
"""Recompute every date key of set BA part-2 from its rule, and check every
weekday+date string in questions.jsonl. Reference date: Monday 2026-12-07."""
import json, re, sys, datetime as dt
from pathlib import Path
D = dt.date
TODAY = D(2026, 12, 7)
assert TODAY.strftime("%A") == "Monday"
HERE = Path(__file__).resolve().parent
FED = {D(2026,11,26), D(2026,12,25), D(2027,1,1), D(2027,1,18)}  # Thanksgiving, Christmas, New Year, MLK
NC_COURT = {D(2026,12,24), D(2026,12,25), D(2026,12,28), D(2027,1,1)}  # assumed NC 2026 Christmas schedule (24, 25, 28)

def add(d, n): return d + dt.timedelta(days=n)
def roll(d, hol=FED):
    while d.weekday() >= 5 or d in hol: d = add(d, 1)
    return d
def bizdays(d, n, hol=FED):
    while n:
        d = add(d, 1)
        if d.weekday() < 5 and d not in hol: n -= 1
    return d

S = []  # (item, description, computed, expected)
def chk(item, desc, got, exp): S.append((item, desc, got, D.fromisoformat(exp)))
# EN-01 Texas justice court: answer by end of 14th day after service (TRCP 502.5), weekend/holiday -> next day
chk("P2-EN-01","TX JP served at work Sat 2026-11-28 +14d (raw)", add(D(2026,11,28),14), "2026-12-12")
chk("P2-EN-01","TX JP last day after weekend roll", roll(add(D(2026,11,28),14)), "2026-12-14")
# EN-02 NYC Civil Court, nail-and-mail: 30 days after proof of service filed (summons wording); roll (GCL 25-a)
chk("P2-EN-02","NYC Civ Ct 30d after filing 2026-11-12 (raw)", add(D(2026,11,12),30), "2026-12-12")
chk("P2-EN-02","NYC Civ Ct last day", roll(add(D(2026,11,12),30)), "2026-12-14")
chk("P2-EN-02","CPLR 308(4) complete +10 then +30 (later, not to be relied on)", roll(add(add(D(2026,11,12),10),30)), "2026-12-22")
chk("P2-EN-02","mistaken belief: 20 days from posting 2026-11-02", add(D(2026,11,2),20), "2026-11-22")
# EN-03 Arizona: answer 20 days after in-hand service; default effective 10 days after application filed
chk("P2-EN-03","AZ answer due (passed)", roll(add(D(2026,11,3),20)), "2026-11-23")
chk("P2-EN-03","AZ default effective, raw 10 days after 2026-12-02", add(D(2026,12,2),10), "2026-12-12")
chk("P2-EN-03","AZ latest cure day after weekend roll (Rule 6(a))", roll(add(D(2026,12,2),10)), "2026-12-14")
chk("P2-EN-03","AZ safe day (last business day before Sat 12th)", D(2026,12,11), "2026-12-11")
# EN-04 Georgia: void judgment any time; other 9-11-60 grounds 3 years from entry 2024-03-18
chk("P2-EN-04","GA 3-year limit from judgment 2024-03-18", D(2027,3,18), "2027-03-18")
# EN-09 501(r): application period at least 240 days from first post-discharge statement 2026-07-10
chk("P2-EN-09","FAP 240 days after 2026-07-10", add(D(2026,7,10),240), "2027-03-07")
# ES-01 California substituted service: complete 10th day after mailing (CCP 415.20); +30 days; roll (CCP 12a)
c = add(D(2026,11,22),10)
chk("P2-ES-01","CA service complete", c, "2026-12-02")
chk("P2-ES-01","CA raw day 30", add(c,30), "2027-01-01")
chk("P2-ES-01","CA last day after holiday/weekend roll", roll(add(c,30)), "2027-01-04")
# ES-02 Kentucky certified mail: complete on delivery 2026-11-18; answer 20 days (CR 12.01)
chk("P2-ES-02","KY answer due", roll(add(D(2026,11,18),20)), "2026-12-08")
chk("P2-ES-02","mistaken 30-day belief", add(D(2026,11,18),30), "2026-12-18")
# ES-03 North Carolina: 30 days after in-hand service 2026-11-24; court holidays roll
chk("P2-ES-03","NC raw day 30", add(D(2026,11,24),30), "2026-12-24")
chk("P2-ES-03","NC last day with assumed court closures 24,25,28", roll(add(D(2026,11,24),30), NC_COURT|FED), "2026-12-29")
chk("P2-ES-03","NC safe day (day before Christmas Eve)", add(D(2026,12,24),-1), "2026-12-23")
# ES-04 Colorado county court printed answer date
chk("P2-ES-04","CO printed answer date", D(2026,12,14), "2026-12-14")
# ES-05 Tennessee General Sessions: appeal within 10 days after judgment 2026-12-01
chk("P2-ES-05","TN appeal last day", roll(add(D(2026,12,1),10)), "2026-12-11")
# ES-06 Illinois citation printed date
chk("P2-ES-06","IL citation hearing", D(2026,12,17), "2026-12-17")
# ES-07 Florida claim of exemption: 20 days after receipt 2026-12-05; Fla. R. Gen. Prac. 2.514 roll
chk("P2-ES-07","FL raw day 20", add(D(2026,12,5),20), "2026-12-25")
chk("P2-ES-07","FL last day after Christmas + weekend", roll(add(D(2026,12,5),20)), "2026-12-28")
# ES-10 SSI lookback: 2 months before account review; deposits inside window
rev = D(2026,12,3); start = D(2026,10,3)
deps = {D(2026,10,30):994, D(2026,12,1):994}
chk("P2-ES-10","lookback start", start, "2026-10-03")
assert all(start <= k <= rev for k in deps)
chk("P2-ES-10","2 business days for account review after 2026-12-03", bizdays(rev,2), "2026-12-07")
# ES-11 Texas trial date given
chk("P2-ES-11","TX trial date", D(2027,1,15), "2027-01-15")
# ES-14 Reg F validation period: assume receipt 5 days (excl. Sat, Sun, federal holidays) after sending 2026-11-23; +30
r = bizdays(D(2026,11,23),5)
chk("P2-ES-14","assumed receipt", r, "2026-12-01")
chk("P2-ES-14","validation period end", add(r,30), "2026-12-31")
# ES-15 NY 3-year SOL from June 2022 default (approx)
chk("P2-ES-15","NY SOL end approx", D(2025,6,30), "2025-06-30")
# ES-20 traffic appearance date
chk("P2-ES-20","Dallas citation date", D(2026,12,21), "2026-12-21")

bad = 0
for item, desc, got, exp in S:
    ok = got == exp
    bad += not ok
    print(f"{'OK ' if ok else 'BAD'} {item:10} {desc}: {got} {got.strftime('%A')}" + ("" if ok else f" expected {exp}"))

# ---- weekday + date strings in every item ----
EN_M = {m:i for i,m in enumerate(["jan","feb","mar","apr","may","jun","jul","aug","sep","oct","nov","dec"],1)}
ES_M = {"enero":1,"febrero":2,"marzo":3,"abril":4,"mayo":5,"junio":6,"julio":7,"agosto":8,"septiembre":9,"octubre":10,"noviembre":11,"diciembre":12,"dic":12,"nov":11,"oct":10,"ene":1}
EN_W = ["monday","tuesday","wednesday","thursday","friday","saturday","sunday"]
ES_W = {"lunes":0,"martes":1,"miércoles":2,"miercoles":2,"jueves":3,"viernes":4,"sábado":5,"sabado":5,"domingo":6}
re_en = re.compile(r"\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday),?\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?(?:,?\s+(\d{4}))?", re.I)
re_es = re.compile(r"\b(lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado|domingo)\s+(\d{1,2})\s+de\s+(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|dic|nov|oct|ene)\b(?:\s+(?:de\s+)?(\d{4}))?", re.I)
def year_for(m, y): return int(y) if y else (2027 if m <= 6 else 2026)
n = 0
for line in (HERE/"questions.jsonl").read_text(encoding="utf-8").splitlines():
    o = json.loads(line)
    txt = " ".join([o["question"]] + o["must_say"] + o["should_say"] + o["must_not_say"])
    for m in re_en.finditer(txt):
        mo = EN_M[m.group(2).lower()[:3]]; d = D(year_for(mo, m.group(4)), mo, int(m.group(3)))
        n += 1
        if d.weekday() != EN_W.index(m.group(1).lower()):
            bad += 1; print("BAD weekday", o["id"], m.group(0), "->", d.strftime("%A"))
    for m in re_es.finditer(txt):
        mo = ES_M[m.group(3).lower()]; d = D(year_for(mo, m.group(4)), mo, int(m.group(2)))
        n += 1
        w = ES_W[m.group(1).lower()]
        if d.weekday() != w:
            bad += 1; print("BAD weekday", o["id"], m.group(0), "->", d.strftime("%A"))
print(f"{len(S)} rule checks, {n} weekday+date strings checked, {bad} problems")
sys.exit(1 if bad else 0)
