import { FEDERAL_ONE_PARTY_RECORDING, type Language } from '@parley/shared';

/**
 * The words of the situation answers (situations.ts), in both languages: each a rule we are sure of, with its source
 * (blind set AA: a co-signer whose student died told to keep paying, a ground ambulance sent to the No Surprises Act, a
 * Massachusetts caller told "often yes" to recording in secret).
 */
export const SITUATION_WORDS = {
  en: {
    setoff:
      'Often yes: a credit union or bank can usually take money from your accounts with it to pay a past-due loan you owe it, such as a car loan, without a court order. This is the right of setoff (for a federal credit union also a lien on your shares, 12 U.S.C. § 1757(11)), usually written in your loan and account agreements: read the setoff or lien clause.',
    setoffLimits:
      'There are limits: a card issuer may not take money from your deposit account to pay a credit card debt (15 U.S.C. § 1666h; 12 C.F.R. § 1026.12(d)), and taking exempt money such as Social Security can be challenged. Ask the credit union in writing to return what you need for rent as a hardship, and complain to its regulator (the NCUA for a federal credit union) or the CFPB if it broke its agreement.',
    responsibleParty:
      'Signing a nursing home’s admission papers as “responsible party” usually does not make you personally liable for your parent’s bill: a nursing home paid by Medicare or Medicaid may not require a third party to guarantee payment as a condition of admission (42 U.S.C. §§ 1395i-3(c)(5)(A)(ii), 1396r(c)(5)(A)(ii); 42 C.F.R. § 483.15(a)(3)). You could be liable for what you yourself agreed to do, such as paying from her income or money you control, or for misusing her money.',
    residentSued:
      'The lawsuit is against your parent, and its deadline runs for them: if you hold a power of attorney or are the guardian, get them a lawyer or legal aid now (you cannot represent them in court yourself), and tell the court of their incapacity. Check whether Medicaid should be paying (an application or an appeal may cover the bill); the long-term care ombudsman or legal aid can help.',
    judgmentReport:
      'Since 2017 the three big credit bureaus do not include civil judgments on credit reports, so the judgment itself normally will not appear there; the account or collection behind it can. Landlords and tenant-screening companies can still find judgments in court records, so a judgment can hurt an apartment search: another reason to answer the case, and if you pay or settle, to get a satisfaction of judgment filed.',
    alreadyPaid:
      'Dispute the debt in writing with the collector within the validation period its letter gives: say you already paid the original creditor in full and send a copy of your receipt (keep the original). The collector must stop collecting until it sends verification (15 U.S.C. § 1692g(b)). Tell the original creditor too, with the proof, so it takes the account back, and dispute with the credit bureaus if it shows up on your report.',
    cosignerRelease:
      'For a private student loan made on or after November 20, 2018, federal law requires the lender to release the co-signer when the student borrower dies (15 U.S.C. § 1650(g), added by Pub. L. 115-174, § 601).',
    loanCovered: (year: number) => `Your loan, made in ${year}, is covered.`,
    loanMaybe: 'A loan from 2018 is covered only if it was made on or after November 20, 2018: check the date on the promissory note.',
    loanBefore: (year: number) =>
      `A loan made in ${year}, before that date, is not covered by this rule: read the promissory note for a death or co-signer-release clause, as some lenders release co-signers on the student’s death by their own terms, and ask the lender in writing.`,
    loanUndated: 'Check the date on the promissory note to see whether the loan is covered.',
    releaseSteps:
      'Send the lender a copy of the death certificate and ask in writing to be released as co-signer; until it confirms the release, ask it in writing to stop collecting from you, keep copies of everything, and do not pay from your own money meanwhile. If it refuses, complain to the CFPB (consumerfinance.gov/complaint).',
    federalDeath:
      'A federal student loan, including a Parent PLUS loan, is discharged when the student dies, once the servicer gets the death certificate (34 C.F.R. § 685.212(a)).',
    offset:
      'Yes: a defaulted federal student loan can be collected by taking your federal tax refund through the Treasury Offset Program, without a lawsuit, after a written notice that lets you ask for a review (31 U.S.C. § 3720A; 34 C.F.R. § 30.33).',
    injuredSpouse:
      'A spouse who does not owe the debt can ask the IRS for their share of a joint refund with Form 8379, Injured Spouse Allocation, filed with the return or afterwards.',
    outOfDefault:
      'To stop further offsets, get the loan out of default by rehabilitation (affordable monthly payments) or by consolidation; check studentaid.gov, as the collection rules changed in 2025 and 2026.',
    immigration:
      'Owing a debt, a defaulted student loan included, is a civil matter, not a crime. How anything touches your own immigration case is a question for an immigration attorney or a representative accredited by the Department of Justice, never a notario.',
    thirdParties:
      'No: a debt collector may not tell your church, pastor, family, neighbors or anyone else about your debt; it may contact others only to find where you live or work, without mentioning the debt (15 U.S.C. §§ 1692b, 1692c(b)), and threatening to shame you is harassment and a false threat (15 U.S.C. §§ 1692d, 1692e(5)).',
    thirdPartySteps:
      'Write down the date, time, caller and words; tell the collector in writing to stop contacting you, or dispute the debt; report it to the CFPB and your state attorney general. You may sue within one year for up to $1,000 plus your actual damages and attorney’s fees (15 U.S.C. § 1692k).',
    recordAllParty: (state: string, citation: string) =>
      `Not secretly: in ${state} everyone on the call must agree to a recording (${citation}), so recording a collector without telling them can be a crime there, and the recording may not be usable. Say at the start of the call that you are recording; if the collector goes on talking, that is generally taken as consent.`,
    recordOneParty: (state: string | null) =>
      `Federal law lets you record a call you are on without telling the other side (${FEDERAL_ONE_PARTY_RECORDING}), and most states follow that one-party rule${state ? `; ${state} is not among the all-party states we have on file` : ''}. A collector calling from an all-party state (such as California, Florida or Washington) may fall under its stricter law, so the safe practice is to say at the start that you are recording.`,
    recordAlso:
      'Either way, keep a call log (date, time, name, what was said), ask the collector to write to you, keep its letters and voicemails, and ask for its own recordings in a dispute or in a lawsuit.',
    groundAmbulance:
      'The federal No Surprises Act bars balance billing by air ambulances, not by ground ambulances (42 U.S.C. § 300gg-112 covers air ambulances only), so it does not stop a ground-ambulance balance bill. Some states have their own ground-ambulance protections: check your state’s, and appeal with your insurer, asking for the itemized bill and the explanation of benefits.',
    medicalCredit: (amount: string | null) =>
      `For your credit: the three big credit bureaus do not report paid medical collections or medical collections under $500, and wait one year before reporting an unpaid one${amount ? `, so an unpaid ${amount} collection could appear after that` : ''}. Dispute anything inaccurate, and keep the insurance appeal going.`,
    removal:
      'Moving the case to federal court is generally not possible: a collection suit is a state-law claim on a contract or account, with no federal question, and far below the $75,000 a case between people of different states needs (28 U.S.C. §§ 1331, 1332(a), 1441); a counterclaim under the FDCPA does not change that. Trying does not stop the state court’s deadline: file your Answer in the court that sued you.',
    english:
      'Court papers in English are valid, and the deadline runs all the same; ask the clerk whether the court has forms or help in Spanish, and ask the court for an interpreter for any hearing.',
    scam: 'This is almost surely a scam: no real collector or court asks for payment by gift card, cryptocurrency or wire, and no one can have you arrested or deported over a debt; owing money is not a crime. Do not pay and do not give any personal or bank details: hang up, ask for everything in writing, check the debt with the original lender yourself, and report it to the FTC at ReportFraud.ftc.gov, the CFPB and your state attorney general.',
    falseGarnish:
      'No: a collector or private lender cannot garnish your wages without first suing you and winning a court judgment; only debts such as taxes, federal student loans and child support can be garnished without a suit. A "notice of intent to garnish" with no court case is a false threat or a scam (15 U.S.C. § 1692e(4), (5)): do not pay from it. Ask in writing for validation of the debt, check your county court’s records for any case, contact the original lender yourself, and report the letter to the CFPB, the FTC (ReportFraud.ftc.gov) and your state attorney general.',
    missedHearing:
      'Call or visit the court clerk today: ask what happened at the hearing you missed, and whether a default judgment was entered, the hearing was reset or the case was dismissed. If a default judgment was entered, ask the court right away to set it aside with a written motion that says why you missed it and what your defense is; the time to do it is short. If the hearing was reset, go on the new date. Give the court the true reason you missed it: a made-up excuse can be perjury or contempt, and lose you the motion.',
    missedExam:
      'If it was a debtor’s examination after a judgment, the court can order you in or issue a warrant to bring you: contact the clerk at once to get a new date.',
    deficiency: (owed: string, fees: string | null, sale: string, left: string) =>
      `Their deficiency works out to ${owed}${fees ? ` plus ${fees} in fees` : ''} minus the ${sale} sale price: ${left}.`,
    deficiencyRule:
      'You may not owe all of it: the lender had to send you reasonable written notice before the sale and sell in a commercially reasonable way (UCC §§ 9-610, 9-611, 9-614); if it did not, the deficiency can be reduced or barred (UCC §§ 9-625, 9-626), and you can challenge the fees and a low price.',
    judgmentOffer: (offer: string, judgment: string, percent: number, off: string) =>
      `${offer} on a ${judgment} judgment is about ${percent}% of it, ${off} less (more if interest has been added). Before paying, get a letter naming the case that says ${offer} is payment in full of the judgment and that they will file a satisfaction (release) of judgment with the court; pay the payee the letter names by a traceable method, never by giving access to your bank account, and check later that the satisfaction was filed.`,
    fdcpaYear: (violated: string, by: string) =>
      `A suit against a debt collector under the Fair Debt Collection Practices Act must be filed within one year from the date of each violation (15 U.S.C. § 1692k(d)): for what happened in ${violated}, file by ${by} at the latest, counted from the exact day of each call or letter, and sooner is safer, as a lawyer needs time to prepare it.`,
    fdcpaYearUndated:
      'A suit against a debt collector under the Fair Debt Collection Practices Act must be filed within one year from the date of each violation (15 U.S.C. § 1692k(d)): write down the date of every call, letter and message now, as the oldest ones run out first.',
    fdcpaDamages:
      'If you win, the collector pays your actual damages (such as distress, lost pay or time), statutory damages of up to $1,000 per lawsuit (not per call or violation), and your court costs and reasonable attorney’s fees (15 U.S.C. § 1692k(a)); that is why consumer lawyers often take these cases without charging you up front. Keep the voicemails, letters and a log, and you need not pay the debt to sue; telling others about your debt and threatening a garnishment without a judgment are both violations (15 U.S.C. §§ 1692c(b), 1692e(4), (5)).',
    irsScam:
      'This letter is a scam: the IRS never demands payment by gift card, wire or cryptocurrency, never asks you to call a number right away or pay the same day, and cannot cancel your ITIN or Social Security number or have you deported or arrested over a tax bill. Do not call the number in the letter and do not pay anything.',
    irsCheck:
      'To check whether you really owe the IRS anything, sign in to your account at IRS.gov or call the IRS at the number listed on IRS.gov (not one in the letter or from the caller). Report the letter to the Treasury Inspector General (TIGTA) and phishing@irs.gov and to the FTC at ReportFraud.ftc.gov; if you gave any personal details, go to IdentityTheft.gov.',
    admissions:
      'Requests for admission are part of the lawsuit (discovery), not a new summons. Each one must be answered in writing and served on the other side’s lawyer within 30 days after they were served on you: any request not answered in time is taken as admitted, which can lose the case without a trial. Admit only what you know is true, deny what is not, and for what you cannot check say that after a reasonable inquiry you lack the information to admit or deny it; sign the responses, send them to the plaintiff’s lawyer and keep proof of when.',
    admissionsDated: (sent: string, thirty: string, withMail: string) =>
      `Counted from ${sent}, 30 days end on ${thirty}; because they came by mail, courts that add days for mailing (North Carolina, federal court and many other states add 3) move it to ${withMail}. Serve your responses by ${thirty} to be safe, and no later than ${withMail}.`,
    admissionsOwnership:
      'To make the plaintiff show it owns the debt, serve your own discovery: interrogatories and requests for production asking for the bill of sale, the assignment and the account-level record that lists this account passing from the original creditor to the plaintiff; deny ownership and the amount you cannot confirm, and object at trial to affidavits from people with no personal knowledge.',
    stipulated:
      'What you signed decides what happens: a stipulated (agreed) judgment is a judgment already entered, and if you miss a payment the creditor can usually enforce the whole balance at once (garnishment, a bank levy); an agreement to pay while the case is stayed or dismissed usually lets the plaintiff ask for a judgment if you miss. Get a copy of what you signed and look at the court file to see which it is.',
    stipulatedUndo:
      'Because you agreed to it, a stipulated judgment generally cannot be appealed, and it can be set aside only on narrow grounds (fraud, a misrepresentation, a mutual mistake, no real consent) by a motion for relief from judgment filed within a reasonable time, in most states no more than one year after it for a mistake (as in Rule 60(b) of the civil rules). Fees added that the contract and the agreement did not allow can be raised in that motion or with the lawyer.',
    stipulatedPay:
      'Do not simply stop paying: before a payment is missed, call and write to the plaintiff’s lawyer, ask for a lower payment or a skipped month, and get any change in writing (an email or letter), since a promise on the phone does not protect you. Keep proof of every payment.',
    pawn: 'A pawn loan is normally non-recourse: if you do not repay or renew it, the pawnshop’s remedy is to keep and sell the item you pawned, and you do not owe the loan personally, so it is not sued on or collected from you (state pawnbroker laws say so). A threat to sue you or report the pawn to credit bureaus after the shop kept the item is likely false or misleading.',
    pawnSteps:
      'Ask the shop in writing for the pawn ticket’s terms and whether the grace period has ended and the item was forfeited; do not pay to stop a threat until you have checked them. You can complain to your state’s pawnbroker regulator or attorney general and to the CFPB.',
    titleLoanTennessee:
      'In Tennessee, under the Title Pledge Act, a title lender’s remedy is the vehicle: it cannot collect a deficiency after taking it, and if it sold the vehicle for more than was owed it must return the surplus to you (Tenn. Code Ann. § 45-15-101 and following).',
    titleLoan:
      'What a title lender can still claim after taking and selling the vehicle depends on your state’s title-loan law: some bar any deficiency or cap it, and most require the lender to return a surplus when the sale brings more than was owed. Under the general rules the lender also had to send you notice before the sale and sell in a commercially reasonable way; if it did not, the balance it claims can be reduced or wiped out (UCC §§ 9-611, 9-615, 9-626).',
    titleLoanSteps:
      'Ask the lender in writing for the sale price, its costs and how it figured any balance; do not pay the claimed balance until you have that. If it claims money it cannot or keeps a surplus, complain to your state’s financial regulator (in Tennessee, the Department of Financial Institutions) and talk to legal aid.',
    lawFirm:
      'Paying the law firm that represents the plaintiff in the case is normal, and a payment to it counts: first confirm on the court papers that this firm is the plaintiff’s lawyer, using the phone number printed on the complaint, not one given on a call.',
    lawFirmWriting:
      'Before paying, get a written settlement that names the case and its number, says the amount is payment in full, and says the case will be dismissed with prejudice (and by when); pay by a method that leaves a record, keep everything, and check the court file afterwards. Until the case is dismissed, keep your court deadline.',
    bnpl: 'A buy-now-pay-later debt can be sent to collections and reported, but you can dispute it: write to the collector disputing the debt and asking for validation (within 30 days of its first notice, if you can), and dispute it with the credit bureaus, which must investigate; the collector must then report it as disputed.',
    bnplDefense:
      'An item never delivered is a defense: dispute the charge with the BNPL company through its process for items not received, and if you paid the installments with a credit card, ask the card issuer about a billing dispute. A collector may not collect more than is actually owed (15 U.S.C. § 1692f(1)); you can also complain to the CFPB.',
    sessionsAppeal: (judged: string | null, by: string | null, passed: boolean) =>
      passed
        ? `A Tennessee General Sessions judgment is appealed to the Circuit Court within 10 days after the judgment (Tenn. Code Ann. § 27-5-108): counted from ${judged}, the day you gave, that time ended ${by}, so waiting longer will not work. What is left is a motion in the General Sessions court to set the judgment aside (Tenn. R. Civ. P. 60.02, for example for excusable neglect with a defense to the debt), filed as soon as you can; ask the clerk today and call legal aid.`
        : `A Tennessee General Sessions judgment is appealed to the Circuit Court within 10 days after the judgment (Tenn. Code Ann. § 27-5-108)${judged && by ? `: counted from ${judged}, the day you gave, your last day is ${by}` : ''}. File the appeal with the General Sessions clerk; the case is then heard again from the start (de novo) in Circuit Court, where the plaintiff must prove it anew.`,
    sessionsAppealCost:
      'An appeal needs a bond for costs, but if you cannot afford it you can appeal on a pauper’s oath (an affidavit of indigency) instead of paying; ask the clerk for the form, file it with the appeal within the 10 days, and ask legal aid for help with the trial.',
    smallClaimsRemovalMichigan: (hearing: string | null) =>
      `Yes: in Michigan either side can have a small-claims case removed to the district court’s regular civil division by a written demand made no later than the small-claims hearing (MCL 600.8408)${hearing ? `; file it with the clerk before your hearing on ${hearing}, and go to that hearing unless the clerk confirms the case was moved` : ''}. Once it is removed, lawyers can appear and the formal court rules apply.`,
    smallClaimsRemoval:
      'Many states let a defendant move a small-claims case to the court’s regular civil side, usually by a written demand, motion or fee filed before the small-claims hearing; the rules and deadlines differ by state, so ask the clerk now, and go to the small-claims hearing unless the clerk confirms the case was moved.',
    smallClaimsJury:
      'A jury is available only in the regular civil court, and only if you demand it in writing and pay the jury fee within the time the court rules set (in Michigan, MCR 2.508); it is never automatic. The trade-off: the regular court is more formal (a written answer, discovery, deadlines, possibly more costs), but it gives you discovery, the full rules of evidence and a lawyer; talk to legal aid or a consumer lawyer before choosing.',
  },
  es: {
    setoff:
      'Muchas veces sí: una cooperativa de crédito (credit union) o un banco en general puede tomar dinero de sus cuentas con ellos para pagar un préstamo atrasado que usted les debe, como el del carro, sin orden de la corte. Es el derecho de compensación (setoff; en una cooperativa federal también un gravamen sobre sus acciones, 12 U.S.C. § 1757(11)), que suele estar en sus contratos de préstamo y de cuenta: lea la cláusula de compensación o gravamen.',
    setoffLimits:
      'Hay límites: el emisor de una tarjeta no puede sacar dinero de su cuenta de depósito para pagar una deuda de tarjeta de crédito (15 U.S.C. § 1666h; 12 C.F.R. § 1026.12(d)), y tomar dinero exento como el Seguro Social se puede impugnar. Pida por escrito que le devuelvan lo que necesita para la renta por dificultades, y presente una queja ante su regulador (la NCUA para una cooperativa federal) o la CFPB si no cumplió su contrato.',
    responsibleParty:
      'Firmar los papeles de admisión de un asilo (nursing home) como “parte responsable” en general no lo hace responsable personalmente de la cuenta de su padre o madre: un asilo pagado por Medicare o Medicaid no puede exigir que un tercero garantice el pago como condición de admisión (42 U.S.C. §§ 1395i-3(c)(5)(A)(ii), 1396r(c)(5)(A)(ii); 42 C.F.R. § 483.15(a)(3)). Podría responder por lo que usted mismo aceptó hacer, como pagar con los ingresos o el dinero de él o ella que usted maneja, o por usar mal su dinero.',
    residentSued:
      'La demanda es contra su padre o madre, y el plazo corre para él o ella: si usted tiene un poder notarial o es su tutor, consígale ya un abogado o ayuda legal (usted no puede representarlo en la corte), e informe a la corte de su incapacidad. Revise si Medicaid debería pagar (una solicitud o una apelación puede cubrir la cuenta); el ombudsman de cuidado a largo plazo o la ayuda legal pueden ayudar.',
    judgmentReport:
      'Desde 2017 las tres grandes agencias de crédito no incluyen las sentencias civiles en los reportes de crédito, así que la sentencia en sí normalmente no aparecerá; la cuenta o la cobranza detrás de ella sí puede aparecer. Los dueños de vivienda y las empresas que revisan inquilinos sí pueden encontrar sentencias en los registros de la corte, así que una sentencia puede afectar la búsqueda de un apartamento: otra razón para contestar la demanda, y si paga o llega a un arreglo, para que se presente la satisfacción de la sentencia.',
    alreadyPaid:
      'Dispute la deuda por escrito con la agencia dentro del período de validación que indica su carta: diga que ya le pagó completo al acreedor original y mande una copia del recibo (guarde el original). La agencia debe suspender el cobro hasta enviarle la verificación (15 U.S.C. § 1692g(b)). Avise también al acreedor original con el comprobante para que retire la cuenta de la agencia, y dispute con las agencias de crédito si aparece en su reporte.',
    cosignerRelease:
      'Para un préstamo estudiantil privado hecho el 20 de noviembre de 2018 o después, la ley federal obliga al prestamista a liberar al codeudor cuando muere el estudiante (15 U.S.C. § 1650(g), añadido por Pub. L. 115-174, § 601).',
    loanCovered: (year: number) => `Su préstamo, hecho en ${year}, está cubierto.`,
    loanMaybe: 'Un préstamo de 2018 está cubierto solo si se hizo el 20 de noviembre de 2018 o después: revise la fecha del pagaré.',
    loanBefore: (year: number) =>
      `Un préstamo hecho en ${year}, antes de esa fecha, no está cubierto por esta regla: lea en el pagaré si hay una cláusula de muerte o de liberación del codeudor, porque algunos prestamistas liberan al codeudor por sus propios términos, y pídalo por escrito.`,
    loanUndated: 'Revise la fecha del pagaré para saber si el préstamo está cubierto.',
    releaseSteps:
      'Mande al prestamista una copia del acta de defunción y pida por escrito que lo liberen como codeudor; mientras lo confirma, pida por escrito que suspenda el cobro, guarde copias de todo y no pague con su propio dinero. Si se niega, presente una queja ante la CFPB (consumerfinance.gov/complaint).',
    federalDeath:
      'Un préstamo estudiantil federal, incluido un préstamo Parent PLUS, se cancela cuando muere el estudiante, una vez que el administrador recibe el acta de defunción (34 C.F.R. § 685.212(a)).',
    offset:
      'Sí: un préstamo estudiantil federal en mora se puede cobrar quitando su reembolso de impuestos federal por el Programa de Compensación del Tesoro (Treasury Offset Program), sin demanda, después de un aviso por escrito que le permite pedir una revisión (31 U.S.C. § 3720A; 34 C.F.R. § 30.33).',
    injuredSpouse:
      'El cónyuge que no debe la deuda puede pedir al IRS su parte del reembolso conjunto con el Formulario 8379 (Injured Spouse Allocation, asignación al cónyuge perjudicado), con la declaración o después.',
    outOfDefault:
      'Para evitar más retenciones, saque el préstamo de la mora con la rehabilitación (pagos mensuales asequibles) o con una consolidación; revise studentaid.gov, porque las reglas de cobro cambiaron en 2025 y 2026.',
    immigration:
      'Deber una deuda, incluido un préstamo estudiantil en mora, es un asunto civil, no es un delito. Cómo afecta algo a su propio caso de inmigración es una pregunta para un abogado de inmigración o un representante acreditado por el Departamento de Justicia, nunca un notario.',
    thirdParties:
      'No: un cobrador no puede contarle de su deuda a su iglesia, su pastor, su familia, sus vecinos ni a nadie más; solo puede contactar a otras personas para saber dónde vive o trabaja, sin mencionar la deuda (15 U.S.C. §§ 1692b, 1692c(b)), y amenazar con avergonzarlo es acoso y una amenaza falsa (15 U.S.C. §§ 1692d, 1692e(5)).',
    thirdPartySteps:
      'Anote la fecha, la hora, quién llamó y qué dijo; pida por escrito que dejen de contactarlo, o dispute la deuda; repórtelo a la CFPB y al fiscal general de su estado. Puede demandar dentro de un año por hasta $1,000 más sus daños reales y los honorarios de abogado (15 U.S.C. § 1692k).',
    recordAllParty: (state: string, citation: string) =>
      `No en secreto: en ${state} todos los que están en la llamada deben aceptar que se grabe (${citation}), así que grabar a un cobrador sin avisarle puede ser un delito allí, y la grabación puede no servir. Diga al comenzar la llamada que está grabando; si el cobrador sigue hablando, en general eso cuenta como consentimiento.`,
    recordOneParty: (state: string | null) =>
      `La ley federal le permite grabar una llamada en la que usted participa sin avisar a la otra parte (${FEDERAL_ONE_PARTY_RECORDING}), y la mayoría de los estados siguen esa regla de una sola parte${state ? `; ${state} no está entre los estados de consentimiento de todas las partes que tenemos registrados` : ''}. Un cobrador que llama desde un estado que exige el consentimiento de todos (como California, Florida o Washington) puede quedar bajo esa ley más estricta, así que lo más seguro es avisar al comenzar que está grabando.`,
    recordAlso:
      'En todo caso, lleve un registro de cada llamada (fecha, hora, nombre, qué dijeron), pida que le escriban, guarde sus cartas y mensajes de voz, y pida sus propias grabaciones en una disputa o en una demanda.',
    groundAmbulance:
      'La ley federal No Surprises Act prohíbe la facturación de saldos de las ambulancias aéreas, no de las ambulancias terrestres (42 U.S.C. § 300gg-112 cubre solo las aéreas), así que no impide el cobro del saldo de una ambulancia terrestre. Algunos estados tienen sus propias protecciones para ambulancias terrestres: revise las de su estado, y apele con su seguro pidiendo la factura detallada y la explicación de beneficios.',
    medicalCredit: (amount: string | null) =>
      `Sobre su crédito: las tres grandes agencias de crédito no reportan las cobranzas médicas pagadas ni las de menos de $500, y esperan un año antes de reportar una sin pagar${amount ? `, así que una cobranza de ${amount} sin pagar podría aparecer después de ese año` : ''}. Dispute lo que sea incorrecto y siga con la apelación al seguro.`,
    removal:
      'En general no se puede pasar el caso a una corte federal: una demanda de cobro es un reclamo de ley estatal sobre un contrato o una cuenta, sin cuestión federal, y muy por debajo de los $75,000 que exige un caso entre personas de distintos estados (28 U.S.C. §§ 1331, 1332(a), 1441); una contrademanda bajo la FDCPA no lo cambia. Intentarlo no detiene el plazo de la corte estatal: presente su Contestación en la corte que lo demandó.',
    english:
      'Los papeles de la corte en inglés son válidos, y el plazo corre igual; pregunte en la secretaría si la corte tiene formularios o ayuda en español, y pida a la corte un intérprete para cualquier audiencia.',
    scam: 'Es casi seguro una estafa: ningún cobrador ni corte de verdad pide pagos con tarjetas de regalo, criptomonedas o giros, y nadie puede hacer que lo arresten o lo deporten por una deuda; deber dinero no es un delito. No pague ni dé datos personales o bancarios: cuelgue, pida todo por escrito, verifique la deuda usted mismo con el prestamista original y repórtelo a la FTC en ReportFraud.ftc.gov, a la CFPB y al fiscal general de su estado.',
    falseGarnish:
      'No: un cobrador o un prestamista privado no puede embargarle el sueldo sin antes demandarlo y ganar una sentencia; solo deudas como impuestos, préstamos estudiantiles federales y manutención de hijos se pueden embargar sin demanda. Un "aviso de embargo" sin un caso en la corte es una amenaza falsa o una estafa (15 U.S.C. § 1692e(4), (5)): no pague por ese aviso. Pida por escrito la validación de la deuda, revise los registros de la corte de su condado, contacte usted mismo al prestamista original y reporte la carta a la CFPB, a la FTC (ReportFraud.ftc.gov) y al fiscal general de su estado.',
    missedHearing:
      'Llame o vaya hoy a la secretaría de la corte: pregunte qué pasó en la audiencia a la que faltó y si se dictó una sentencia en rebeldía, si se cambió la fecha o si se desestimó el caso. Si hay una sentencia en rebeldía, pida enseguida a la corte que la anule con una moción por escrito que diga por qué faltó y cuál es su defensa; el plazo para hacerlo es corto. Si se cambió la fecha, vaya a la nueva. Dé a la corte la razón verdadera por la que faltó: una excusa inventada puede ser perjurio o desacato, y hacerle perder la moción.',
    missedExam:
      'Si era un examen del deudor después de una sentencia, la corte puede ordenar que se presente o emitir una orden para traerlo: comuníquese de inmediato con la secretaría para pedir una nueva fecha.',
    deficiency: (owed: string, fees: string | null, sale: string, left: string) =>
      `La diferencia que reclaman sale de ${owed}${fees ? ` más ${fees} de gastos` : ''} menos los ${sale} de la venta: ${left}.`,
    deficiencyRule:
      'Puede que no deba todo: el prestamista tenía que avisarle por escrito con tiempo antes de la venta y vender de una manera comercialmente razonable (UCC §§ 9-610, 9-611, 9-614); si no lo hizo, la diferencia se puede reducir o eliminar (UCC §§ 9-625, 9-626), y puede impugnar los gastos y un precio bajo.',
    judgmentOffer: (offer: string, judgment: string, percent: number, off: string) =>
      `${offer} sobre una sentencia de ${judgment} es alrededor del ${percent}% de ella, ${off} menos (más si se sumaron intereses). Antes de pagar, pida una carta que nombre el caso y diga que ${offer} es el pago total de la sentencia y que presentarán a la corte la satisfacción de la sentencia (liberación); pague a quien nombre la carta por un medio que deje constancia, nunca dando acceso a su cuenta de banco, y revise después que se presentó la satisfacción de la sentencia.`,
    fdcpaYear: (violated: string, by: string) =>
      `Una demanda contra un cobrador bajo la Ley de Prácticas Justas de Cobro de Deudas (FDCPA) debe presentarse dentro de un año desde la fecha de cada violación (15 U.S.C. § 1692k(d)): por lo que pasó en ${violated}, presente a más tardar en ${by}, contando desde el día exacto de cada llamada o carta, y mejor antes, porque un abogado necesita tiempo para prepararla.`,
    fdcpaYearUndated:
      'Una demanda contra un cobrador bajo la Ley de Prácticas Justas de Cobro de Deudas (FDCPA) debe presentarse dentro de un año desde la fecha de cada violación (15 U.S.C. § 1692k(d)): anote ya la fecha de cada llamada, carta y mensaje, porque las más viejas vencen primero.',
    fdcpaDamages:
      'Si gana, el cobrador le paga sus daños reales (angustia, sueldo o tiempo perdido), daños legales de hasta $1,000 por demanda (no por llamada ni por violación), y los costos de la corte y honorarios razonables de abogado (15 U.S.C. § 1692k(a)); por eso muchos abogados de consumidores toman estos casos sin cobrarle por adelantado. Guarde los mensajes de voz, las cartas y un registro; no necesita pagar la deuda para demandar.',
    irsScam:
      'Esta carta es una estafa: el IRS nunca pide pagos con tarjetas de regalo, giros o criptomonedas, nunca exige que llame hoy a un número ni que pague el mismo día, y no puede cancelarle el ITIN ni el número de Seguro Social ni hacer que lo deporten o lo arresten por impuestos. No llame al número de la carta y no pague nada.',
    irsCheck:
      'Para saber si de verdad le debe algo al IRS, entre a su cuenta en IRS.gov o llame al IRS al número que aparece en IRS.gov (no al de la carta ni al que le den por teléfono). Reporte la carta al Inspector General del Tesoro (TIGTA) y a phishing@irs.gov, y a la FTC en ReportFraud.ftc.gov; si dio datos personales, vaya a IdentityTheft.gov.',
    admissions:
      'Las solicitudes de admisión (requests for admission) son parte de la demanda (el intercambio de pruebas), no una nueva citación. Cada una se contesta por escrito y se entrega al abogado de la otra parte dentro de los 30 días después de que se las entregaron: la que no conteste a tiempo se da por admitida, y eso puede hacerle perder el caso sin juicio. Admita solo lo que sabe que es cierto, niegue lo que no, y para lo que no puede verificar diga que después de una investigación razonable no tiene información para admitir o negar; firme las respuestas, envíelas al abogado del demandante y guarde prueba de cuándo.',
    admissionsDated: (sent: string, thirty: string, withMail: string) =>
      `Contando desde el ${sent}, los 30 días terminan el ${thirty}; como llegaron por correo, las cortes que suman días por el correo (Carolina del Norte, la corte federal y muchos otros estados suman 3) lo pasan al ${withMail}. Entregue sus respuestas a más tardar el ${thirty} para estar seguro, y nunca después del ${withMail}.`,
    admissionsOwnership:
      'Para que el demandante demuestre que es dueño de la deuda, envíe sus propias preguntas y solicitudes de documentos (interrogatories, requests for production) pidiendo el contrato de venta, la cesión y el registro que muestre esta cuenta pasando del acreedor original al demandante; niegue la propiedad y el monto que no pueda confirmar, y objete en el juicio las declaraciones juradas de personas sin conocimiento propio.',
    stipulated:
      'Lo que firmó decide lo que pasa: una sentencia por acuerdo (stipulated judgment) ya es una sentencia, y si falta a un pago el acreedor normalmente puede cobrar todo el saldo de inmediato (embargo del sueldo o de la cuenta); un acuerdo de pagos con el caso suspendido o por desestimarse normalmente deja que el demandante pida una sentencia si usted falla. Pida una copia de lo que firmó y revise el expediente de la corte para saber cuál es.',
    stipulatedUndo:
      'Como usted lo aceptó, una sentencia por acuerdo por lo general no se puede apelar, y solo se puede anular por motivos limitados (fraude, engaño, un error de ambas partes, falta de consentimiento real) con una moción para anular la sentencia presentada en un tiempo razonable, en la mayoría de los estados no más de un año después si es por un error. Los honorarios que ni el contrato ni el acuerdo permitían se pueden alegar en esa moción o con el abogado.',
    stipulatedPay:
      'No deje de pagar sin más: antes de faltar a un pago, llame y escriba al abogado del demandante, pida un pago menor o saltarse un mes, y consiga cualquier cambio por escrito (correo electrónico o carta), porque una promesa por teléfono no lo protege. Guarde prueba de cada pago.',
    pawn: 'Un préstamo de casa de empeño normalmente no permite cobrarle a usted: si no lo paga ni lo renueva, la casa de empeño se queda con la prenda y la vende, y usted no debe el préstamo personalmente, así que no pueden demandarlo ni cobrárselo (lo dicen las leyes estatales de casas de empeño). Amenazarlo con demandarlo o reportarlo al buró después de quedarse con la prenda probablemente es falso o engañoso.',
    pawnSteps:
      'Pida por escrito las condiciones de la boleta de empeño y si ya terminó el periodo de gracia; no pague para detener una amenaza antes de revisarlas. Puede quejarse ante el regulador de casas de empeño o el procurador general de su estado y ante la CFPB.',
    titleLoanTennessee:
      'En Tennessee, bajo la ley de préstamos con título (Title Pledge Act), el prestamista solo puede quedarse con el vehículo: no puede cobrarle un saldo pendiente (deficiency) después de tomarlo, y si lo vendió por más de lo que se debía tiene que devolverle el excedente (Tenn. Code Ann. § 45-15-101 y siguientes).',
    titleLoan:
      'Lo que un prestamista de título todavía puede cobrar después de llevarse y vender el vehículo depende de la ley de préstamos con título de su estado: algunos prohíben o limitan el saldo pendiente, y la mayoría exige devolverle el excedente si la venta dio más de lo que se debía. Según las reglas generales, el prestamista también tenía que avisarle antes de la venta y vender de manera comercialmente razonable; si no lo hizo, el saldo que reclama se puede reducir o eliminar (UCC §§ 9-611, 9-615, 9-626).',
    titleLoanSteps:
      'Pida por escrito el precio de venta, los gastos y cómo calculó cualquier saldo; no pague ese saldo hasta tenerlo. Si le cobra lo que no puede o se queda con un excedente, quéjese ante el regulador financiero de su estado (en Tennessee, el Department of Financial Institutions) y hable con la asistencia legal.',
    lawFirm:
      'Pagarle al bufete que representa al demandante en el caso es normal, y ese pago cuenta: primero confirme en los papeles de la corte que ese bufete es el abogado del demandante, usando el teléfono que aparece en la demanda, no el que le den por teléfono.',
    lawFirmWriting:
      'Antes de pagar, pida un acuerdo por escrito que nombre el caso y su número, diga que el monto es el pago total y que el caso se desestimará con perjuicio (dismissed with prejudice) y en qué plazo; pague por un medio que deje constancia, guarde todo y revise después el expediente. Mientras no desestimen el caso, cumpla su plazo en la corte.',
    bnpl: 'Una deuda de "compre ahora y pague después" (BNPL) se puede mandar a cobranza y reportar, pero usted puede disputarla: escriba al cobrador disputando la deuda y pidiendo validación (dentro de los 30 días de su primer aviso, si puede), y dispútela con los burós de crédito, que deben investigar; el cobrador debe reportarla como disputada.',
    bnplDefense:
      'Un artículo que nunca llegó es una defensa: dispute el cargo con la compañía BNPL por su proceso para artículos no recibidos, y si pagó las cuotas con tarjeta de crédito, pregunte al banco de la tarjeta por una disputa de facturación. Un cobrador no puede cobrar más de lo que realmente se debe (15 U.S.C. § 1692f(1)); también puede quejarse ante la CFPB.',
    sessionsAppeal: (judged: string | null, by: string | null, passed: boolean) =>
      passed
        ? `Una sentencia de la General Sessions Court de Tennessee se apela a la Circuit Court dentro de los 10 días después de la sentencia (Tenn. Code Ann. § 27-5-108): contando desde el ${judged}, la fecha que usted dio, ese plazo terminó el ${by}, así que esperar más no sirve. Lo que queda es pedir en la misma corte de General Sessions que anule la sentencia (Tenn. R. Civ. P. 60.02, por ejemplo por un descuido excusable y con una defensa contra la deuda), lo antes posible; pregunte hoy en la secretaría y llame a la asistencia legal.`
        : `Una sentencia de la General Sessions Court de Tennessee se apela a la Circuit Court dentro de los 10 días después de la sentencia (Tenn. Code Ann. § 27-5-108)${judged && by ? `: contando desde el ${judged}, la fecha que usted dio, su último día es el ${by}` : ''}. Presente la apelación en la secretaría de General Sessions; el caso se juzga de nuevo desde el principio (de novo) en la Circuit Court, donde el demandante tiene que probarlo otra vez.`,
    sessionsAppealCost:
      'La apelación pide una fianza para los costos, pero si no puede pagarla puede apelar con una declaración de pobreza (pauper’s oath) en lugar de pagar; pida el formulario en la secretaría, preséntelo con la apelación dentro de los 10 días y pida ayuda a la asistencia legal para el juicio.',
    smallClaimsRemovalMichigan: (hearing: string | null) =>
      `Sí: en Michigan cualquiera de las partes puede pasar un caso de reclamos menores (small claims) a la división civil regular de la corte de distrito con una petición por escrito hecha a más tardar en la audiencia de small claims (MCL 600.8408)${hearing ? `; preséntela en la secretaría antes de su audiencia del ${hearing}, y vaya a esa audiencia salvo que la secretaría le confirme que el caso se pasó` : ''}. Ya pasado, pueden participar abogados y se aplican las reglas formales de la corte.`,
    smallClaimsRemoval:
      'Muchos estados permiten que el demandado pase un caso de reclamos menores a la parte civil regular de la corte, normalmente con una petición, una moción o un pago presentado antes de la audiencia; las reglas y plazos cambian según el estado, así que pregunte ya en la secretaría, y vaya a la audiencia de small claims salvo que le confirmen que el caso se pasó.',
    smallClaimsJury:
      'Solo hay jurado en la corte civil regular, y solo si lo pide por escrito y paga la cuota del jurado dentro del plazo que fijan las reglas (en Michigan, MCR 2.508); nunca es automático. Lo que se gana y se pierde: la corte regular es más formal (respuesta por escrito, intercambio de pruebas, plazos, quizá más costos), pero le da el intercambio de pruebas, todas las reglas de evidencia y un abogado; hable con la asistencia legal o un abogado de consumidores antes de decidir.',
  },
} satisfies Record<Language, unknown>;
