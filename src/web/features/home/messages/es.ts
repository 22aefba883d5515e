import type { Translation } from "#web/lib/i18n/catalogue";
import type en from "./en";

export default {
  makeYourPledge: "Haga su compromiso",
  meta: {
    description:
      "Encuentre a sus miembros del Congreso y comprométase a votar en su primaria si actúan para someter a juicio político o condenar a un presidente que desafíe a la Corte Suprema.",
  },
  hero: {
    eyebrow: "Un compromiso no partidista de los votantes",
    title: "Cuando un presidente desafía a la Corte Suprema, el Congreso debe responder.",
    lead: "El juicio político y la condena son la respuesta que da la Constitución, y cada miembro del Congreso que vota a favor se arriesga a enfrentar un rival en su primaria. Comprométase a votar en la primaria de su legislador si actúa, para que defender a los tribunales le sume votos en lugar de costárselos.",
    makePledge: "Haga su compromiso ahora",
    learnMore: "Más información",
    countLoading: "Cargando el número de compromisos",
    countNone: "Todavía no hay compromisos: el suyo puede ser el primero.",
    count:
      "{count, plural, one {<strong># compromiso</strong> hecho hasta ahora} other {<strong># compromisos</strong> hechos hasta ahora}}",
    pledgeCaption: "El compromiso",
    pledgeQuote:
      "“Si mi senador(a) o representante vota a favor de someter a juicio político o condenar a un presidente que desafíe a la Corte Suprema, votaré por esa persona en su próxima primaria y, si hace falta, cambiaré mi afiliación partidista.”",
    pledgeNote:
      "Su compromiso solo cuenta si actúan. Los legisladores ven cuántos votantes se han comprometido, nunca quiénes.",
  },
  howItWorks: {
    title: "Cómo funciona",
    intro:
      "Para muchos miembros del Congreso, la contienda que decide su escaño es la primaria, no la elección general. Su compromiso les dice que actuar conforme a la Constitución puede darles votos en esa contienda.",
    stepNumber: "Paso {number, number}",
    find: {
      title: "Encuentre a sus legisladores",
      text: "Escriba su dirección: buscamos su distrito a partir de su código postal (si un código postal abarca varios distritos, usted elige el suyo) y le mostramos a sus dos senadores y a su representante.",
    },
    pledge: {
      text: "Prometa su voto en la primaria a los legisladores que elija, con una condición: que actúen para someter a juicio político o condenar.",
    },
    informed: {
      title: "Manténgase al tanto",
      text: "Consulte las reglas de la primaria de su estado y el año de la próxima. Los estados anuncian las fechas exactas; mostramos cada una en cuanto se anuncia.",
    },
    start: "Empiece su compromiso",
  },
  pledgeSection: {
    intro:
      "Empiece con su dirección. Encontramos a sus legisladores, usted elige a quiénes apoyar y confirma su compromiso.",
    privacy:
      "Nunca compartimos su información personal. Los legisladores solo ven cuántas personas se comprometieron.",
  },
  legislators: {
    title: "Los republicanos más persuadibles",
    intro:
      "Ordenados según nuestra puntuación de persuadibilidad, que calculamos con registros públicos: cómo votaron los electores de cada escaño en la elección presidencial, el historial de votaciones del miembro, su margen en la última elección y sus votos anteriores sobre juicio político.",
    browseAll: "Ver todos los legisladores",
    loading: "Cargando legisladores…",
    error: "No se pudieron cargar los legisladores. Inténtelo de nuevo más tarde.",
    empty: "Todavía no hay legisladores para mostrar.",
  },
  stats: {
    title: "El compromiso hasta ahora",
    unavailable:
      "Las cifras de compromisos no están disponibles en este momento. Inténtelo de nuevo más tarde.",
    loading: "Cargando",
    figures: {
      pledges: "Compromisos hechos",
      statesRepresented: "Estados representados",
      legislatorsContacted: "Legisladores contactados",
      legislators: "Miembros del Congreso en funciones",
    },
  },
  statsBanner: {
    title: "La unión hace la fuerza",
    intro:
      "Totales en vivo de nuestros registros. Cada compromiso se suma a la cifra que ven sus legisladores.",
    addPledge: "Sume su compromiso",
  },
} satisfies Translation<typeof en>;
