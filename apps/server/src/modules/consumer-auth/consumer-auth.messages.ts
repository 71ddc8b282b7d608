import { defineCatalog } from '../../platform/i18n.js';

/** The emails of a consumer's account (confirmation, password reset, a second sign-up), in their language. */
export const CONSUMER_AUTH_EMAILS = defineCatalog({
  en: {
    hello: 'Hello {name},',
    helloNoName: 'Hello,',
    verifySubject: 'Confirm your email address for Parley',
    verifyBody: 'Confirm that this is your email address (the link works once, for 48 hours):',
    verifyLink: 'Confirm that this is your email address',
    verifyUntil: 'Until then you can use your own case, but not comment, chat with a law firm or pay. If you did not open a Parley account, ignore this email.',
    resetSubject: 'Reset your Parley password',
    resetBody: 'Someone asked to reset the password of your Parley account. Set a new one here (the link works once, for one hour):',
    resetLink: 'Set a new password',
    resetNotYou: 'If it was not you, ignore this email; your password stays as it is.',
    existingSubject: 'Someone tried to open a Parley account with your email address',
    existingBody: 'Someone (perhaps you) tried to open a Parley account with this email address. {why}',
    existingConsumer: 'You already have a Parley account with this email address.',
    existingCollector:
      'This email address belongs to a law firm account on Parley, so it cannot also open a consumer account. Use another address for your own debts.',
    signIn: 'Sign in',
    forgotPassword: 'Forgot your password?',
    existingNotYou: 'If it was not you, ignore this email; nothing changed.',
  },
  es: {
    hello: 'Hola, {name}:',
    helloNoName: 'Hola:',
    verifySubject: 'Confirme su correo electrónico para Parley',
    verifyBody: 'Confirme que esta es su dirección de correo electrónico (el enlace funciona una sola vez, durante 48 horas):',
    verifyLink: 'Confirmar que esta es mi dirección de correo electrónico',
    verifyUntil:
      'Mientras tanto puede usar su propio caso, pero no puede comentar, chatear con un bufete de abogados ni pagar. Si usted no abrió una cuenta en Parley, no haga caso de este correo.',
    resetSubject: 'Restablezca su contraseña de Parley',
    resetBody: 'Alguien pidió restablecer la contraseña de su cuenta de Parley. Elija una nueva aquí (el enlace funciona una sola vez, durante una hora):',
    resetLink: 'Elegir una nueva contraseña',
    resetNotYou: 'Si no fue usted, no haga caso de este correo; su contraseña sigue igual.',
    existingSubject: 'Alguien intentó abrir una cuenta de Parley con su correo electrónico',
    existingBody: 'Alguien (quizás usted) intentó abrir una cuenta de Parley con esta dirección de correo electrónico. {why}',
    existingConsumer: 'Usted ya tiene una cuenta de Parley con esta dirección de correo electrónico.',
    existingCollector:
      'Esta dirección de correo electrónico pertenece a la cuenta de un bufete de abogados en Parley, así que no puede abrir también una cuenta de consumidor. Use otra dirección para sus propias deudas.',
    signIn: 'Iniciar sesión',
    forgotPassword: '¿Olvidó su contraseña?',
    existingNotYou: 'Si no fue usted, no haga caso de este correo; nada cambió.',
  },
});
