import { defineCatalog } from '../../platform/i18n.js';

/**
 * The settlement agreement's words. English is the original, the one that governs; Spanish is its
 * translation, given to a Spanish-speaking consumer ahead of the English original in the same
 * document (see docs/decisions/026-spanish.md). Register "usted", US Spanish.
 */
export const SETTLEMENT_AGREEMENT_TEXT = defineCatalog({
  en: {
    title: 'Settlement Agreement',
    docTitle: 'Settlement Agreement - Account {reference}',
    subject: 'Settlement of account {reference} between {creditor} and {consumer}',
    headerAccount: 'Account {reference}',
    footer:
      'This communication is from a debt collector. Parley prepared this document from the terms the parties agreed on in Parley. ' +
      'Parley is not a law firm and this document is not legal advice; you may wish to ask a lawyer before you sign.',
    parties: '{creditor} and {consumer}',
    dated: 'Account {reference}  |  Dated {date}',
    'key.creditor': 'CREDITOR',
    'key.representedBy': 'REPRESENTED BY',
    'key.consumer': 'CONSUMER',
    'key.account': 'ACCOUNT',
    'key.balance': 'BALANCE OWED',
    'key.settlement': 'SETTLEMENT AMOUNT',
    'key.save': 'YOU SAVE',
    'key.payments': 'PAYMENTS',
    'key.law': 'GOVERNING LAW',
    settledPercent: '{amount} ({percent}% of the balance)',
    paymentsSummary: '{plan}; first due {first}, last due {last}',
    stateOf: 'State of {state}',
    'h.parties': '1. The parties',
    'p.parties':
      'This agreement is made on {date} between {creditor} (the "Creditor"), represented by its attorneys {firm}, {firmAddress} (the "Law Firm"), ' +
      'and {consumer}{consumerAddress} ("you"). Parley, the online service through which the parties reached this agreement, handles the ' +
      'payments described below. Parley is not a party to this agreement and is not the Creditor.',
    'h.account': '2. The account',
    'p.account': 'This agreement covers the account {account}. As of the date of this agreement, the balance owed on the account is {balance} (the "Balance").',
    'h.amount': '3. The settlement amount',
    'p.amountDiscounted':
      'The Creditor agrees to accept {settled} (the "Settlement Amount") instead of the full Balance of {balance}. ' +
      'The Settlement Amount is {percent}% of the Balance: you save {forgiven}.',
    'p.amountFull': 'You agree to pay the full Balance of {balance} (the "Settlement Amount") on the schedule below.',
    'h.schedule': '4. Payment schedule',
    'p.schedule':
      'You will pay the Settlement Amount in {count}: {plan}. Each payment is due on the date shown below. ' +
      'You may make any payment early, or pay the rest of the Settlement Amount at any time, without any penalty.',
    'h.howPay': '5. How you pay',
    'p.howPay':
      'You make every payment through Parley. Parley collects each payment from the payment method you choose, under a separate ' +
      "payment authorization you give Parley, and sends it to the Law Firm's payee, {payee}, on your behalf. A payment counts as " +
      'made on the date Parley receives it. Neither the Creditor nor the Law Firm will charge you any fee, interest or other ' +
      'amount beyond the Settlement Amount.',
    'h.settles': '6. Payment in full settles the account',
    'p.settles':
      'When the full Settlement Amount has been paid, the account is settled in full: you will owe nothing more on it' +
      '{discounted, select, yes {, and the remaining {forgiven} of the Balance is forgiven.} other {.}}' +
      ' Within {days} days after your final payment, the Law Firm will send you a letter confirming that the account is settled in full.',
    'h.credit': '7. Credit reporting',
    'p.credit':
      'Within {days} days after your final payment, the Creditor, directly or through the Law Firm, will report ' +
      'the account to each credit bureau it reports to as "settled in full" ' +
      '{discounted, select, yes {("paid in full for less than the full balance")} other {("paid in full")}}, ' +
      'with a balance of $0.00. Until then, the account may continue to be reported as it is today. Neither the Creditor nor the ' +
      'Law Firm will report any forgiven part of the Balance as still owed.',
    'h.release': '8. Release of further claims',
    'p.release':
      'When the full Settlement Amount has been paid, the Creditor and the Law Firm release you from all further claims on this ' +
      'account. They will not try to collect any more of the Balance from you, and they will not sell or transfer any remaining ' +
      'balance to anyone else to collect. If a lawsuit about the account is pending, the Law Firm will, within {days} days ' +
      'after your final payment, ask the court to dismiss it with prejudice or, if a judgment was entered, file a satisfaction ' +
      'of that judgment.',
    'h.missed': '9. If a payment is missed',
    'p.missed':
      'If a payment is not received by its due date, Parley will let you and the Law Firm know. You then have ' +
      '{days} days after the due date to make the missed payment; if you do, this agreement continues as if the ' +
      'payment had been made on time. If the payment is still not made by the end of those {days} days, the Law Firm may end this ' +
      'agreement by telling you in writing. If it does, the settlement is cancelled, the Balance less every payment you made ' +
      'under this agreement is owed again, and the Creditor may resume collecting it as the law allows. Payments you made are ' +
      'not refunded: they are credited to the account.',
    'h.taxes': '10. Taxes',
    'p.taxes':
      'If $600 or more of a debt is forgiven, federal law may require the Creditor to report the forgiven amount to the IRS on ' +
      'Form 1099-C, and it may count as income to you. Neither Parley nor the Law Firm gives tax advice.',
    'h.law': '11. Governing law',
    'p.law': 'The laws of the State of {state} govern this agreement.',
    'h.whole': '12. The whole agreement and electronic signatures',
    'p.whole':
      'This document is the whole agreement between the parties about the account. It replaces any earlier offers or discussions, ' +
      'and it can be changed only in a writing signed by both sides. The parties may sign this agreement electronically; an ' +
      'electronic signature has the same effect as a handwritten one. Each party may keep a copy.',
    byAttorneys: 'by its attorneys, {firm}',
    agree: 'By signing below, the parties agree to the terms of this Settlement Agreement.',
    forCreditor: 'For the Creditor',
    consumerColumn: 'Consumer',
    translationNote: '',
    translationSign: '',
  },
  es: {
    title: 'Acuerdo de liquidación de deuda',
    docTitle: 'Acuerdo de liquidación de deuda - Cuenta {reference}',
    subject: 'Liquidación de la cuenta {reference} entre {creditor} y {consumer}',
    headerAccount: 'Cuenta {reference}',
    footer:
      'Esta comunicación proviene de un cobrador de deudas. Parley preparó este documento con los términos que las partes acordaron en Parley. ' +
      'Parley no es un bufete de abogados y este documento no es asesoría legal; puede consultar a un abogado antes de firmar.',
    parties: '{creditor} y {consumer}',
    dated: 'Cuenta {reference}  |  Fecha: {date}',
    'key.creditor': 'ACREEDOR',
    'key.representedBy': 'REPRESENTADO POR',
    'key.consumer': 'CONSUMIDOR',
    'key.account': 'CUENTA',
    'key.balance': 'SALDO ADEUDADO',
    'key.settlement': 'MONTO DEL ACUERDO',
    'key.save': 'USTED AHORRA',
    'key.payments': 'PAGOS',
    'key.law': 'LEY APLICABLE',
    settledPercent: '{amount} ({percent}% del saldo)',
    paymentsSummary: '{plan}; el primero vence el {first} y el último el {last}',
    stateOf: 'Estado de {state}',
    'h.parties': '1. Las partes',
    'p.parties':
      'Este acuerdo se celebra el {date} entre {creditor} (el "Acreedor"), representado por sus abogados {firm}, {firmAddress} (el "Bufete de Abogados"), ' +
      'y {consumer}{consumerAddress} ("usted"). Parley, el servicio en línea mediante el cual las partes llegaron a este acuerdo, gestiona los ' +
      'pagos que se describen abajo. Parley no es parte de este acuerdo y no es el Acreedor.',
    'h.account': '2. La cuenta',
    'p.account': 'Este acuerdo se refiere a la cuenta {account}. A la fecha de este acuerdo, el saldo adeudado de la cuenta es de {balance} (el "Saldo").',
    'h.amount': '3. El monto del acuerdo',
    'p.amountDiscounted':
      'El Acreedor acepta recibir {settled} (el "Monto del Acuerdo") en lugar del Saldo total de {balance}. ' +
      'El Monto del Acuerdo es el {percent}% del Saldo: usted ahorra {forgiven}.',
    'p.amountFull': 'Usted acepta pagar el Saldo total de {balance} (el "Monto del Acuerdo") según el plan de pagos que aparece abajo.',
    'h.schedule': '4. Plan de pagos',
    'p.schedule':
      'Usted pagará el Monto del Acuerdo en {count}: {plan}. Cada pago vence en la fecha que se indica abajo. ' +
      'Puede hacer cualquier pago por adelantado, o pagar el resto del Monto del Acuerdo en cualquier momento, sin ninguna penalidad.',
    'h.howPay': '5. Cómo paga usted',
    'p.howPay':
      'Usted hace todos los pagos a través de Parley. Parley cobra cada pago del método de pago que usted elija, según una autorización ' +
      'de pago aparte que usted le da a Parley, y lo envía en su nombre al beneficiario del Bufete de Abogados, {payee}. Un pago se considera ' +
      'hecho en la fecha en que Parley lo recibe. Ni el Acreedor ni el Bufete de Abogados le cobrarán ningún cargo, interés ni otra ' +
      'cantidad además del Monto del Acuerdo.',
    'h.settles': '6. El pago total liquida la cuenta',
    'p.settles':
      'Cuando se haya pagado el Monto del Acuerdo completo, la cuenta queda liquidada en su totalidad: usted no deberá nada más por ella' +
      '{discounted, select, yes {, y se le perdonan los {forgiven} restantes del Saldo.} other {.}}' +
      ' Dentro de los {days} días siguientes a su último pago, el Bufete de Abogados le enviará una carta que confirme que la cuenta está liquidada en su totalidad.',
    'h.credit': '7. Informes de crédito',
    'p.credit':
      'Dentro de los {days} días siguientes a su último pago, el Acreedor, directamente o a través del Bufete de Abogados, informará ' +
      'la cuenta a cada agencia de crédito a la que informa como "liquidada en su totalidad" ' +
      '{discounted, select, yes {("pagada en su totalidad por menos del saldo total")} other {("pagada en su totalidad")}}, ' +
      'con un saldo de $0.00. Hasta entonces, la cuenta puede seguir informándose como se informa hoy. Ni el Acreedor ni el ' +
      'Bufete de Abogados informarán como adeudada ninguna parte perdonada del Saldo.',
    'h.release': '8. Renuncia a otros reclamos',
    'p.release':
      'Cuando se haya pagado el Monto del Acuerdo completo, el Acreedor y el Bufete de Abogados lo liberan a usted de todo otro reclamo sobre esta ' +
      'cuenta. No intentarán cobrarle más del Saldo, y no venderán ni transferirán ningún saldo restante a otra persona para que lo cobre. ' +
      'Si hay una demanda pendiente sobre la cuenta, el Bufete de Abogados, dentro de los {days} días siguientes a su último pago, ' +
      'pedirá al tribunal que la desestime con carácter definitivo o, si se dictó una sentencia, presentará la constancia de que la sentencia quedó satisfecha.',
    'h.missed': '9. Si no se hace un pago',
    'p.missed':
      'Si un pago no se recibe a más tardar en su fecha de vencimiento, Parley se lo avisará a usted y al Bufete de Abogados. Usted tendrá entonces ' +
      '{days} días después de la fecha de vencimiento para hacer el pago atrasado; si lo hace, este acuerdo continúa como si el ' +
      'pago se hubiera hecho a tiempo. Si el pago sigue sin hacerse al final de esos {days} días, el Bufete de Abogados puede terminar este ' +
      'acuerdo avisándole por escrito. Si lo hace, el acuerdo se cancela, se vuelve a deber el Saldo menos todos los pagos que usted hizo ' +
      'según este acuerdo, y el Acreedor puede volver a cobrarlo como lo permita la ley. Los pagos que usted hizo no se ' +
      'reembolsan: se acreditan a la cuenta.',
    'h.taxes': '10. Impuestos',
    'p.taxes':
      'Si se perdonan $600 o más de una deuda, la ley federal puede exigir que el Acreedor informe la cantidad perdonada al IRS en el ' +
      'Formulario 1099-C, y esa cantidad puede considerarse ingreso suyo. Ni Parley ni el Bufete de Abogados dan asesoría sobre impuestos.',
    'h.law': '11. Ley aplicable',
    'p.law': 'Las leyes del Estado de {state} rigen este acuerdo.',
    'h.whole': '12. Acuerdo completo y firmas electrónicas',
    'p.whole':
      'Este documento es el acuerdo completo entre las partes sobre la cuenta. Reemplaza cualquier oferta o conversación anterior, ' +
      'y solo puede modificarse por escrito con la firma de ambas partes. Las partes pueden firmar este acuerdo electrónicamente; una ' +
      'firma electrónica tiene el mismo efecto que una firma a mano. Cada parte puede conservar una copia.',
    byAttorneys: 'por medio de sus abogados, {firm}',
    agree: 'Al firmar abajo, las partes aceptan los términos de este Acuerdo de liquidación de deuda.',
    forCreditor: 'Por el Acreedor',
    consumerColumn: 'Consumidor',
    // The translation is for understanding; the English original that follows is the one signed.
    translationNote:
      'Esta es una traducción al español del acuerdo, para su comprensión. El acuerdo original en inglés sigue en este mismo documento; ' +
      'si la traducción y el original difieren, rige el original en inglés.',
    translationSign: 'Usted firma al final del original en inglés, en las páginas siguientes.',
  },
});
