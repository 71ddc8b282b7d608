/**
 * Spanish for the validation notice and the dispute form (notice., dispute.). The reasons follow the
 * CFPB's Spanish-language model validation notice (Regulation F, model form B-1).
 */
export const messages: Record<string, string> = {
  'notice.title': 'Aviso de validación',
  'notice.loadFailed': 'No se pudo cargar el aviso de validación.',
  'notice.paused': 'Cobranza en pausa',
  'notice.amountNow': '{collector} es un cobrador de deudas. Monto total de la deuda ahora: <b>{amount}</b> (al {date}, {dateLabel}).',
  'notice.disputeBy': 'Puede disputar toda la deuda o una parte, o pedir el nombre del acreedor original, hasta el <b>{date}</b>.',
  'notice.delivered': '{method, select, electronic {Entregado electrónicamente} other {Marcado para envío por correo}} el {date}.',
  'notice.download': 'Descargar el aviso (PDF)',
  'notice.consent': 'Acepto recibir avisos sobre mis deudas de forma electrónica (E-SIGN).',
  'notice.consentFailed': 'No se pudo guardar su consentimiento.',
  'notice.itemizationDate.judgment': 'la fecha del fallo',
  'notice.itemizationDate.charge_off': 'la fecha de cancelación contable',
  'notice.itemizationDate.last_statement': 'la fecha del último estado de cuenta',
  'notice.itemizationDate.last_payment': 'la fecha del último pago',
  'notice.itemizationDate.transaction': 'la fecha de la transacción',

  'dispute.pausedTitle': 'La cobranza está en pausa',
  'dispute.sent':
    'Enviamos su {kind, select, original_creditor {solicitud del acreedor original} identity_theft {denuncia de robo de identidad} other {disputa}}. El bufete debe enviar una verificación antes de volver a pedirle un pago.',
  'dispute.verifiedTitle': 'Llegó la verificación',
  'dispute.verified': 'El bufete envió la verificación. <a>Léala (PDF)</a>. La cobranza puede reanudarse.',
  'dispute.howRespond': '¿Cómo quiere responder?',
  'dispute.reasonLabel': 'Quiero disputar la deuda porque creo que:',
  'dispute.scopeLabel': '¿Cuánto disputa?',
  'dispute.all': 'Toda la deuda',
  'dispute.part': 'Una parte',
  'dispute.amount': 'Monto que disputa ($)',
  'dispute.details': 'Detalles (opcional)',
  'dispute.sendFailed': 'No se pudo enviar su disputa. Inténtelo de nuevo.',
  'dispute.submit': 'Disputar la deuda',
  'dispute.originalCreditor': 'Pedir el nombre del acreedor original',
  'dispute.reason.not_my_debt': 'Esta no es mi deuda.',
  'dispute.reason.amount_wrong': 'El monto es incorrecto.',
  'dispute.reason.other': 'Otro (describa en el reverso o adjunte información adicional).',
};
