import { type Catalogue, type Translation, translator } from "#shared/i18n/catalogue";

/**
 * Every text of the mail the site sends a voter, keyed by mail and part (decisions.md section
 * 11: each mail in the recipient's language, users.language). `{product}` is PRODUCT_NAME. The
 * contact-form message goes to the campaign's own address and stays in English.
 */
export const MAIL_TEXTS = {
  "layout.footer":
    "{product} is a non-partisan civic site. You received this e-mail because this address was used on our site.",
  "layout.buttonFallback": "If the button does not work, copy this link into your browser:",
  "layout.unsubscribe": "To stop reminders and notices, open {url}",

  greeting: "Hello {name},",
  greetingAnonymous: "Hello,",
  chooseNewPassword: "Choose a new password",
  dashboardLink: "Your pledges on your dashboard",
  profileLink: "See {name}'s profile",

  "verification.subject": "Confirm your e-mail address for {product}",
  "verification.title": "Confirm your e-mail address",
  "verification.intro":
    "Thank you for joining {product}. Please confirm that this e-mail address belongs to you.",
  "verification.action": "Confirm my e-mail address",
  "verification.expiry": "The link works for 24 hours.",
  "verification.ignore": "If you did not create an account, you can ignore this e-mail.",

  "passwordReset.subject": "Reset your {product} password",
  "passwordReset.title": "Reset your password",
  "passwordReset.intro":
    "We received a request to reset the password of your {product} account. You can choose a new password with the button below.",
  "passwordReset.expiry": "The link works for 1 hour and only once.",
  "passwordReset.ignore": "If you did not ask for this, ignore this e-mail: your password stays as it is.",

  "accountExists.subject": "About your {product} account",
  "accountExists.title": "You already have an account",
  "accountExists.attempt":
    "Someone tried to create a {product} account with this e-mail address. You already have an account, so nothing was changed.",
  "accountExists.options":
    "If it was you, you can sign in. If you have forgotten your password, you can choose a new one.",
  "accountExists.action": "Sign in",
  "accountExists.forgot": "Forgot your password? Choose a new one",
  "accountExists.notYou": "If it was not you, you can ignore this e-mail: your account has not been touched.",

  "passwordChanged.subject": "Your {product} password was changed",
  "passwordChanged.title": "Your password was changed",
  "passwordChanged.intro":
    "The password of your {product} account has just been changed. If you made this change, there is nothing more to do.",
  "passwordChanged.notYou": "If you did not, choose a new password right away.",

  "accountDeleted.subject": "Your {product} account has been deleted",
  "accountDeleted.title": "Your account has been deleted",
  "accountDeleted.erased":
    "As you asked, your {product} account is deleted: your name, e-mail address, street address and phone number, your pledges, reminders and calendar link are erased, and your pledges no longer count toward any legislator's totals.",
  "accountDeleted.goodbye": "We will not write to you again. You are welcome to sign up anew at any time.",

  "pledgeReceipt.subject": "Your pledge to {legislator}",
  "pledgeReceipt.title": "Your pledge is recorded",
  "pledgeReceipt.intro": "This is your copy of the pledge you just made on {product}:",
  "pledgeReceipt.action": "See my pledges",
  "pledgeReceipt.withdraw":
    "Changed your mind? You can withdraw this pledge at any time from the same page; it then stops counting toward the legislator's totals.",

  "notice.subject": "{legislator} acted: your pledge is now due",
  "notice.title": "{legislator} has acted",
  "notice.what":
    "You pledged to vote in {legislator}'s Republican primary if {legislator} acted to impeach or convict a president who defies the Supreme Court. On {date}, {legislator} did: {action}.",
  "notice.source": "Source: {url}",
  "notice.note": "Note: {note}",
  "notice.due": "Your pledge is now due: vote in {primary}.",
  "notice.deadline": "Registration deadline: {date}.",
  "notice.datesPending":
    "The state has not announced the exact dates yet; we will show them as soon as it does.",
  "notice.outside":
    "Your pledge is now due. According to your profile you live outside {seat}, so you cannot vote in this primary yourself ({primary}). You can keep your word by supporting {legislator}'s campaign and by telling voters in {seat} what {legislator} did.",
  "notice.footer": "You receive this notice because you pledged to {legislator} on {product}.",

  "departure.subject": "{member} has left office: your pledge is closed",
  "departure.title": "{member} has left office",
  "departure.closed":
    "{member} left office on {date}. Your pledge to vote in {member}'s primary is closed: there is no longer a primary of theirs to keep it in.",
  "departure.successor":
    "{successor} ({party}) now holds {seat}. You can read about them, and pledge to them if you wish, on their profile.",
  "departure.noSuccessor":
    "Our data does not list who holds {seat} now. The seat's page will show them as soon as it does.",
  "departure.senateSeat": "{state}'s Senate seat",
  "departure.houseSeat": "{district}",

  "reminder.today": "today",
  "reminder.tomorrow": "tomorrow",
  "reminder.inDays": "in {days} days",
  "reminder.registrationDeadline.subject": "Reminder: {state}'s registration deadline is {when} ({date})",
  "reminder.registrationDeadline.title": "{state}: voter registration deadline for the primary {when}",
  "reminder.registrationDeadline.line":
    "{state}'s voter registration deadline for the primary is {when}: {date}.",
  "reminder.primary.subject": "Reminder: {state}'s primary election is {when} ({date})",
  "reminder.primary.title": "{state}: primary election {when}",
  "reminder.primary.line": "{state}'s primary election is {when}: {date}.",
  "reminder.runoff.subject": "Reminder: {state}'s primary runoff is {when} ({date})",
  "reminder.runoff.title": "{state}: primary runoff {when}",
  "reminder.runoff.line": "{state}'s primary runoff is {when}: {date}.",
  "reminder.closed":
    "{state}'s Republican primary is closed: you may need to change your party registration to Republican by {date} to vote in it.",
  "reminder.partlyClosed":
    "{state}'s Republican primary is open only in part: you may need to change your party registration to Republican by {date} to vote in it.",
  "reminder.register": "Register or check your registration: {url}",
  "reminder.primaryVote":
    "This is the vote your pledge is about: the Republican primary for {state}'s seats on the ballot.",
  "reminder.runoffVote":
    "This is the vote your pledge is about: the Republican primary runoff for {state}'s seats on the ballot.",
  "reminder.action": "{state}'s dates and voting rules",
  "reminder.footer": "You receive this reminder because you turned on e-mail reminders on {product}.",
} as const;

