import {
  type Catalogue,
  messageLocalizer,
  type ParamsOf,
  type Translation,
  translator,
} from "#shared/i18n/catalogue";
import { localizeMessage } from "#shared/i18n/validation-messages";
import type { Language } from "#shared/language";

/**
 * The server's catalogue of the `message` texts it answers with (decisions.md section 11: they
 * follow the request's Accept-Language), keyed by a stable id. A text a schema also gives lives
 * in the validation catalogue (#shared/i18n/validation-messages) and is not repeated here. The
 * administrator console's messages stay in English and are not in it: an /api/admin answer is
 * always English (requestLanguage).
 */
export const API_MESSAGES = {
  // The error format (plugins/error-handler.ts) and the HTTP layer.
  checkFields: "Please check the highlighted fields",
  invalidValue: "Invalid value",
  badRequest: "Bad request",
  notFound: "Not found",
  bodyTooLarge: "The request body is too large",
  jsonOnly: "Send the request body as application/json",
  invalidJson: "The request body is not valid JSON",
  unavailable: "The service is briefly unavailable. Please try again in a few seconds.",
  failed: "Something went wrong on our side. Please try again.",
  restarting: "The server is restarting. Please try again.",
  crossSite: "Cross-site requests are not allowed",
  tooManyAttempts: "Too many attempts. Please wait a moment and try again.",

  // Accounts.
  signInRequired: "Please sign in to continue",
  ownAccountOnly: "You can only act on your own account",
  registered: "Registration successful. Please check your email to verify your account.",
  invalidLogin: "Invalid email or password",
  accountDeactivated: "This account has been deactivated. Please contact us for help.",
  commonPassword: "Please choose a less common password",
  commonPasswordField: "This password is too common. Please choose another.",
  invalidVerificationLink: "Invalid or expired verification link",
  alreadyVerified: "Your email address is already verified.",
  verificationSent: "Verification email sent! Please check your inbox and spam folder.",
  resetRequested:
    "If an account exists for that email address, we have sent a link to reset the password. Please check your inbox and spam folder.",
  passwordReset: "Your password has been reset. You can now sign in with your new password.",
  userNotFound: "User not found",
  wrongPassword: "Incorrect password",
  adminNotDeletedHere: "Administrator accounts are removed from the admin console",

  // Legislators, pledges and the address lookup.
  legislatorNotFound: "Legislator not found",
  alreadyPledged: "You have already pledged to support this legislator",
  leftOffice: "{name} left office on {date}: pledges can only be made to members in office",
  nonVoting:
    "{name} does not vote on the House floor, so casts no vote on impeachment: pledges can only be made to senators and representatives",
  pledgeNotFound: "Pledge not found",
  zipNotInState: "ZIP code {zip} is not in {state}",
  districtNotInZip: "That district does not cover this ZIP code",
  shareCardNotFound: "Share card not found",
  noDataYet: "No data has been loaded yet",

  // Mail, calendar and contact.
  calendarNotFound: "Calendar not found",
  invalidUnsubscribeLink: "This unsubscribe link is invalid or has already been used",
  unsubscribed:
    "You will no longer receive reminders or action notices. You can turn them back on from your dashboard.",
  contactThanks: "Thank you for your message. We'll get back to you as soon as we can.",
} as const;

export type ApiMessageKey = keyof typeof API_MESSAGES;

