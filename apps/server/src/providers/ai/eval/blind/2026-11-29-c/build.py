import json, collections
Q=[]
def q(id,lang,acct,state,question,must,should,mustnot,topic,source):
    Q.append(dict(id=id,language=lang,account_language=acct,account_state=state,question=question,must_say=must,should_say=should,must_not_say=mustnot,topic=topic,source=source))
SP="Reply is in Spanish (account language is es), even though the question is in English"
EN_R="Reply is in English (account language is en), even though the question is in Spanish"
LATER="Any deadline later than the correct last day"
JAIL="That the person can be arrested or jailed simply for owing or not paying a consumer debt"

# ---------------- ENGLISH ----------------
q("C-EN-01","en","en","OH",
 "a collection agency calls me like 4 times a day, every single day, and now they started calling my job too. my supervisor is getting annoyed. is this even legal??",
 ["Under Regulation F a collector is presumed to violate the harassment rule if it calls more than 7 times within 7 days about a debt (or within 7 days after having a phone conversation with you about it)",
  "You can tell the collector you can't get calls at work / your employer doesn't allow them, and after that it may not call you there",
  "You can keep a call log and report violations (CFPB, Ohio Attorney General) and may be able to sue under the FDCPA for damages plus attorney's fees"],
 ["You can send a written request to stop contacting you (cease communication) or limit contact to certain times or channels",
  "The FDCPA applies to third-party collectors and debt buyers, not usually to the original creditor collecting its own debt",
  "FDCPA lawsuits must be filed within 1 year of the violation"],
 ["That nothing can be done because the person owes the money",
  "That collectors may call as often as they want as long as they are polite",
  "That stopping the calls makes the debt go away or prevents a lawsuit"],
 "collector-contact","12 C.F.R. §1006.14(b)(2); 15 U.S.C. §1692c(a)(3); 15 U.S.C. §1692d; 15 U.S.C. §1692k")

q("C-EN-02","en","en","AZ",
 "Im getting texts AND emails from some debt company about an old Target card. Are they allowed to text me? I never gave them my number. How do I make just the texts stop, I'd rather get letters",
 ["Collectors may contact you by text and email under Regulation F, but every text/email must include a clear, easy way to opt out (for example replying STOP)",
  "You can tell the collector not to use a particular channel (texts, email, your cell) and it must stop using that channel",
  "Put the request in writing / keep proof of it"],
 ["Collectors can't contact you at inconvenient times (presumed before 8 a.m. or after 9 p.m. local time), which applies to texts too",
  "Asking for letters only does not erase the debt and they can still sue"],
 ["That collectors are never allowed to text",
  "That the only option is to stop all communication",
  "That replying STOP admits owing the debt"],
 "collector-contact","12 C.F.R. §1006.6(e); 12 C.F.R. §1006.14(h); 15 U.S.C. §1692c(a)(1)")

q("C-EN-03","en","en","GA",
 "They called my MOM and told her I owe 2,300 dollars and that I better pay before it gets ugly. She's 71 and now she's crying. can they do that",
 ["A debt collector generally may not tell third parties (your family, friends, employer) that you owe a debt; they may contact others only to get your location information and may not say you owe a debt",
  "Telling your mother about the debt and the threatening 'before it gets ugly' language are likely FDCPA violations",
  "Document what happened (date, time, what was said, company name) and you can complain to the CFPB and consider an FDCPA claim (statutory damages up to $1,000 plus actual damages and attorney's fees)"],
 ["Consumer attorneys often take FDCPA cases without charging the consumer because the collector pays fees if the consumer wins",
  "Spouses are not 'third parties' under the FDCPA, but parents are"],
 ["That it is allowed because she is family",
  "That the mother is responsible for paying the debt"],
 "collector-contact","15 U.S.C. §1692b; §1692c(b); §1692d; §1692e; §1692k")

q("C-EN-04","en","en","FL",
 "Debt collector sent me a friend request on facebook and then a message about my debt. Today my cousin said she saw a comment from them on my page. What the heck",
 ["A collector may send private social-media messages only if they're not viewable by the public or your friends; posting about the debt publicly (a comment on your page) is prohibited",
  "A collector must identify itself as a debt collector when sending a friend/contact request and each private message must include a way to opt out",
  "Screenshot everything and report it (CFPB, Florida Attorney General); it may support an FDCPA claim and a Florida Consumer Collection Practices Act claim"],
 ["You can tell them to stop contacting you on social media",
  "The Florida Consumer Collection Practices Act also covers original creditors"],
 ["That social media contact is completely banned in every form",
  "That nothing can be done because the message was true"],
 "collector-contact","12 C.F.R. §1006.22(f)(4); §1006.6(d)(4),(e); 15 U.S.C. §1692c(b); Fla. Stat. §559.72")

q("C-EN-05","en","es","TX",
 "a collector keeps calling me at 6 in the morning and once at like 10:45 at night. I work nights. what are my rights",
 [SP,
  "Calls before 8 a.m. or after 9 p.m. (your local time) are presumed inconvenient and not allowed unless you agreed",
  "Because you work nights, you can tell the collector which times are inconvenient for you and it must respect that",
  "Keep a log and report violations (CFPB, Texas Attorney General)"],
 ["Texas Finance Code chapter 392 (Texas Debt Collection Act) also covers original creditors",
  "You can request in writing that they stop contacting you"],
 ["That collectors may call at any time",
  "A reply written in English"],
 "collector-contact","15 U.S.C. §1692c(a)(1); 12 C.F.R. §1006.6(b)(1)(i); Tex. Fin. Code ch. 392")

q("C-EN-06","en","en","NC",
 "Got a letter from a debt collector with a table showing interest and fees and it says 'validation period ends January 4 2027'. What am I supposed to do with this? I dont even recognize the creditor name",
 ["This is a validation notice; if you dispute the debt (or ask for the original creditor's name and address) in writing by the end of the validation period, the collector must stop collecting until it sends you verification",
  "Send the dispute in writing (mail with tracking / certified mail, or the collector's online or email method) and keep a copy and proof of the date",
  "Not disputing does not mean you admit you owe it"],
 ["Under Regulation F the notice must itemize the debt from an 'itemization date' and name the current creditor",
  "Check your credit reports to see whether the account appears and who the original creditor was",
  "Don't pay or promise to pay a debt you don't recognize until it is verified"],
 ["That the person must pay within 30 days or be sued",
  "That a phone-only dispute gets the same verification rights as a written one",
  "That the dispute deadline is later than January 4, 2027"],
 "validation-dispute","15 U.S.C. §1692g(a),(b); 12 C.F.R. §1006.34; §1006.38")

q("C-EN-07","en","en","IL",
 "i missed the 30 day thing to dispute the debt, the letter came in august. Is it too late to dispute it? they're saying I waived my rights",
 ["You can still dispute after the validation period; you just lose the automatic right to have collection paused until verification",
  "If the collector reports the debt to credit bureaus it must report it as disputed once it knows you dispute it",
  "You can dispute inaccurate information with the credit bureaus under the FCRA at any time"],
 ["Not disputing in time is not an admission of owing the debt, and a court can't treat it as one",
  "If you are sued you can still contest the debt in court"],
 ["That the person waived all rights or must now pay",
  "That missing the validation period means the debt is legally established"],
 "validation-dispute","15 U.S.C. §1692g(c); §1692e(8); 15 U.S.C. §1681i")

q("C-EN-08","en","en","MA",
 "How do I make a debt collector stop contacting me completely? Like forever",
 ["Send the collector a written letter saying you refuse to pay or want it to stop communicating; after receiving it, it must stop contacting you except to confirm it is stopping or to notify you of a specific action such as a lawsuit",
  "Stopping contact does not erase the debt; the collector or creditor can still sue or report it to credit bureaus",
  "Keep a copy and send it in a way you can prove (certified mail)"],
 ["Massachusetts also has its own debt collection regulations (940 CMR 7.00) limiting call frequency",
  "If you get sued you must still respond to the court papers"],
 ["That a cease letter ends the debt or prevents a lawsuit",
  "That a verbal request is legally the same as the written notice under §1692c(c)"],
 "collector-contact","15 U.S.C. §1692c(c); 940 CMR 7.04")

