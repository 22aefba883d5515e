import type { Translation } from "#web/lib/i18n/catalogue";
import type en from "./en";

export default {
  contactPage: {
    meta: {
      title: "Contacto",
      description:
        "Preguntas, correcciones o solicitudes sobre privacidad: escriba al equipo de Pledge Watch.",
    },
    eyebrow: "Contacto",
    title: "Comuníquese con nosotros",
    intro:
      "¿Tiene una pregunta sobre el compromiso, una corrección a los datos de un legislador o una solicitud sobre sus datos? Escríbanos y una persona leerá su mensaje.",
    otherWays: "Otras formas de comunicarse con nosotros",
    emailTitle: "¿Prefiere el correo electrónico?",
    emailLead: "Escríbanos directamente a",
    emailUnavailable: "No se pudo cargar nuestra dirección de correo electrónico. Use el formulario.",
    faqTitle: "Respuestas rápidas",
    faq: "En nuestras <link>Preguntas frecuentes</link> encontrará información sobre la inscripción partidista, las fechas de las primarias y lo que ven los legisladores.",
    dataTitle: "Sus datos",
    data: "Usted puede eliminar su cuenta desde la pestaña Perfil de su <dashboard>panel</dashboard>. Para pedir una copia de su información, escríbanos desde el correo electrónico de su cuenta. Nuestra <privacy>política de privacidad</privacy> explica qué datos guardamos.",
  },
  contactForm: {
    title: "Envíenos un mensaje",
    note: "Todos los campos son obligatorios.",
    name: "Nombre",
    email: "Correo electrónico",
    subject: "Asunto",
    message: "Mensaje",
    honeypot: "Deje este campo vacío",
    notSent: "Su mensaje no se envió",
    sending: "Enviando…",
    send: "Enviar mensaje",
    sentToast: "Mensaje enviado",
    failedToast: "No se pudo enviar el mensaje",
    tooMany: "Envió varios mensajes en poco tiempo. Vuelva a intentarlo más tarde.",
    failed: "Algo salió mal de nuestro lado. Vuelva a intentarlo en unos minutos.",
    sentTitle: "Mensaje enviado",
    sentFallback: "Gracias. Le responderemos lo antes posible.",
    sendAnother: "Enviar otro mensaje",
  },
} satisfies Translation<typeof en>;
