import type { Translation } from "#web/lib/i18n/catalogue";
import type en from "./en";

export default {
  thankYouPage: {
    meta: {
      title: "Gracias",
      description: "Su compromiso quedó registrado. Esto es lo que sigue.",
    },
    title: "{count, plural, one {Gracias por su compromiso} other {¡Gracias por sus # compromisos!}}",
    lead: "{count, plural, one {Su compromiso de apoyar a {legislator} quedó registrado. Le dice que los votantes de su primaria le darán su apoyo si defiende la Constitución.} other {Sus # compromisos quedaron registrados. Cada uno le dice a un miembro del Congreso que los votantes de su primaria le darán su apoyo si defiende la Constitución.}}",
    yourLegislators: "{count, plural, one {su legislador(a)} other {sus legisladores}}",
    whatHappensNext: {
      title: "Lo que sigue",
      publicCount:
        "Su compromiso se suma a la cifra pública de compromisos de {count, plural, one {{legislator}} other {cada legislador}}, que aparece en su perfil a la vista del propio miembro del Congreso y de su equipo, con los compromisos de sus propios electores contados aparte de los que llegan de otros lugares<tally></tally>. Solo mostramos cifras, nunca su nombre ni sus datos.",
      countNow: " (ahora: <tally></tally>)",
      conditional:
        "Su compromiso es condicional. Si {legislator} {count, plural, one {actúa} other {actúan}} a favor del juicio político o de la condena, le enviaremos un correo electrónico con la acción y su fuente, y su panel mostrará el compromiso como pendiente de cumplir, con la primaria en la que debe votar y lo que debe hacer antes.",
      contact:
        "Comuníquese con {legislator} desde su panel: una llamada o un correo electrónico de un elector le da un toque personal al compromiso.",
      questions: "¿Preguntas? Escríbanos<email></email>.",
      emailAt: " a ",
      byContactPage: " a través de nuestra <link>página de contacto</link>",
    },
    share: {
      title: "Multiplique su impacto",
      text: "Cada amigo que se compromete hace que la cifra sea más difícil de ignorar. Comparta {count, plural, one {su compromiso} other {sus compromisos}}:",
      byEmail: "Compartir por correo",
      emailSubject: "Acompáñeme en el compromiso por el juicio político",
      messageForLegislator:
        "Me comprometí a votar por {name} en la próxima primaria si actúa para someter a juicio político o condenar a un presidente que desafíe a la Corte Suprema. ¿Me acompaña? #ImpeachmentPledge #Constitution",
      message:
        "Me comprometí a votar en la próxima primaria de mis legisladores si actúan para someter a juicio político o condenar a un presidente que desafíe a la Corte Suprema. ¿Me acompaña? #ImpeachmentPledge #Constitution",
    },
    nextSteps: {
      title: "Próximos pasos",
      confirmEmail: {
        title: "Confirme su correo electrónico",
        text: "Abra el enlace que le enviamos para que sepamos que la cuenta es suya.",
      },
      checkPrimary: {
        title: "Consulte su primaria",
        text: "Busque la fecha de su primaria, su tipo y la fecha límite de inscripción de su estado.",
      },
      watchDate: {
        title: "Siga de cerca la fecha",
        text: "Los estados anuncian las fechas de sus primarias; cada una aparece en su panel en cuanto se anuncia.",
      },
      bringFriend: {
        title: "Invite a un amigo",
        text: "Comparta el compromiso con personas a quienes la Constitución les importe tanto como a usted.",
      },
    },
    legislatorProfile: "Ver perfil del legislador",
    primaryInfo: "Ver información de la primaria",
    dashboard: "Ir al panel",
    home: "Volver al inicio",
  },
} satisfies Translation<typeof en>;