const SPANISH: Translation<typeof MAIL_TEXTS> = {
  "layout.footer":
    "{product} es un sitio cívico sin afiliación partidista. Recibió este correo porque esta dirección se usó en nuestro sitio.",
  "layout.buttonFallback": "Si el botón no funciona, copie este enlace en su navegador:",
  "layout.unsubscribe": "Para dejar de recibir recordatorios y avisos, abra {url}",

  greeting: "Hola, {name}:",
  greetingAnonymous: "Hola:",
  chooseNewPassword: "Elegir una nueva contraseña",
  dashboardLink: "Sus compromisos en su panel",
  profileLink: "Ver el perfil de {name}",

  "verification.subject": "Confirme su correo electrónico para {product}",
  "verification.title": "Confirme su correo electrónico",
  "verification.intro":
    "Gracias por unirse a {product}. Confirme que esta dirección de correo electrónico le pertenece.",
  "verification.action": "Confirmar mi correo electrónico",
  "verification.expiry": "El enlace funciona durante 24 horas.",
  "verification.ignore": "Si usted no creó una cuenta, puede ignorar este correo.",

  "passwordReset.subject": "Restablezca su contraseña de {product}",
  "passwordReset.title": "Restablezca su contraseña",
  "passwordReset.intro":
    "Recibimos una solicitud para restablecer la contraseña de su cuenta de {product}. Puede elegir una nueva contraseña con el botón de abajo.",
  "passwordReset.expiry": "El enlace funciona durante 1 hora y una sola vez.",
  "passwordReset.ignore": "Si usted no lo pidió, ignore este correo: su contraseña sigue igual.",

  "accountExists.subject": "Sobre su cuenta de {product}",
  "accountExists.title": "Usted ya tiene una cuenta",
  "accountExists.attempt":
    "Alguien intentó crear una cuenta de {product} con esta dirección de correo electrónico. Usted ya tiene una cuenta, así que no se cambió nada.",
  "accountExists.options":
    "Si fue usted, puede iniciar sesión. Si olvidó su contraseña, puede elegir una nueva.",
  "accountExists.action": "Iniciar sesión",
  "accountExists.forgot": "¿Olvidó su contraseña? Elija una nueva",
  "accountExists.notYou": "Si no fue usted, puede ignorar este correo: nadie ha tocado su cuenta.",

  "passwordChanged.subject": "Se cambió su contraseña de {product}",
  "passwordChanged.title": "Se cambió su contraseña",
  "passwordChanged.intro":
    "Se acaba de cambiar la contraseña de su cuenta de {product}. Si usted hizo este cambio, no tiene que hacer nada más.",
  "passwordChanged.notYou": "Si no fue usted, elija una nueva contraseña de inmediato.",

  "accountDeleted.subject": "Se eliminó su cuenta de {product}",
  "accountDeleted.title": "Se eliminó su cuenta",
  "accountDeleted.erased":
    "Tal como lo pidió, su cuenta de {product} quedó eliminada: se borraron su nombre, su correo electrónico, su dirección y su teléfono, sus compromisos, sus recordatorios y el enlace de su calendario, y sus compromisos ya no cuentan en los totales de ningún miembro del Congreso.",
  "accountDeleted.goodbye":
    "No volveremos a escribirle. Si lo desea, puede registrarse de nuevo en cualquier momento.",

  "pledgeReceipt.subject": "Su compromiso con {legislator}",
  "pledgeReceipt.title": "Su compromiso quedó registrado",
  "pledgeReceipt.intro": "Esta es su copia del compromiso que acaba de hacer en {product}:",
  "pledgeReceipt.action": "Ver mis compromisos",
  "pledgeReceipt.withdraw":
    "¿Cambió de opinión? Puede retirar este compromiso en cualquier momento desde esa misma página; a partir de entonces, dejará de contar en los totales del miembro del Congreso.",

  "notice.subject": "{legislator} actuó: llegó el momento de cumplir su compromiso",
  "notice.title": "{legislator} actuó",
  "notice.what":
    "Usted se comprometió a votar en la primaria republicana de {legislator} si {legislator} actuaba para someter a juicio político o condenar a un presidente que desafiara a la Corte Suprema. El {date}, {legislator} lo hizo: {action}.",
  "notice.source": "Fuente: {url}",
  "notice.note": "Nota: {note}",
  "notice.due": "Llegó el momento de cumplir su compromiso: vote en {primary}.",
  "notice.deadline": "Fecha límite de inscripción: {date}.",
  "notice.datesPending":
    "El estado todavía no ha anunciado las fechas exactas; las mostraremos en cuanto lo haga.",
  "notice.outside":
    "Llegó el momento de cumplir su compromiso. Según su perfil, usted vive fuera de la zona que representa {legislator} ({seat}), así que no puede votar en esta primaria ({primary}). Puede cumplir su palabra apoyando la campaña de {legislator} y contándoles a los votantes de esa zona lo que hizo.",
  "notice.footer": "Recibe este aviso porque hizo un compromiso con {legislator} en {product}.",

  "departure.subject": "{member} dejó el cargo: su compromiso quedó cerrado",
  "departure.title": "{member} dejó el cargo",
  "departure.closed":
    "{member} dejó el cargo el {date}. Su compromiso de votar en la primaria de {member} quedó cerrado: ya no habrá una primaria suya en la que cumplirlo.",
  "departure.successor":
    "{successor} ({party}) ocupa ahora {seat}. En su perfil puede informarse sobre esta persona y, si lo desea, hacer un compromiso con ella.",
  "departure.noSuccessor":
    "Nuestros datos todavía no indican quién ocupa {seat}. La página del escaño lo mostrará en cuanto los datos lo incluyan.",
  "departure.senateSeat": "el escaño de {state} en el Senado",
  "departure.houseSeat": "el escaño de {district}",

  "reminder.today": "hoy",
  "reminder.tomorrow": "mañana",
  "reminder.inDays": "dentro de {days} días",
  "reminder.registrationDeadline.subject":
    "Recordatorio: la fecha límite de inscripción en {state} es {when} ({date})",
  "reminder.registrationDeadline.title": "{state}: fecha límite de inscripción para la primaria {when}",
  "reminder.registrationDeadline.line":
    "La fecha límite de inscripción de votantes para la primaria de {state} es {when}: {date}.",
  "reminder.primary.subject": "Recordatorio: la elección primaria de {state} es {when} ({date})",
  "reminder.primary.title": "{state}: elección primaria {when}",
  "reminder.primary.line": "La elección primaria de {state} es {when}: {date}.",
  "reminder.runoff.subject": "Recordatorio: la segunda vuelta de la primaria de {state} es {when} ({date})",
  "reminder.runoff.title": "{state}: segunda vuelta de la primaria {when}",
  "reminder.runoff.line": "La segunda vuelta de la primaria de {state} es {when}: {date}.",
  "reminder.closed":
    "La primaria republicana de {state} es cerrada: es posible que deba cambiar su afiliación al Partido Republicano a más tardar el {date}, para votar en ella.",
  "reminder.partlyClosed":
    "La primaria republicana de {state} es abierta solo en parte: es posible que deba cambiar su afiliación al Partido Republicano a más tardar el {date}, para votar en ella.",
  "reminder.register": "Inscríbase o verifique su inscripción: {url}",
  "reminder.primaryVote":
    "Esta es la votación a la que se refiere su compromiso: la primaria republicana para los escaños de {state} que están en la boleta.",
  "reminder.runoffVote":
    "Esta es la votación a la que se refiere su compromiso: la segunda vuelta de la primaria republicana para los escaños de {state} que están en la boleta.",
  "reminder.action": "Fechas y reglas de votación de {state}",
  "reminder.footer": "Recibe este recordatorio porque activó los recordatorios por correo en {product}.",
};

export const MAIL_CATALOGUE: Catalogue<typeof MAIL_TEXTS> = { en: MAIL_TEXTS, es: SPANISH };

/** A mail text in a language: `mailText("es", "verification.subject", { product })`. */
export const mailText = translator(MAIL_CATALOGUE);
