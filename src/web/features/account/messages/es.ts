import type { Translation } from "#web/lib/i18n/catalogue";
import type en from "./en";

export default {
  common: {
    email: "Correo electrónico",
    sending: "Enviando...",
    backToLogin: "Volver a iniciar sesión",
    signIn: "Iniciar sesión",
    goToDashboard: "Ir a mi panel",
  },
  forgotPassword: {
    meta: {
      title: "Olvidé mi contraseña",
      description: "Pida un enlace para elegir una nueva contraseña.",
    },
    neutralSent:
      "Si existe una cuenta con ese correo electrónico, le enviamos un enlace para restablecer la contraseña. Revise su bandeja de entrada y la carpeta de correo no deseado.",
    sentToast: "Correo enviado",
    errorToast: "Error",
    failed: "No se pudo enviar el correo para restablecer la contraseña. Vuelva a intentarlo.",
    unexpected: "Ocurrió un error inesperado. Vuelva a intentarlo.",
    checkEmail: "Revise su correo electrónico",
    linkLifetime:
      "El enlace es válido durante una hora. ¿No lo recibió? Revise la carpeta de correo no deseado.",
    anotherEmail: "Usar otro correo",
    title: "¿Olvidó su contraseña?",
    description:
      "Escriba el correo electrónico con el que se registró y le enviaremos un enlace para elegir una nueva contraseña.",
    submit: "Enviar enlace",
  },
  resetPassword: {
    meta: {
      title: "Restablecer contraseña",
      description: "Elija una nueva contraseña para su cuenta.",
    },
    invalidTitle: "Enlace no válido",
    invalidDescription:
      "Este enlace para restablecer la contraseña está incompleto, ya se usó o venció. Cada enlace sirve una sola vez, durante una hora.",
    invalidToken: "Código no válido",
    invalidTokenDescription: "Pida un nuevo enlace para restablecer la contraseña.",
    requestNew: "Pedir un enlace nuevo",
    successToast: "Contraseña restablecida",
    successToastDescription: "Ya puede iniciar sesión con su nueva contraseña.",
    failed: "No se pudo restablecer la contraseña. Vuelva a intentarlo.",
    failedToast: "No se pudo restablecer la contraseña",
    successTitle: "Contraseña restablecida",
    successDescription:
      "Cambiamos su contraseña y cerramos su sesión en los demás dispositivos. Inicie sesión con su nueva contraseña.",
    goToLogin: "Ir a iniciar sesión",
    title: "Elija una nueva contraseña",
    description:
      "Use al menos 8 caracteres. Una frase más larga es más fácil de recordar y más difícil de adivinar.",
    newPassword: "Nueva contraseña",
    confirmPassword: "Confirme la nueva contraseña",
    resetting: "Restableciendo...",
    submit: "Restablecer contraseña",
  },
  unsubscribe: {
    meta: {
      title: "Darse de baja",
      description: "Deje de recibir recordatorios y avisos de acciones por correo electrónico.",
    },
    doneTitle: "Se dio de baja",
    settings: "Ajustes de recordatorios",
    brokenTitle: "Este enlace para darse de baja no funciona",
    brokenFallback: "Este enlace para darse de baja no es válido o ya se usó",
    noToken:
      "Al enlace le falta el código. Use el enlace completo del correo electrónico o cambie sus ajustes en su panel.",
    title: "¿Dejar de recibir recordatorios y avisos de acciones?",
    description:
      "Ya no recibirá recordatorios de primarias ni los avisos que enviamos cuando actúa un legislador con quien usted se comprometió. Los correos sobre su cuenta (cambios de contraseña, verificación de su correo) le seguirán llegando.",
    unsubscribing: "Procesando...",
    submit: "Darme de baja",
  },
  verifyEmail: {
    meta: {
      title: "Verificar correo electrónico",
      description: "Confirme el correo electrónico de su cuenta.",
    },
    verifying: "Verificando su correo electrónico…",
    verifyingLabel: "Verificando su dirección de correo electrónico",
    alreadyTitle: "Su correo electrónico ya está verificado",
    doneTitle: "Su correo electrónico quedó verificado",
    alreadyDescription:
      "Este enlace ya se usó: su dirección de correo está confirmada y no tiene que hacer nada más.",
    doneDescription:
      "Gracias por confirmar su dirección de correo. La usaremos para los avisos sobre su cuenta.",
    invalidTitle: "Este enlace de verificación no es válido o ya venció",
    invalidDescription:
      "Los enlaces de verificación sirven una sola vez, durante 24 horas. Pida uno nuevo y use el correo más reciente que le enviemos.",
    resend: "Enviar un nuevo correo de verificación",
    signInToResend: "Inicie sesión para que le enviemos un nuevo enlace de verificación.",
  },
} satisfies Translation<typeof en>;