const SPANISH: Translation<typeof API_MESSAGES> = {
  checkFields: "Revise los campos marcados",
  invalidValue: "Valor no válido",
  badRequest: "Solicitud no válida",
  notFound: "No se encontró",
  bodyTooLarge: "El contenido de la solicitud es demasiado grande",
  jsonOnly: "Envíe el contenido de la solicitud como application/json",
  invalidJson: "El contenido de la solicitud no es JSON válido",
  unavailable: "El servicio no está disponible por un momento. Vuelva a intentarlo en unos segundos.",
  failed: "Algo salió mal de nuestro lado. Vuelva a intentarlo.",
  restarting: "El servidor se está reiniciando. Vuelva a intentarlo.",
  crossSite: "No se permiten solicitudes desde otros sitios",
  tooManyAttempts: "Demasiados intentos. Espere un momento y vuelva a intentarlo.",

  signInRequired: "Inicie sesión para continuar",
  ownAccountOnly: "Solo puede hacer cambios en su propia cuenta",
  registered: "Registro completado. Revise su correo electrónico para verificar su cuenta.",
  invalidLogin: "Correo electrónico o contraseña incorrectos",
  accountDeactivated: "Esta cuenta está desactivada. Comuníquese con nosotros si necesita ayuda.",
  commonPassword: "Elija una contraseña menos común",
  commonPasswordField: "Esta contraseña es demasiado común. Elija otra.",
  invalidVerificationLink: "El enlace de verificación no es válido o ya venció",
  alreadyVerified: "Su correo electrónico ya está verificado.",
  verificationSent:
    "¡Le enviamos el correo de verificación! Revise su bandeja de entrada y la carpeta de correo no deseado.",
  resetRequested:
    "Si existe una cuenta con ese correo electrónico, le enviamos un enlace para restablecer la contraseña. Revise su bandeja de entrada y la carpeta de correo no deseado.",
  passwordReset: "Su contraseña se restableció. Ya puede iniciar sesión con su nueva contraseña.",
  userNotFound: "No se encontró la cuenta",
  wrongPassword: "Contraseña incorrecta",
  adminNotDeletedHere: "Las cuentas de administrador se eliminan desde la consola de administración",

  legislatorNotFound: "No se encontró a ese miembro del Congreso",
  alreadyPledged: "Usted ya hizo un compromiso de apoyo con este miembro del Congreso",
  leftOffice: "{name} dejó el cargo el {date}: solo se pueden hacer compromisos con miembros en funciones",
  nonVoting:
    "{name} no vota en el pleno de la Cámara de Representantes, así que no tiene voto en un juicio político: solo se pueden hacer compromisos con senadores y representantes",
  pledgeNotFound: "No se encontró el compromiso",
  zipNotInState: "El código postal {zip} no está en {state}",
  districtNotInZip: "Ese distrito no abarca este código postal",
  shareCardNotFound: "No se encontró la imagen para compartir",
  noDataYet: "Todavía no se han cargado los datos",

  calendarNotFound: "No se encontró el calendario",
  invalidUnsubscribeLink: "Este enlace para cancelar la suscripción no es válido o ya se usó",
  unsubscribed:
    "Ya no recibirá recordatorios ni avisos de acciones. Puede volver a activarlos desde su panel.",
  contactThanks: "Gracias por su mensaje. Le responderemos lo antes posible.",
};

export const API_CATALOGUE: Catalogue<typeof API_MESSAGES> = { en: API_MESSAGES, es: SPANISH };

/** An API message in a language: `apiMessage("es", "leftOffice", { name, date })`. */
export const apiMessage = translator(API_CATALOGUE);

/**
 * A text to be written in the language of the request it answers, which the code that makes it
 * does not know (an HttpError thrown deep in a service): the error handler calls it.
 */
export type LocalizedText = (language: Language) => string;

/**
 * A catalogue message as a LocalizedText. A message whose parameters are themselves written in
 * the language (a date, a state's name) is a LocalizedText of its own: `(language) => apiMessage(…)`.
 */
export const apiText =
  <Key extends ApiMessageKey>(key: Key, ...params: ParamsOf<(typeof API_MESSAGES)[Key]>): LocalizedText =>
  (language) =>
    apiMessage(language, key, ...params);

const localizeApiText = messageLocalizer(API_CATALOGUE);

/**
 * Any message the server answers with, in a language: a LocalizedText is written in it; a plain
 * text is looked up in this catalogue, then in the validation catalogue (a schema's or zod's
 * message); one neither knows is sent as it is.
 */
export function localizeServerMessage(message: string | LocalizedText, language: Language): string {
  if (typeof message === "function") return message(language);
  const fromApi = localizeApiText(message, language);
  return fromApi !== message ? fromApi : localizeMessage(message, language);
}
