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
  },
} satisfies Record<Language, unknown>;