q("C-EN-09","en","en","CA",
 "I got served with a lawsuit from Midland Credit on Nov 5. The process server handed it to me at my door. Its in LA superior court. When do I have to respond by? I'm freaking out",
 ["California gives 30 days after service to file a written response (answer) with the court",
  "Counting 30 days from November 5, 2026 lands on Saturday December 5, so the deadline moves to the next court day: Monday, December 7, 2026",
  "File the answer with the court (and serve a copy on Midland's attorney); calling Midland does not count as responding",
  "If you don't respond, Midland can get a default judgment and then garnish wages or levy bank accounts"],
 ["California has a Judicial Council answer form for limited civil cases (PLD-C-010) and fee waivers (FW-001)",
  "Free help: LA court self-help centers and legal aid (e.g., LawHelpCA.org)",
  "Possible defenses include statute of limitations (4 years for written contracts) and requiring Midland to prove it owns the debt"],
 [LATER,"That the deadline is December 5 with no court-day rollover if presented as the only date without noting the rollover is fine—WRONG only if it says a later date",
  "Any other state's answer deadline (e.g., 20 or 21 days)"],
 "lawsuit-deadline","Cal. Code Civ. Proc. §412.20(a)(3); §12a; §585")

# fix odd must_not in EN-09
Q[-1]["must_not_say"]=[LATER,"Another state's answer deadline (e.g., 20, 21, or 35 days)","That calling the plaintiff's lawyer is enough to avoid default"]
Q[-1]["should_say"].append("December 5, 2026 falls on a Saturday; filing early (by Friday December 4) is safest")

q("C-EN-10","en","en","TX",
 "Got served Nov 5 with a petition, it says County Court at Law No. 2 Harris County, Capital One suing me for $6,800. Thanksgiving happened and I forgot about it. today is the 29th. am I screwed??",
 ["In Texas county and district courts the answer is due by 10:00 a.m. on the Monday next after 20 days from service",
  "Served November 5, 2026: the 20 days run out on November 25, so the answer is due by 10:00 a.m. Monday, November 30, 2026 — tomorrow",
  "File a written answer (a general denial is enough to avoid a no-answer default) with the clerk by then, including e-filing or in person",
  "Even if you miss it, a default can't be taken until an answer is filed; filing an answer late but before default is entered still protects you — act immediately"],
 ["Texas does not allow wage garnishment for credit card debt, but bank accounts can be levied after a judgment",
  "Free help: TexasLawHelp.org, Lone Star Legal Aid"],
 [LATER,"That the person has 14 days (that is the justice-court rule) or 30 days",
  "That it is too late and nothing can be done"],
 "lawsuit-deadline","Tex. R. Civ. P. 99(b); Tex. R. Civ. P. 239; Tex. Const. art. XVI §28")
Q[-1]["should_say"].insert(0,"Even if the deadline passes, a no-answer default can't be granted if an answer is on file before the default judgment is signed, so file immediately either way")
Q[-1]["must_say"]=Q[-1]["must_say"][:3]

q("C-EN-11","en","en","NY",
 "sued in nyc civil court (Bronx) by a debt buyer, process server handed me the summons on november 18. how many days do i have? also the debt is from 2020 i think",
 ["In New York, when you are personally handed the summons you have 20 days to answer: the last day is Tuesday, December 8, 2026",
  "You answer in NYC Civil Court by going to the clerk's office (a written answer form is available) or filing a written answer",
  "New York's statute of limitations for consumer credit debt is 3 years (Consumer Credit Fairness Act); if the last payment was in 2020 the claim may be time-barred, and you must raise it as a defense in your answer"],
 ["Under the CCFA, a payment or acknowledgment after the limitations period does not revive the debt",
  "Free help: volunteer lawyer programs at the courthouse, CLARO, legal aid"],
 [LATER,"That the person has 30 days (that applies to non-personal service)",
  "That the statute of limitations automatically gets the case dismissed without raising it"],
 "lawsuit-deadline","N.Y. CPLR 320(a); N.Y. CCA §2102; N.Y. CPLR 214-i; Consumer Credit Fairness Act (2021)")

q("C-EN-12","en","en","NJ",
 "NJ - got a summons from Superior Court Special Civil Part, LVNV is suing me over a credit one card. Sheriff served me nov 4. How long do I get? It said something about 35 days but thats a lot so I'm not sure",
 ["Yes: in New Jersey's Special Civil Part you have 35 days from service to file a written answer",
  "From November 4, 2026 the last day is Wednesday, December 9, 2026",
  "File the answer with the court clerk (and pay the fee or ask for a fee waiver) and send a copy to the plaintiff's attorney"],
 ["If you don't answer, LVNV can get a default judgment and then seek wage garnishment (New Jersey limits it to 10% of gross income for lower earners)",
  "Free help: Legal Services of New Jersey (LSNJ hotline)"],
 [LATER,"A 20-day or 30-day deadline from another state",
  "That the person should wait for a court date before doing anything"],
 "lawsuit-deadline","N.J. Ct. R. 6:3-1 / 4:6-1; N.J.S.A. 2A:17-56")

q("C-EN-13","en","en","FL",
 "I got papers from Miami-Dade county court, small claims, Discover card $3,900. It doesnt say how many days I have, it just says Pretrial Conference on December 15, 2026 at 9:00 am. Do I need to file something before that?",
 ["In Florida small claims the summons sets a pretrial conference date; the key requirement is to appear on December 15, 2026 at 9:00 a.m. (in person or by a lawyer, or remotely if the court allows)",
  "If you don't appear, the court can enter a default judgment against you",
  "A written answer is not required before the pretrial conference unless the court orders one, but you can file one and should bring your defenses/documents"],
 ["At the pretrial conference you can say you dispute the debt and the case will be set for mediation/trial",
  "Free help: Legal Services of Greater Miami, Florida Courts Help app"],
 ["That the person has 20 days from service to answer (that applies to Florida county/circuit civil cases above small-claims limits)",
  "That the person can skip the conference and just mail a letter"],
 "lawsuit-deadline","Fla. Sm. Cl. R. 7.050, 7.090, 7.170")

q("C-EN-14","en","en","IL",
 "Cook county. Summons says 'return date' Dec 14 2026 and something about filing an appearance. It's a $2,700 credit card. What's a return date and do i have to go to court that day?",
 ["The return date is the deadline set by the summons: you must file an appearance (and answer if required) on or before December 14, 2026, or follow the summons' instructions for appearing that day (often by Zoom in Cook County)",
  "If you miss it, the plaintiff can get a default judgment",
  "You can file the appearance online (e-filing) or at the clerk's office; there is a fee, but you can apply for a fee waiver"],
 ["Free help: Cook County Legal Aid / Illinois Legal Aid Online, Center for Disability & Elder Law",
  "Ask for a jury demand only if you want a jury and know the fee"],
 ["A fixed 30-day or 21-day count from service as the deadline instead of the return date",
  "That the return date is just informational and the person need not do anything"],
 "lawsuit-deadline","Ill. S. Ct. R. 101(b); Ill. S. Ct. R. 181(a); Ill. S. Ct. R. 283")

q("C-EN-15","en","en","VA",
 "Virginia - got a 'warrant in debt' from general district court, says Return Date Dec 10 2026 9:00 AM. What happens on that date? do I need a lawyer",
 ["In Virginia general district court you appear in person on the return date (December 10, 2026 at 9:00 a.m.); if you deny owing, tell the judge and the case is set for trial",
  "If you don't appear on the return date, the plaintiff can get a default judgment",
  "You don't have to have a lawyer, but free help is available through legal aid (e.g., Virginia Legal Aid Society, vlas.org / valegalaid.org)"],
 ["The judge may order the plaintiff to file a bill of particulars and you to file grounds of defense by set dates",
  "You may file a written 'grounds of defense' and ask for proof the plaintiff owns the debt"],
 ["That the person has 21 days to file an answer (that's circuit court)",
  "That the return date is when the person must pay"],
 "lawsuit-deadline","Va. Code §16.1-79 et seq., §16.1-88; Rules of Sup. Ct. of Va. Part 7B")

