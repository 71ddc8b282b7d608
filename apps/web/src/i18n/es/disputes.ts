/** Disputes, verification and identity theft (issue 24), in Spanish ("usted"). */
export const messages: Record<string, string> = {
  'dispute.identityTheft.title': 'Robo de identidad',
  'dispute.identityTheft.intro':
    'Si esta deuda se abrió a su nombre sin su permiso, envíe su informe de robo de identidad de la FTC (de IdentityTheft.gov). La firma debe pausar el cobro hasta que responda.',
  'dispute.identityTheft.start': 'Reportar robo de identidad',
  'dispute.identityTheft.file': 'Informe de robo de identidad de la FTC',
  'dispute.identityTheft.filePlaceholder': 'Elija un archivo',
  'dispute.identityTheft.fileHint': 'Un archivo PDF, JPG o PNG, de hasta {megabytes} MB.',
  'dispute.identityTheft.statement': 'Qué ocurrió (opcional)',
  'dispute.identityTheft.statementHint': 'Unas palabras para la firma, de hasta {max} caracteres.',
  'dispute.identityTheft.submit': 'Enviar el informe',
  'dispute.identityTheft.cancel': 'Cancelar',
  'dispute.identityTheft.fileMissing': 'Primero elija su informe de la FTC.',
  'dispute.identityTheft.fileType': 'El informe debe ser un archivo PDF, JPG o PNG.',
  'dispute.identityTheft.fileTooLarge': 'El informe debe pesar {megabytes} MB o menos.',
  'dispute.identityTheft.statementTooLong': 'Use como máximo {max} caracteres.',
  'dispute.identityTheft.alreadyOpen': 'Ya tiene una solicitud abierta en esta cuenta. La firma debe responderla antes de que usted envíe otra.',
  'dispute.identityTheft.failed': 'No pudimos enviar su informe. Inténtelo de nuevo.',
};
