import type { Translation } from "#web/lib/i18n/catalogue";
import type en from "./en";

export default {
  common: {
    tryAgain: "Vuelva a intentarlo.",
  },
  actedBadge: {
    label: "Actuó",
    title: "Consta una acción para someter a juicio político o condenar",
    spoken: ": consta una acción para someter a juicio político o condenar",
  },
  actionsTimeline: {
    source: "Fuente: {host}",
  },
  pledgeTally: {
    none: "Aún no hay compromisos",
    constituents: "{count, plural, one {# elector} other {# electores}}",
    constituentsAndOthers:
      "{constituents, plural, one {# elector} other {# electores}} · {others, number} de otros lugares",
    spokenConstituents: "{count, plural, one {# compromiso de electores} other {# compromisos de electores}}",
    spokenConstituentsAndOthers:
      "{constituents, plural, one {# compromiso de electores} other {# compromisos de electores}} y {others, number} de otros lugares",
  },
  legislatorCard: {
    chamber: { sen: "Senado", rep: "Cámara" },
    persuadabilityScore: "Puntuación de persuadibilidad",
    persuadability: "Persuadibilidad",
    outOf100: "de 100",
    onX: "{name} en X (Twitter):",
    callOffice: "Llamar a la oficina de {name} al",
    noContact: "Sin teléfono público ni cuenta de X",
    primary: "Primaria:",
    primaryUnavailable: "no disponible",
    primaryExpected: "prevista para {year}",
    primaryTbd: "Por confirmar",
  },
  cardPledge: {
    pledged: "Compromiso hecho",
    pledgedTo: "con {name}",
    pledge: "Comprométase a apoyar",
    forWhom: "a {name}",
  },
  confirmedPledge: {
    forWhom: "a {name}",
    pending: "Registrando...",
    pendingForWhom: "su compromiso con {name}",
    title: "Su compromiso con {name}",
    description: "Lea lo que promete y luego confírmelo.",
    cancel: "Ahora no",
    confirm: "Hago este compromiso",
    outside:
      "Usted vive fuera de {seat}, así que no puede votar en la primaria de {name}. Aun así, puede comprometerse a darle su apoyo: su compromiso se cuenta aparte de los compromisos de electores.",
    districtUnknown:
      "Todavía no sabemos cuál es su distrito de la Cámara de Representantes, así que este compromiso contará como el de un elector del distrito solo cuando elija su distrito en su panel.",
  },
  pledgeText: {
    one: "Su compromiso",
    many: "Sus compromisos",
  },
  createPledge: {
    failed: "No se pudo registrar el compromiso",
    error: "Error al crear el compromiso",
    errorDescription: "Hubo un problema al crear su compromiso. Vuelva a intentarlo.",
    added: "Compromiso registrado",
    addedDescription: "Quedó registrado su compromiso de apoyar a {name}.",
  },
  withdrawPledge: {
    withdrawn: "Compromiso retirado",
    withdrawnDescription:
      "Su compromiso de apoyar a {name} ya no cuenta. Puede volver a comprometerse cuando quiera.",
    failed: "No se pudo retirar el compromiso",
  },
  whoMayVote: {
    forYou: "Para usted ({party}):",
    parties: {
      Republican: "inscripción en el Partido Republicano",
      Democrat: "inscripción en el Partido Demócrata",
      Independent: "inscripción como independiente",
      Other: "inscripción en otro partido",
      Unregistered: "sin inscripción como votante",
    },
  },
  session: {
    login: {
      success: "Sesión iniciada",
      successDescription: "Inició sesión correctamente.",
      failed: "No se pudo iniciar sesión",
      failedDescription: "Correo electrónico o contraseña incorrectos",
    },
    logout: {
      success: "Sesión cerrada",
      successDescription: "Cerró sesión correctamente.",
      failed: "No se pudo cerrar sesión",
    },
    register: {
      success: "Registro completado",
      successDescription: "Revise su correo electrónico para verificar su cuenta.",
      failed: "No se pudo completar el registro",
      failedDescription: "No se pudo completar el registro",
    },
    deleteAccount: {
      success: "Cuenta eliminada",
      successDescription:
        "Borramos su cuenta y todo lo vinculado a ella. Le enviamos un último correo electrónico para confirmarlo.",
    },
    verification: {
      sent: "¡Le enviamos el correo de verificación! Revise su bandeja de entrada y la carpeta de correo no deseado.",
      failed: "No se pudo enviar el correo de verificación. Vuelva a intentarlo más tarde.",
      error: "Error al enviar el correo de verificación. Vuelva a intentarlo más tarde.",
    },
  },
  registerForm: {
    name: "Nombre completo",
    email: "Correo electrónico",
    confirmEmail: "Confirme su correo electrónico",
    password: "Contraseña",
    passwordHint: "Al menos 8 caracteres.",
    confirmPassword: "Confirme su contraseña",
    address: "Dirección",
    city: "Ciudad",
    state: "Estado",
    zip: "Código postal",
    phone: "Teléfono (opcional)",
    party: "Partido en el que está inscrito",
    partyHint: "Cómo está inscrito para votar hoy.",
    partyUnsaid: "Prefiero no decirlo",
    parties: {
      Other: "Otro",
      Unregistered: "Sin inscripción actual",
    },
  },
} satisfies Translation<typeof en>;