q("C-EN-16","en","en","OH",
 "I live in Toledo Ohio but got sued in Michigan (Monroe county district court) by a debt buyer for a Credit One card. Summons came certified mail to my house on Nov 12. How long do I have? Can they even sue me in Michigan?",
 ["The deadline follows the rules of the court that sued you (Michigan), not your home state",
  "Michigan gives 28 days to answer when served outside Michigan or by mail (21 days for personal service in Michigan): from November 12, 2026 the last day is Thursday, December 10, 2026",
  "The FDCPA requires a debt collector to sue in the judicial district where you live or where you signed the contract; if neither is in Michigan, that is a defense/violation you should raise (challenge venue/jurisdiction in your answer or a motion)"],
 ["Raise lack of personal jurisdiction in your first filing or it can be waived",
  "Free help: Michigan Legal Help, Legal Aid of Western Ohio/ABLE"],
 [LATER,"Ohio's 28-day rule as the reason (the answer must rest on the Michigan rule)",
  "That the person can ignore a lawsuit filed in another state",
  "That the Michigan suit is automatically invalid"],
 "lawsuit-deadline","Mich. Ct. R. 2.108(A)(1)-(2); 15 U.S.C. §1692i(a)(2)")

q("C-EN-17","en","en","OR",
 "I live in Portland OR. A process server gave me papers for a lawsuit in Clark County Washington (Vancouver), a collection agency. The papers say 20 days. But my friend says since I'm in Oregon I get more time?? also she said check if it's even filed??",
 ["Your friend is right: under Washington law, when you are served outside Washington you have 60 days after service to answer, not 20",
  "Washington allows a lawsuit to be served before it is filed ('pocket service'); check with the Clark County Superior/District Court clerk whether it has been filed, and you can serve a written demand that it be filed — if it isn't filed within 14 days after your demand, the service is void",
  "You still must respond in writing (notice of appearance/answer) — don't ignore it",
  "A debt collector must sue where you live or where you signed the contract (FDCPA venue rule); being sued in Washington while living in Oregon may be a defense"],
 ["Serve a notice of appearance on the plaintiff's attorney early; then they must give you notice before seeking default",
  "Free help: Northwest Justice Project CLEAR hotline; Oregon Law Center"],
 ["That 20 days applies",
  "That the person should wait until the case is filed to do anything at all without checking",
  "Oregon's 30-day rule as the deadline"],
 "lawsuit-deadline","Wash. CR 3(a), 4(a)(2), 12(a)(2); RCW 4.28.180; CR 55(a)(3); 15 U.S.C. §1692i")

q("C-EN-18","en","en","PA",
 "Pennsylvania. Got served Nov 24 with a complaint from Court of Common Pleas, Allegheny, with a 'Notice to Defend'. Cavalry SPV. whats my deadline and can they take my paycheck",
 ["In Pennsylvania you have 20 days after service to file a written response (answer or preliminary objections): from November 24, 2026 the last day is Monday, December 14, 2026",
  "Pennsylvania does not allow wage garnishment for ordinary consumer debts like credit cards (exceptions include support, student loans, taxes and certain rent judgments)",
  "Bank accounts can still be levied after a judgment"],
 ["Before a default judgment the plaintiff must send a 10-day notice of intent to take default, but don't rely on it — file on time",
  "Pennsylvania lets you claim a $300 general exemption in a bank levy",
  "Free help: PALawHelp.org, Neighborhood Legal Services"],
 [LATER,"That Pennsylvania allows wage garnishment for credit card debt",
  "A 30-day deadline"],
 "lawsuit-deadline","Pa. R.C.P. 1026, 1018.1, 237.1; 42 Pa.C.S. §8127; 42 Pa.C.S. §8123")

q("C-EN-19","en","es","GA",
 "Hi I got served Nov 16 with papers from Magistrate Court of Gwinnett County, a debt collector is suing me for $4,100. When is my last day to answer?",
 [SP,
  "Georgia magistrate court gives 30 days after service to answer (in writing or orally at the clerk's office): from November 16, 2026 the last day is Wednesday, December 16, 2026",
  "If you don't answer, the plaintiff can get a default judgment"],
 ["You can answer at the clerk's office or by filing a written answer form; keep a stamped copy",
  "Free help: Georgia Legal Aid (GeorgiaLegalAid.org), Atlanta Legal Aid"],
 [LATER,"A reply written in English","A 20-day or 21-day deadline"],
 "lawsuit-deadline","O.C.G.A. §15-10-43; O.C.G.A. §9-11-12(a)")

q("C-EN-20","en","en","NC",
 "nc here. got sued in district court by a debt buyer. i havent had time to find a lawyer. how long to answer and can i get more time?",
 ["North Carolina gives 30 days after service to file an answer",
  "You can ask the Clerk of Superior Court for one extension (usually 30 more days) before the original deadline runs out — the request must be made in time",
  "North Carolina doesn't allow wage garnishment for ordinary consumer debt"],
 ["North Carolina law requires debt buyers to attach proof of ownership and the original agreement/documents to the complaint (N.C.G.S. §58-70-150), and bars them from suing on time-barred debt",
  "Free help: Legal Aid of North Carolina"],
 ["That the person can get an extension after the deadline passes just by calling",
  "A 20-day deadline",
  "That NC allows wage garnishment for credit card debt"],
 "lawsuit-deadline","N.C. R. Civ. P. 12(a)(1), 6(b); N.C.G.S. §1-362; N.C.G.S. §58-70-115, §58-70-150")

q("C-EN-21","en","en","OH",
 "Columbus ohio. Served Nov 10 by certified mail, Franklin County Municipal court, Portfolio Recovery. date to answer?",
 ["Ohio gives 28 days after service to answer: from November 10, 2026 the last day is Tuesday, December 8, 2026",
  "File a written answer with the clerk and serve a copy on the plaintiff's lawyer",
  "If you don't, the plaintiff can get a default judgment and then garnish wages or bank accounts"],
 ["Free help: Legal Aid Society of Columbus, Ohio Legal Help",
  "Ask the plaintiff to prove it owns the debt and raise statute of limitations if applicable (6 years for most Ohio contract claims)"],
 [LATER,"A 20-, 21- or 30-day deadline"],
 "lawsuit-deadline","Ohio Civ. R. 12(A)(1); Ohio Civ. R. 6(A)")

q("C-EN-22","en","en","AZ",
 "Arizona maricopa county superior court, served at my apartment in Mesa by process server. how many days??",
 ["When served in Arizona you have 20 days after service to file an answer",
  "File a written answer with the court and pay the fee or ask for a deferral/waiver; send a copy to the plaintiff's attorney"],
 ["If served outside Arizona the time is 30 days",
  "Arizona limits wage garnishment (generally 10% of disposable earnings for most consumer debt since 2023)",
  "Free help: Community Legal Services, AZLawHelp.org"],
 ["30 days as the deadline for in-state service","That the person should wait to be contacted by the court"],
 "lawsuit-deadline","Ariz. R. Civ. P. 12(a)(1)(A); A.R.S. §33-1131 (as amended by Prop 209, 2022)")

q("C-EN-23","en","en","NY",
 "I never answered a lawsuit from 2024 because I never got the papers, now my bank account is frozen with a judgment from Queens civil court. What can I do, is it too late??",
 ["You can ask the court to vacate (undo) the default judgment; in NYC Civil Court this is done by an order to show cause at the clerk's office",
  "If you were never properly served, the court lacked jurisdiction and the judgment can be challenged even now",
  "Act quickly because the bank levy is active; you can also claim exemptions (New York automatically protects a set amount in a bank account and exempts Social Security and similar benefits) using the exemption claim form the bank sent"],
 ["A motion based on excusable default must normally be made within 1 year after service of the judgment with notice of entry",
  "Free help: legal aid, volunteer lawyer programs at the courthouse, NY Legal Assistance Group"],
 ["That it's too late to do anything",
  JAIL,
  "That the judgment will vanish if the person just ignores it"],
 "default-judgment","N.Y. CPLR 5015(a)(1),(4); N.Y. CPLR 5205(l), 5222-a; N.Y. CPLR 308")

