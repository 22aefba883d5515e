import type { Translation } from "#web/lib/i18n/catalogue";
import type en from "./en";

export default {
  loadFailed: "No se pudo cargar la información de las elecciones primarias. Inténtelo de nuevo más tarde.",
  dates: {
    expected: "Prevista",
    tbd: "Por confirmar",
    expectedNote:
      "* Estimada: el año de la próxima primaria ordinaria. El estado todavía no ha anunciado la fecha; la actualizaremos en cuanto lo haga.",
  },
  confidence: {
    fact: "Certeza: {level, select, high {alta} medium {media} low {baja} other {{level}}}",
    dateBadge: "Fecha: certeza {level, select, high {alta} medium {media} low {baja} other {{level}}}",
  },
  caveat: {
    titleState: "Confirme la información con la oficina electoral de {state}",
    titleAnyState: "Confirme la información con la oficina electoral de su estado",
    text: "Recopilamos estas reglas de fuentes públicas (NCSL, 270toWin, FVAP y vote.gov), y algunas son inciertas o podrían estar desactualizadas.",
    estimated:
      "Si la última primaria ya pasó, solo mostramos el año de la siguiente, marcado como “Prevista”, hasta que se anuncie la fecha oficial.",
    checkOfficial: "Consulte la información oficial",
    findOffice: "Busque la oficina electoral de su estado en vote.gov",
  },
  sources: {
    loading: "Cargando las fuentes…",
    sources: "<strong>Fuentes:</strong> {description}",
    asOf: "<strong>Fecha de los datos:</strong> {date}",
  },
  index: {
    meta: {
      title: "Información sobre las primarias por estado",
      description:
        "Fechas de las primarias, tipos de primaria y reglas de inscripción de votantes de los 50 estados y el Distrito de Columbia, recopiladas de fuentes públicas.",
    },
    eyebrow: "Calendario de primarias",
    title: "Información sobre las primarias estatales",
    intro:
      "Cuándo celebra cada estado su primaria, qué tipo de primaria es y cómo inscribirse a tiempo. Algunos estados solo permiten votar en la primaria de un partido a quienes están inscritos en ese partido, así que consulte las reglas de su estado mucho antes de la fecha límite.",
    searchLabel: "Busque su estado",
    searchPlaceholder: "p. ej., Texas o TX",
    countAll: "Los {count, number} estados y el Distrito de Columbia",
    countShown: "{shown, number} de {total, number} estados y el D. C.",
    loading: "Cargando las fechas de las primarias…",
    listLabel: "Estados",
    noMatch:
      "Ningún estado coincide con “{query}”. Pruebe con el nombre del estado o su código de dos letras.",
    about: {
      title: "Sobre esta información",
      compiled:
        "La recopilamos de fuentes públicas. Parte de ella es incierta y las reglas cambian: confirme siempre las fechas, las fechas límite y las reglas de los partidos con la oficina electoral de su estado.",
      deadlines:
        "Las fechas límite de inscripción provienen de una copia sin fecha de vote.gov (de 2022 a 2024, aproximadamente) y podrían haber cambiado. Las fechas límite que ya pasaron aparecen como “Por confirmar”.",
      lessSureDates:
        "<strong>Fechas de primarias de las que las fuentes están menos seguras:</strong> {names}. La página de cada estado explica por qué.",
      lessSureTypes:
        "<strong>Tipos de primaria de los que las fuentes están menos seguras:</strong> {names}. La página de cada estado explica por qué.",
    },
  },
  card: {
    informationAvailable: "Información disponible",
    nextPrimary: "Próxima primaria",
    primaryType: "Tipo de primaria",
    comingSoon: "Información próximamente",
    viewDetails: "Ver detalles",
    viewDetailsFor: "de {state}",
  },
  detail: {
    meta: {
      title: "Información sobre la primaria en {state}",
      description:
        "Fecha de la primaria, tipo de primaria y reglas de inscripción de votantes en {state}, recopiladas de fuentes públicas.",
    },
    allStates: "Todos los estados",
    eyebrow: "Información sobre la elección primaria",
    loading: "Cargando la información de la elección primaria…",
    atAGlance: "De un vistazo",
    facts: {
      primaryDate: "Fecha de la primaria",
      lastPrimary: "Última primaria: {date}",
      runoffDate: "Fecha de la segunda vuelta",
      lastRunoff: "Última segunda vuelta: {date}",
      primaryType: "Tipo de primaria",
      registrationDeadline: "Fecha límite de inscripción",
      deadlinePassed:
        "La fecha límite de la última primaria ({date}) ya pasó; la próxima se fijará junto con la fecha de la próxima primaria.",
      voterId: "Identificación para votar",
      whoMayVote: "Quién puede votar en la primaria republicana",
    },
    register: {
      title: "Inscríbase y verifique su inscripción",
      text: "La inscripción y la afiliación partidista las gestiona el estado, no nosotros.",
      registerToVote: "Inscribirse para votar",
      voterInfo: "Guía del votante en vote.gov",
    },
    notesTitle: "Notas de nuestras fuentes",
    registrationDetailsTitle: "Detalles de la inscripción",
    aboutThisData: "Sobre estos datos",
    comingSoon: {
      title: "Información próximamente",
      text: "Todavía no tenemos información sobre la elección primaria de {state}. Mientras tanto, vote.gov ofrece información oficial sobre la inscripción y las elecciones de todos los estados y territorios.",
      goToVoteGov: "Ir a vote.gov",
      seeAllStates: "Ver todos los estados",
    },
  },
  legislators: {
    title: "Miembros del Congreso de {state}",
    loading: "Cargando a los miembros del Congreso…",
    loadFailed: "Error al cargar a los legisladores. Inténtelo de nuevo más tarde.",
    none: "No hay miembros del Congreso registrados para {state}.",
    senators: "Senadores",
    senateSeatVacant: "Escaño del Senado sin miembro",
    house: "{count, plural, one {Representante} other {Representantes (# escaños)}}",
    vacantSeat: "Escaño vacante.",
  },
} satisfies Translation<typeof en>;