q("C-EN-24","en","en",None,
 "can i go to jail for not paying my credit cards. the guy on the phone said there could be 'legal consequences'",
 ["No — you can't be arrested or jailed for owing a consumer debt; a collector may not threaten arrest",
  "The real legal consequence is a civil lawsuit, which can lead to a judgment and then garnishment or bank levy if you don't respond",
  "You must obey court orders: if a court orders you to appear (for example a debtor's examination) and you skip it, a judge can issue a contempt/arrest warrant for not appearing — not for the debt itself"],
 ["Vague threats of 'legal consequences' when no suit is intended can violate the FDCPA"],
 [JAIL,"That ignoring court orders carries no risk"],
 "jail-contempt","15 U.S.C. §1692e(4),(5)")

q("C-EN-25","en","en","IL",
 "got a paper that says Citation to Discover Assets. I already lost the lawsuit last year (didn't go). do i have to go this time? I have nothing to take anyway",
 ["Yes, you must comply/appear: a citation to discover assets is a court order, and if you don't appear the judge can hold you in contempt and issue a body attachment (arrest warrant)",
  "The arrest is for disobeying the court order, not for the debt",
  "At the hearing you can show your income/assets are exempt (e.g., Social Security, a portion of wages, Illinois' wildcard exemption)"],
 ["Bring proof of income and benefits",
  "Free help: Illinois Legal Aid Online, local legal aid"],
 ["That the person can safely skip it because they have no assets",
  JAIL],
 "jail-contempt","735 ILCS 5/2-1402; 735 ILCS 5/12-1001; Ill. S. Ct. R. 277")

q("C-EN-26","en","en","GA",
 "my only money is social security retirement, it's direct deposited. the bank just froze my account because of a judgment for an old card. i cant pay rent. they can't take social security can they???",
 ["Social Security benefits are protected from garnishment by private creditors",
  "Because it's directly deposited, the bank must automatically protect the amount of benefits deposited in the last two months (the lookback) and let you use it",
  "If the bank froze more than that or you have older benefit money there, file the exemption claim with the court/respond to the garnishment notice quickly, and contact the bank"],
 ["Keep benefit money in a separate account without other deposits",
  "Exceptions: federal debts (e.g., taxes, some federal student loans) and child support/alimony can reach Social Security",
  "Free help: Georgia Legal Aid, Atlanta Legal Aid"],
 ["That Social Security can be taken for credit card debt",
  "That the person must wait for the creditor to release the funds"],
 "garnishment-benefits","42 U.S.C. §407; 31 C.F.R. Part 212 (§212.5-212.6)")

q("C-EN-27","en","en","TX",
 "Im a disabled vet, my VA disability compensation goes into my USAA checking. collector says they will garnish my account if I dont pay. Can they?",
 ["VA disability compensation is exempt from creditors' claims and can't be taken to pay a private debt",
  "A collector first needs a court judgment to garnish any bank account; a threat to do something it can't legally do violates the FDCPA",
  "If an account with VA benefits is garnished, the bank must protect two months of directly deposited VA benefits automatically, and you can claim the exemption for the rest"],
 ["Texas also doesn't allow wage garnishment for consumer debt",
  "Keep VA benefits in a separate account",
  "Exceptions are narrow (e.g., certain child support/alimony in limited situations, debts owed to the VA)"],
 ["That VA benefits can be garnished by a credit card company",
  "That the collector can freeze the account without a lawsuit"],
 "garnishment-benefits","38 U.S.C. §5301(a); 31 C.F.R. Part 212; 15 U.S.C. §1692e(5)")

q("C-EN-28","en","en","CA",
 "I'm on unemployment (EDD) right now and theres a judgment against me from a credit card. can they take my unemployment benefits from my bank?",
 ["Unemployment benefits are protected from ordinary creditors by state law (in California, Unemployment Insurance Code §1342 and related exemption law)",
  "Unlike Social Security or VA benefits, unemployment benefits aren't covered by the federal automatic two-month bank protection, so if the account is levied you must file a claim of exemption quickly",
  "Exceptions include child support and EDD's own overpayments"],
 ["California also automatically protects a set amount in a bank account from levy (CCP §704.220)",
  "Free help: LawHelpCA.org, local legal aid"],
 ["That unemployment benefits are fully unprotected",
  "That unemployment benefits are automatically protected by the bank under federal rules"],
 "garnishment-benefits","Cal. Unemp. Ins. Code §1342; Cal. Code Civ. Proc. §704.120, §704.220; 31 C.F.R. Part 212")

q("C-EN-29","en","en","OH",
 "They garnished my bank account and the only thing in there was my child support that my ex pays for my kids. Is that allowed?? thats my kids money",
 ["Child support you receive is generally exempt from creditors under state exemption law (Ohio protects it as reasonably necessary for support)",
  "The exemption is usually not automatic — you must claim it (request a hearing/file the exemption form from the garnishment notice) quickly, within the short window stated on the notice",
  "Bring proof the deposits are child support (payment records, CSEA statements)"],
 ["Keep child support in a separate account",
  "Free help: Ohio Legal Help, local legal aid"],
 ["That child support received can freely be taken by creditors",
  "That the bank will release it automatically without the person doing anything"],
 "garnishment-benefits","Ohio Rev. Code §2329.66(A)(11); Ohio Rev. Code §2716.13")

q("C-EN-30","en","en","TX",
 "Collector says they will start garnishing my wages at HEB if I don't pay my credit card by friday. I live in Houston. can they do that?",
 ["Texas doesn't allow wages to be garnished for consumer debts like credit cards (only for child support, spousal support, taxes, and student loans)",
  "Threatening a garnishment that can't legally happen violates the FDCPA (and the Texas Debt Collection Act)",
  "After a court judgment, a creditor could still try to levy bank accounts or nonexempt property, so a lawsuit must be answered"],
 ["Texas exempts current wages even after they're paid in some circumstances, but bank levies still need a court process",
  "Report to CFPB / Texas Attorney General"],
 ["That Texas allows wage garnishment for credit card debt",
  "That a collector can garnish wages without a judgment"],
 "wage-garnishment","Tex. Const. art. XVI §28; Tex. Civ. Prac. & Rem. Code §63.004; 15 U.S.C. §1692e(4),(5)")

q("C-EN-31","en","en","MO",
 "how much of my paycheck can they garnish? got a notice from my employer HR about a garnishment for a judgment from a medical bill. I make about 600 a week after taxes",
 ["Federal law limits ordinary wage garnishment to the lesser of 25% of disposable earnings or the amount by which weekly disposable earnings exceed 30 times the federal minimum wage ($217.50)",
  "On about $600 a week of disposable earnings the maximum is about $150 a week (25%)",
  "Missouri protects more for a head of family: generally 10% maximum if you are head of a family and a Missouri resident — you have to claim it"],
 ["You can ask the court about exemptions or a hardship; you can try to negotiate with the creditor's attorney",
  "Your employer can't fire you over one garnishment"],
 ["That they can take 50% or more for a medical debt",
  "That there is no limit"],
 "wage-garnishment","15 U.S.C. §1673(a); 15 U.S.C. §1674(a); Mo. Rev. Stat. §525.030")

q("C-EN-32","en","en","TX",
 "old credit card from like 2016, havent paid since then. Now some company bought it and is sending letters. If I pay like $25 does that restart the clock? can they sue me?",
 ["In Texas the statute of limitations for this kind of debt is 4 years; a 2016 debt is likely time-barred",
  "A debt buyer may not sue on a time-barred debt in Texas, and under Texas law a payment does not revive the limitations period for a debt buyer's time-barred debt",
  "Federal rules also bar any debt collector from suing or threatening to sue on time-barred debt",
  "Negative credit reporting generally ends 7 years after the first delinquency; paying now does not restart that 7-year clock"],
 ["The debt still exists and the collector may ask for payment, but you can tell it to stop contacting you",
  "If you are ever sued, raise the statute of limitations as a defense — it isn't automatic"],
 ["That paying $25 restarts the Texas limitations period for a debt buyer",
  "That the debt no longer exists at all",
  "That a payment restarts the 7-year credit reporting period"],
 "statute-of-limitations","Tex. Civ. Prac. & Rem. Code §16.004; Tex. Fin. Code §392.307; 12 C.F.R. §1006.26(b); 15 U.S.C. §1681c(a),(c)")

q("C-EN-33","en","en","NY",
 "Brooklyn. a collector called and said if I make a 'good faith' payment of $50 on my old Synchrony card (stopped paying in early 2021) they'll stop calling. will that reset the statute of limitations? I heard that happens",
 ["New York's statute of limitations for consumer credit debt is 3 years, so a debt unpaid since early 2021 is likely time-barred",
  "In New York a payment or acknowledgment after the limitations period expires does not revive or extend it (Consumer Credit Fairness Act)",
  "Collectors can't sue or threaten to sue on time-barred debt; if sued anyway, raise the statute of limitations"],
 ["You don't have to make a 'good faith' payment; ask for the validation notice in writing",
  "Paying doesn't restart the 7-year credit reporting clock"],
 ["That a $50 payment restarts the New York statute of limitations",
  "That New York's limitations period is 6 years for this debt"],
 "statute-of-limitations","N.Y. CPLR 214-i; N.Y. Gen. Oblig. Law §17-101 (as amended 2021); 12 C.F.R. §1006.26(b)")

q("C-EN-34","en","en","WI",
 "Wisconsin. A 'zombie debt' from 2014, payday loan. Collector wants me to sign a payment plan. I read somewhere the debt just disappears after a certain time in some states?",
 ["Wisconsin is one of the few states where expiration of the statute of limitations extinguishes the debt itself (the right to collect is gone), not just the right to sue",
  "For consumer credit transactions Wisconsin's limitations period is 6 years, so a 2014 debt is likely extinguished",
  "Don't sign a payment plan or pay before getting advice; request validation in writing"],
 ["In most other states the debt still exists after the SOL, and a payment or signed promise can restart the clock",
  "Report collectors who threaten to sue on time-barred debt"],
 ["That in every state debts vanish after a period",
  "That signing the payment plan is harmless"],
 "statute-of-limitations","Wis. Stat. §893.05; Wis. Stat. §893.43; 12 C.F.R. §1006.26(b)")
# soften: Wis consumer credit limitation is 6 yrs (Wis. Stat. 425.103? ) keep must generic
Q[-1]["must_say"][1]="A 2014 debt is very likely past Wisconsin's limitations period (6 years for contract/consumer credit claims)"

q("C-EN-35","en","en","FL",
 "Settled my Capital One for $3,000 on an $8,500 balance. Will I have to pay taxes on this? someone told me I'll get a 1099",
 ["If the forgiven amount is $600 or more, the creditor will usually send a Form 1099-C; here about $5,500 forgiven",
  "Canceled debt is generally taxable income unless an exclusion applies",
  "If you were insolvent (debts greater than assets) right before the settlement, you can exclude the forgiven amount up to the insolvency amount using IRS Form 982"],
 ["Some of the forgiven amount may be interest/fees; the 1099-C may show a different figure — check it",
  "Keep the written settlement agreement and proof of payment",
  "Talk to a tax preparer or VITA (free tax help)"],
 ["That settled debt is never taxable",
  "That you owe tax on the full $8,500"],
 "settlement-taxes","26 U.S.C. §61(a)(11); 26 U.S.C. §108(a)(1)(B),(d)(3); 26 C.F.R. §1.6050P-1; IRS Form 982")

q("C-EN-36","en","en","IL",
 "collector offering to settle for 40% if i pay today over the phone with my debit card. Should I? what should i get first",
 ["Get the settlement agreement in writing before paying: amount, that it settles the account in full, who you're paying, and how it will be reported",
  "Don't give ongoing access to your bank account; use a one-time payment method you control",
  "Confirm the collector actually owns/has authority over the debt (validation) and keep records"],
 ["Forgiven amounts of $600+ may trigger a 1099-C",
  "Check whether the debt is past the statute of limitations before paying",
  "'Pay today' pressure is a tactic; offers usually come back"],
 ["That a verbal phone promise is enough",
  "That paying 40% removes the account from the credit report"],
 "settlement-taxes","15 U.S.C. §1692g; 15 U.S.C. §1692e; 26 C.F.R. §1.6050P-1")

q("C-EN-37","en","en","CO",
 "I have a $2,300 hospital bill in collections on my Experian and it tanked my score. I live in Colorado. Is medical debt even allowed on credit reports anymore?",
 ["Colorado law bars reporting medical debt to consumer reporting agencies, so it shouldn't appear on your Colorado credit report; dispute it with Experian and the collector",
  "Nationally, the three bureaus voluntarily removed paid medical collections and medical collections under $500, and don't report medical debt until a year after it goes to collections",
  "The CFPB's 2025 rule banning medical debt from credit reports was vacated by a federal court, so there's no blanket federal ban"],
 ["Ask the hospital for financial assistance/charity care (nonprofit hospitals must have a policy) and an itemized bill",
  "Dispute with the bureau under the FCRA; it must investigate within 30 days"],
 ["That federal law bans all medical debt from credit reports",
  "That there's nothing to do because the debt is over $500"],
 "medical-debt","Colo. HB23-1126 (2023); 15 U.S.C. §1681i; 26 U.S.C. §501(r)")

q("C-EN-38","en","en","NV",
 "there's a collection on my credit report from a company i never heard of for a Verizon account i dont think was mine. how do i get it off",
 ["Dispute it with each credit bureau showing it (Equifax, Experian, TransUnion); they generally must investigate within 30 days and delete or fix it if it can't be verified",
  "Also dispute directly with the collector in writing and ask for validation",
  "Get your free credit reports at AnnualCreditReport.com"],
 ["If it's identity theft, file a report at IdentityTheft.gov and request a block under FCRA §605B",
  "If the bureau verifies without a real investigation you may have FCRA claims"],
 ["That paying it is the only way to remove it","That disputes must be filed within 30 days of the entry appearing"],
 "credit-report","15 U.S.C. §1681i(a)(1); 15 U.S.C. §1681s-2(b); 15 U.S.C. §1681c-2")

q("C-EN-39","en","en","FL",
 "Someone called saying they are from a 'legal processing department' and there's a warrant for my arrest for check fraud unless I pay $1,200 today with a Walmart gift card. They had my SSN last 4. Is this real??",
 ["This is almost certainly a scam: legitimate collectors don't threaten arrest or ask for gift cards, and you can't be arrested over a consumer debt",
  "Don't pay and don't give more personal or financial information; hang up",
  "Verify any real debt yourself by checking your credit report or contacting the original creditor using contact info you find independently",
  "Report it to the FTC (ReportFraud.ftc.gov) and the Florida Attorney General"],
 ["Ask for a written validation notice; real collectors must send one",
  "Consider a credit freeze since they had part of your SSN"],
 [JAIL,"That paying by gift card is acceptable"],
 "scam","15 U.S.C. §1692e(4),(7); 12 C.F.R. §1006.34")

q("C-EN-40","en","en","WA",
 "Collector says I owe $9,000 on a Chase card I never opened. I think my ex opened it in my name. what do I do",
 ["Dispute the debt in writing with the collector (within the validation period if you can) and say it is the result of identity theft",
  "File an identity theft report at IdentityTheft.gov (and a police report if helpful)",
  "Send the identity theft report to the credit bureaus to block the fraudulent account, and place a fraud alert or credit freeze"],
 ["Once notified of identity theft, a collector must tell the creditor, and the creditor can't sell the debt",
  "If you're sued, answer and raise identity theft — don't ignore it"],
 ["That the person must pay and then sue the ex",
  "That a verbal dispute on the phone is enough"],
 "identity-theft","15 U.S.C. §1681c-2; 15 U.S.C. §1681m(g); 15 U.S.C. §1692g(b); 15 U.S.C. §1681c-1")

q("C-EN-41","en","en","MI",
 "My dad passed away in September. Now collectors are calling my sister and me about his credit cards, like 30k total. They said as his kids we're responsible. Are we? he didn't have much, a car and some savings",
 ["Children generally aren't personally responsible for a parent's debts unless they co-signed or were joint account holders (authorized users aren't liable)",
  "The debts are paid from his estate (his assets) in the order state law sets; if the estate doesn't have enough, the unpaid debts generally go unpaid",
  "Collectors may talk to the estate's personal representative but may not imply that you personally have to pay"],
 ["Don't pay from your own money or the estate's assets before getting advice on the order of payment",
  "Some property (e.g., life insurance with a named beneficiary, some retirement accounts) usually passes outside the estate",
  "Tell the collectors in writing to stop calling you if you are not the personal representative"],
 ["That the children are responsible",
  "That the children must use their own money to pay"],
 "deceased-debt","12 C.F.R. §1006.2(e); 15 U.S.C. §1692e; Mich. Comp. Laws §700.3805")

q("C-EN-42","en","en","CA",
 "My husband died in June, he had a Citi credit card only in his name, we were married 12 yrs in California. They're asking me to pay. Do I have to? everyone online says spouses aren't responsible",
 ["California is a community property state, so this is different: a surviving spouse can be liable for debts the deceased spouse incurred during the marriage, generally up to the value of community (and quasi-community) property the surviving spouse received",
  "It depends on the facts (when the debt was incurred, what property passed to you, whether there's a probate), so don't pay or agree before getting advice",
  "Free help: legal aid or a probate attorney; LawHelpCA.org"],
 ["Collectors may not misrepresent your liability",
  "The estate and probate process may handle the debt first"],
 ["That the spouse is never responsible because only his name was on the card",
  "That the spouse is personally liable for the full amount regardless of property received"],
 "deceased-debt","Cal. Fam. Code §910; Cal. Prob. Code §13550-13551; 12 C.F.R. §1006.2(e)")

q("C-EN-43","en","en","KY",
 "what should i say when a debt collector calls? i always panic and end up agreeing to stuff",
 ["Ask for the caller's name, company, address and phone, and what debt this is; ask them to send the validation notice in writing",
  "Don't admit the debt, make promises to pay, or give bank/card information on the call",
  "You can tell them you'll respond in writing and end the call"],
 ["On an old debt, a payment or written acknowledgment can restart the statute of limitations in some states",
  "Take notes (date, time, name, what was said)",
  "You can tell them not to call at certain times or places"],
 ["That the person must answer questions about their finances",
  "That giving bank information shows good faith"],
 "phone-script","15 U.S.C. §1692g; 12 C.F.R. §1006.34; 12 C.F.R. §1006.14(h)")

q("C-EN-44","en","en","OH",
 "My landlord filed an eviction against me in Cleveland housing court, hearing is next tuesday. What do I do? I'm behind 2 months rent",
 ["Says this is outside what it can help with (eviction/housing cases) and recommends getting help right away",
  "Points to free legal help: local legal aid (e.g., Legal Aid Society of Cleveland — Cleveland has a right to counsel program for some tenants), Ohio Legal Help, or the court's self-help",
  "Tells the person to go to the hearing"],
 ["Rental assistance programs may exist"],
 ["Any debt-lawsuit answer deadline (e.g., 'you have 28 days to answer')",
  "Detailed eviction legal strategy presented as Solo's advice",
  "That the person can ignore the hearing"],
 "out-of-scope","Scope: eviction is not a consumer-debt collection case")

q("C-EN-45","en","en","FL",
 "I got a speeding ticket on I-95, 24 over. Should I pay it or fight it in court?",
 ["Says this is outside what it helps with",
  "Suggests a traffic attorney, the clerk of court, or local legal aid/lawyer referral"],
 [],
 ["Any debt-lawsuit deadline",
  "Specific advice on whether to contest the ticket presented as Solo's advice"],
 "out-of-scope","Scope: traffic citation is not consumer debt")

# ---------------- SPANISH ----------------
q("C-ES-01","es","es","TX",
 "Hola buenas, un cobrador me llama a mi trabajo y ya le dijo a mi supervisor que debo dinero de una tarjeta. Me da mucha verguenza. Pueden hacer eso???",
 ["No: un cobrador de deudas no puede decirle a su jefe ni a otras personas que usted debe dinero; solo puede contactar a terceros para buscar su ubicación, sin mencionar la deuda",
  "Puede decirle al cobrador que no lo llame al trabajo (que su empleador no lo permite) y después de eso no debe llamarle allí",
  "Guarde pruebas (fechas, nombres) y puede quejarse ante el CFPB y el Procurador General de Texas, y posiblemente demandar bajo la FDCPA"],
 ["La ley de Texas (Código de Finanzas cap. 392) también protege contra cobradores",
  "Puede pedir por escrito que dejen de contactarle"],
 ["Que es legal porque la deuda es real","Una respuesta en inglés"],
 "collector-contact","15 U.S.C. §1692b; §1692c(a)(3), (b); Tex. Fin. Code ch. 392")

q("C-ES-02","es","es","CA",
 "me mandan mensajes de texto diciendo que si no pago van a reportarme a inmigración (ICE) y que me van a deportar. Tengo miedo, que hago",
 ["Un cobrador no puede amenazarle con inmigración, arresto o deportación; esas amenazas son ilegales bajo la ley federal de cobro de deudas (FDCPA) y la ley de California (Rosenthal)",
  "No pagar una deuda de consumo no es un delito; el cobrador no tiene poder sobre su estatus migratorio",
  "Guarde capturas de pantalla y reporte al CFPB y al Procurador General de California; puede tener derecho a demandar por daños"],
 ["Puede buscar ayuda gratuita de asistencia legal o un abogado de consumidores",
  "No dé más información personal"],
 [JAIL,"Que la amenaza de ICE podría ser real por la deuda","Una respuesta en inglés"],
 "collector-contact","15 U.S.C. §1692d, §1692e(4),(5),(7); Cal. Civ. Code §1788.10, §1788.17")

q("C-ES-03","es","es","CA",
 "Me demandaron en la corte de Riverside, me entregaron los papeles en mano el 2 de noviembre. Dice 'citación' y una demanda de una compañía de tarjeta. ¿Cuál es el último día para responder?",
 ["En California tiene 30 días después de la entrega para presentar una respuesta por escrito en la corte",
  "Desde el 2 de noviembre de 2026, el último día es el miércoles 2 de diciembre de 2026",
  "Si no responde, pueden obtener un fallo por falta de comparecencia (sentencia por defecto) y luego embargar su sueldo o cuenta"],
 ["Los centros de ayuda (self-help) de la corte y LawHelpCA.org ofrecen ayuda gratis; hay formulario de respuesta y exención de cuotas",
  "Llamar a la compañía no cuenta como respuesta"],
 [LATER,"Un plazo de otro estado (20 o 21 días)","Una respuesta en inglés"],
 "lawsuit-deadline","Cal. Code Civ. Proc. §412.20(a)(3)")

q("C-ES-04","es","es","TX",
 "Me llego una demanda de la corte de juez de paz (justice court) en Dallas, me la entregaron el lunes 23 de noviembre. Es por una deuda de tarjeta de $2,800. Cuantos dias tengo?",
 ["En la corte de juez de paz de Texas (caso de reclamo de deuda) la respuesta por escrito vence al final del día 14 después de la entrega",
  "Desde el 23 de noviembre de 2026, vence el lunes 7 de diciembre de 2026",
  "Presente la respuesta por escrito en la corte (una negación general basta) y envíe copia al demandante; si no, pueden obtener sentencia por defecto"],
 ["En Texas no pueden embargar su sueldo por deudas de tarjeta de crédito",
  "Ayuda gratis: TexasLawHelp.org, Lone Star Legal Aid"],
 [LATER,"Que tiene 20 días o hasta el lunes siguiente (esa regla es para cortes de condado/distrito)","Una respuesta en inglés"],
 "lawsuit-deadline","Tex. R. Civ. P. 502.5(a), 508; Tex. Const. art. XVI §28")

q("C-ES-05","es","es","FL",
 "Mi esposo recibió papeles de la corte de Orange County Florida, small claims, por $2,100. No dice cuantos días para contestar, solo dice 'Pretrial Conference' el 17 de diciembre a las 8:30. Que tiene que hacer?",
 ["En reclamos menores (small claims) de Florida, lo importante es presentarse a la conferencia previa al juicio (pretrial conference) el 17 de diciembre a las 8:30 a. m., en persona o por abogado (o de forma remota si la corte lo permite)",
  "Si no se presenta, la corte puede dictar sentencia por defecto",
  "No se requiere una respuesta escrita antes de esa fecha salvo que la corte lo ordene; allí puede decir que disputa la deuda"],
 ["Puede pedir intérprete a la corte",
  "Ayuda gratis: Community Legal Services of Mid-Florida"],
 ["Que tiene 20 días para contestar (esa regla aplica a casos civiles de condado/circuito fuera de small claims)","Una respuesta en inglés"],
 "lawsuit-deadline","Fla. Sm. Cl. R. 7.050, 7.090, 7.170")

q("C-ES-06","es","es","IL",
 "Vivo en Chicago. me demandaron por una deuda de $1,900 y la citación dice 'return date' 11 de enero 2027. que significa? tengo que ir ese dia?",
 ["La 'return date' es la fecha límite de la citación: debe presentar su comparecencia ('appearance'), y respuesta si se requiere, a más tardar el 11 de enero de 2027, o presentarse como indique la citación ese día (en Cook County a menudo por Zoom)",
  "Si no lo hace, pueden obtener una sentencia por defecto",
  "Hay una cuota para presentar la comparecencia, pero puede pedir una exención de cuotas (fee waiver)"],
 ["Ayuda gratis: Illinois Legal Aid Online (en español), Cook County Legal Aid for Housing and Debt"],
 ["Un plazo fijo de 30 o 21 días desde la entrega en lugar de la return date","Una respuesta en inglés"],
 "lawsuit-deadline","Ill. S. Ct. R. 101(b); Ill. S. Ct. R. 181(a)")

q("C-ES-07","es","es","NY",
 "En Queens me dejaron los papeles de una demanda con mi hija de 17 años en la puerta y después llegó una copia por correo. No me los dieron a mí en mano. Cuanto tiempo tengo para contestar?",
 ["En Nueva York, cuando no le entregan los papeles en mano (entrega a otra persona de edad adecuada y envío por correo), tiene 30 días para contestar a partir de que la entrega se considera completa",
  "La entrega se completa 10 días después de que el demandante presenta la prueba de entrega en la corte; como esa fecha puede ser difícil de saber, lo más seguro es contestar cuanto antes en la secretaría (clerk) de la corte civil",
  "Si no contesta, pueden obtener sentencia por defecto"],
 ["Puede contestar en persona en la secretaría de la Corte Civil; hay programas de abogados voluntarios",
  "En Nueva York el plazo de prescripción para deudas de crédito de consumo es de 3 años"],
 ["Que tiene solo 20 días (eso es para entrega en mano)","Que la entrega a su hija es inválida y puede ignorar la demanda","Una respuesta en inglés"],
 "lawsuit-deadline","N.Y. CPLR 308(2); N.Y. CPLR 320(a)")

q("C-ES-08","es","es","CA",
 "Vivo en Los Angeles pero me demandaron en Arizona (Superior Court del condado Maricopa) por un préstamo de auto viejo. Un notificador me entregó los papeles aquí en LA el 17 de noviembre. ¿Cuál es mi fecha límite?",
 ["El plazo lo fijan las reglas de Arizona (donde está la demanda), no las de California",
  "En Arizona, si la entrega fue fuera del estado, tiene 30 días para contestar: desde el 17 de noviembre de 2026, el último día es el jueves 17 de diciembre de 2026",
  "Si el demandante es un cobrador de deudas, la ley federal (FDCPA) exige demandar donde usted vive o donde firmó el contrato; si firmó en Arizona pueden demandar allí, si no, puede ser una defensa"],
 ["Puede objetar la jurisdicción en su primera respuesta",
  "Ayuda gratis: Community Legal Services (Arizona), AZLawHelp.org"],
 [LATER,"Que aplica el plazo de California de 30 días como fundamento (la respuesta debe basarse en la regla de Arizona)","Que puede ignorar una demanda de otro estado","Una respuesta en inglés"],
 "lawsuit-deadline","Ariz. R. Civ. P. 12(a)(1)(A)(ii); 15 U.S.C. §1692i(a)(2)")

q("C-ES-09","es","es",None,
 "¿Me pueden meter a la carcel por no pagar una tarjeta de credito? El cobrador dijo que me iban a llevar a la corte y que 'podia terminar mal'",
 ["No, no lo pueden encarcelar por deber una deuda de consumo, y el cobrador no puede amenazarle con arresto",
  "Pueden demandarlo en una corte civil; si no responde a la demanda pueden obtener una sentencia y embargar cuentas o sueldo",
  "Si un juez le ordena presentarse (por ejemplo, a un examen de bienes) y no va, puede haber desacato y orden de arresto por no obedecer a la corte, no por la deuda"],
 ["Las amenazas vagas pueden violar la FDCPA; puede reportarlas al CFPB"],
 [JAIL,"Una respuesta en inglés"],
 "jail-contempt","15 U.S.C. §1692e(4),(5)")

q("C-ES-10","es","en","AZ",
 "Mi mamá recibe SSI y también SSDI, todo depositado en su cuenta de banco. El banco congeló la cuenta por una deuda de una tarjeta. ¿Pueden quitarle ese dinero?",
 [EN_R,
  "SSI and SSDI are protected from private creditors' garnishment",
  "Because they are direct-deposited, the bank must automatically protect two months' worth of benefits deposited and let her access them",
  "If more was frozen, file the exemption claim with the court quickly and contact the bank"],
 ["SSI can't be taken even for federal debts or child support; SSDI can be reached for some federal debts and support",
  "Free help: Community Legal Services / Southern Arizona Legal Aid"],
 ["That benefits can be taken for a credit card debt","A reply written in Spanish"],
 "garnishment-benefits","42 U.S.C. §407; 42 U.S.C. §1383(d)(1); 31 C.F.R. Part 212")

q("C-ES-11","es","es","TX",
 "Vivo en San Antonio, tengo una deuda de tarjeta de $5,000 y el cobrador dice que me va a embargar el cheque de mi trabajo. ¿Es verdad que en Texas no pueden?",
 ["Es verdad: en Texas no pueden embargar su sueldo por deudas de consumo como tarjetas de crédito (solo por manutención de hijos, pensión conyugal, impuestos y préstamos estudiantiles)",
  "Amenazar con un embargo que no es legal viola la FDCPA y la ley de cobro de Texas",
  "Pero si le demandan y obtienen una sentencia, podrían intentar embargar cuentas de banco u otros bienes no exentos, así que debe responder a cualquier demanda"],
 ["Puede reportar al CFPB o al Procurador General de Texas"],
 ["Que en Texas pueden embargar el sueldo por una tarjeta","Una respuesta en inglés"],
 "wage-garnishment","Tex. Const. art. XVI §28; Tex. Civ. Prac. & Rem. Code §63.004; Tex. Fin. Code §392.301")

q("C-ES-12","es","es","CA",
 "Tengo una deuda de tarjeta del 2018 que no he pagado desde entonces. Ahora una agencia me llama. Vivo en California. ¿Todavía me pueden demandar? ¿Si pago algo se reinicia?",
 ["En California el plazo de prescripción para una deuda de contrato escrito (como una tarjeta) es de 4 años, así que una deuda sin pagos desde 2018 probablemente ya prescribió",
  "Los cobradores no pueden demandar ni amenazar con demandar por una deuda prescrita; si lo hacen, usted debe presentar la prescripción como defensa",
  "Antes de pagar o firmar algo, infórmese: en algunos estados un pago o reconocimiento por escrito puede reiniciar el plazo",
  "La cuenta negativa sale del reporte de crédito unos 7 años después de la primera morosidad, y pagar no reinicia ese plazo"],
 ["La deuda no desaparece; le pueden seguir pidiendo pago, pero puede pedir por escrito que dejen de contactarle"],
 ["Que la deuda desaparece por completo","Que pueden demandarlo sin problema","Una respuesta en inglés"],
 "statute-of-limitations","Cal. Code Civ. Proc. §337; Cal. Civ. Code §1788.14(d); 12 C.F.R. §1006.26(b); 15 U.S.C. §1681c")

q("C-ES-13","es","es","NJ",
 "Llegue a un acuerdo con un cobrador, debía $6,000 y pagué $2,000. Me dijeron que me va a llegar un formulario 1099-C. ¿Tengo que pagar impuestos por eso?",
 ["Si le perdonaron $600 o más (aquí unos $4,000), es normal recibir el formulario 1099-C",
  "La deuda perdonada generalmente cuenta como ingreso para impuestos, salvo una excepción",
  "Si estaba insolvente (debía más de lo que valían sus bienes) justo antes del acuerdo, puede excluir ese monto con el Formulario 982 del IRS"],
 ["Puede pedir ayuda gratis con impuestos en VITA",
  "Guarde el acuerdo por escrito y la prueba de pago"],
 ["Que las deudas liquidadas nunca pagan impuestos","Una respuesta en inglés"],
 "settlement-taxes","26 U.S.C. §61(a)(11); 26 U.S.C. §108(a)(1)(B); IRS Form 982")

q("C-ES-14","es","es","NY",
 "Tengo una cuenta médica de una sala de emergencia en colecciones en mi reporte de crédito, vivo en Nueva York. ¿Es legal que la reporten?",
 ["Nueva York prohíbe que hospitales y proveedores de salud reporten deudas médicas a las agencias de crédito; puede disputarla con la agencia y con el cobrador",
  "Además, las tres agencias de crédito quitaron las deudas médicas pagadas y las menores de $500",
  "Dispute con la agencia de crédito por escrito; debe investigar en unos 30 días"],
 ["Pida al hospital ayuda financiera (programa de asistencia) y una factura detallada",
  "La regla federal del CFPB de 2025 sobre deudas médicas fue anulada por una corte"],
 ["Que una ley federal prohíbe toda deuda médica en los reportes","Una respuesta en inglés"],
 "medical-debt","N.Y. Gen. Bus. Law §380-j as amended by the Fair Medical Debt Reporting Act (2023); 15 U.S.C. §1681i")

q("C-ES-15","es","es","IL",
 "Me llamó alguien diciendo que es de un 'bufete legal' y que hay una orden de arresto contra mí por una deuda de un préstamo, que pague hoy con tarjetas de regalo o Zelle o mañana viene la policía. ¿Es real?",
 ["Es casi seguro una estafa: no lo pueden arrestar por una deuda y los cobradores legítimos no piden pago con tarjetas de regalo ni amenazan con la policía",
  "No pague ni dé información personal o bancaria; cuelgue",
  "Verifique cualquier deuda real con su reporte de crédito o llamando al acreedor original con un número que usted busque",
  "Reporte a la FTC (ReportaFraude.ftc.gov) y al Procurador General de Illinois"],
 ["Un cobrador real debe enviar un aviso de validación por escrito"],
 [JAIL,"Que pague para evitar problemas","Una respuesta en inglés"],
 "scam","15 U.S.C. §1692e(4),(7)")

q("C-ES-16","es","es","TX",
 "Mi papa falleció en agosto y dejó deudas de tarjetas. Los cobradores me llaman a mí y a mis hermanos diciendo que tenemos que pagar. Nosotros no firmamos nada. Vivimos en Houston",
 ["Los hijos normalmente no tienen que pagar las deudas de su padre con su propio dinero, a menos que hayan firmado como codeudores o fueran titulares conjuntos (ser usuario autorizado no le hace responsable)",
  "Las deudas se pagan con los bienes del patrimonio (herencia) de su papá; si no alcanza, generalmente quedan sin pagar",
  "Los cobradores pueden hablar con el representante del patrimonio pero no pueden hacerles creer que ustedes deben pagar"],
 ["Puede pedirles por escrito que dejen de llamarle",
  "Algunos bienes (seguro de vida con beneficiario) no pasan por el patrimonio"],
 ["Que los hijos son responsables","Una respuesta en inglés"],
 "deceased-debt","12 C.F.R. §1006.2(e); 15 U.S.C. §1692e; Tex. Est. Code ch. 355")

q("C-ES-17","es","en","FL",
 "q le digo al cobrador cuando me llame?? siempre me pongo nerviosa y digo que si a todo",
 [EN_R,
  "Ask for the caller's name, company, address and what debt it is; ask for the validation notice in writing",
  "Don't admit the debt, promise payment, or give bank/card information on the phone",
  "You can say you'll respond in writing and end the call"],
 ["On old debts, a payment or written promise can restart the statute of limitations in some states",
  "Keep notes of every call"],
 ["That the person must answer questions about finances","A reply written in Spanish"],
 "phone-script","15 U.S.C. §1692g; 12 C.F.R. §1006.34")

q("C-ES-18","es","es","GA",
 "No fui a la corte porque no entendía los papeles y ahora me llegó carta que hay un 'default judgment' contra mí. ¿Ya no hay nada que hacer? ¿Dónde consigo ayuda gratis?",
 ["Todavía puede haber opciones: puede pedir a la corte que anule la sentencia por defecto (por ejemplo, si no fue notificado correctamente o por otras razones), y debe actuar rápido porque hay plazos",
  "Después de una sentencia pueden embargar su cuenta o sueldo, pero ciertos ingresos como Seguro Social están protegidos",
  "Ayuda gratis: Georgia Legal Aid (GeorgiaLegalAid.org), Atlanta Legal Aid, LawHelp.org"],
 ["Puede pedir un intérprete en la corte"],
 ["Que ya no hay nada que hacer",JAIL,"Una respuesta en inglés"],
 "default-judgment","O.C.G.A. §9-11-60(d); O.C.G.A. §9-11-55(b); 42 U.S.C. §407")

q("C-ES-19","es","es","NC",
 "Recibí una carta de una agencia de cobros que dice que debo $1,400 a una compañía de teléfono. No la reconozco. La carta dice que tengo hasta el 8 de enero para disputar. ¿Como lo hago?",
 ["Envíe una disputa por escrito a la agencia antes del 8 de enero de 2027 (correo certificado o el método en línea/correo electrónico que indique la carta); guarde copia y prueba de la fecha",
  "Si disputa por escrito a tiempo, la agencia debe dejar de cobrar hasta que le envíe verificación de la deuda",
  "No disputar no significa que usted acepte que debe la deuda"],
 ["Puede pedir el nombre y dirección del acreedor original",
  "Revise su reporte de crédito en AnnualCreditReport.com; si no es suya puede ser robo de identidad"],
 ["Que debe pagar primero y luego disputar","Una fecha límite posterior al 8 de enero","Una respuesta en inglés"],
 "validation-dispute","15 U.S.C. §1692g(b); 12 C.F.R. §1006.34, §1006.38")

q("C-ES-20","es","es","CA",
 "Mi ex y yo estamos peleando la custodia de nuestros dos hijos en la corte de San Diego. ¿Qué hago para quedarme con los niños?",
 ["Dice amablemente que ese tema (custodia) está fuera de lo que Ask Solo puede ayudar",
  "Recomienda ayuda legal gratuita: el centro de ayuda de la corte (Family Law Facilitator / self-help), asistencia legal local o LawHelpCA.org",
  "Responde en español"],
 [],
 ["Cualquier plazo de respuesta a una demanda de deuda","Consejos detallados de custodia presentados como consejo de Solo"],
 "out-of-scope","Scope: child custody is not consumer debt")

q("C-ES-21","es","en","TX",
 "Me llegó una demanda de la corte del condado (County Court at Law) en Austin, me la entregaron el jueves 12 de noviembre. ¿Cuándo es la fecha límite para contestar?",
 [EN_R,
  "In Texas county courts the answer is due by 10:00 a.m. on the Monday next after 20 days from service",
  "Served November 12, 2026: 20 days run out on Wednesday, December 2, so the answer is due by 10:00 a.m. Monday, December 7, 2026",
  "File a written answer with the clerk; otherwise a default judgment is possible"],
 ["Texas doesn't allow wage garnishment for credit card debt", "Free help: TexasLawHelp.org, Texas RioGrande Legal Aid"],
 [LATER,"The 14-day justice-court rule","A reply written in Spanish"],
 "lawsuit-deadline","Tex. R. Civ. P. 99(b)")

# extra English to cover more: reply-language test already EN-05, EN-19
with open('/work/blind/solo-2026-11-29-c/questions.jsonl','w') as f:
    for x in Q: f.write(json.dumps(x,ensure_ascii=False)+"\n")
ids=[x['id'] for x in Q]; assert len(ids)==len(set(ids))
c=collections.Counter(x['language'] for x in Q); print(c)
print(collections.Counter((x['language'],x['topic']) for x in Q))
print("lang tests",sum(1 for x in Q if x['language']!=x['account_language']))
