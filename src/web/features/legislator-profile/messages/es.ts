import type { Translation } from "#web/lib/i18n/catalogue";
import type en from "./en";

export default {
  meta: {
    title: "{honorific} {name}",
    description:
      "{position} {name} ({party}, {state}): número de compromisos, fecha de la primaria, persuadibilidad y mensajes listos para pedirle que defienda a la Corte Suprema.",
    notFoundTitle: "Perfil no encontrado",
    notFoundDescription: "No hay ningún miembro del Congreso en esta dirección.",
    loadingTitle: "Miembro del Congreso",
  },
  office: {
    honorific: { sen: "Sen.", rep: "Rep.", delegate: "Del.", commissioner: "Com. Res." },
    chamber: { sen: "Senado", rep: "Cámara" },
    district: "Distrito {number}",
    atLarge: "Distrito único",
  },
  error: {
    title: "Error al cargar la información de este miembro del Congreso.",
    notFound:
      "No encontramos a ningún miembro del Congreso en esta dirección. Puede que el enlace esté mal escrito o desactualizado.",
    later: "Inténtelo de nuevo más tarde.",
    back: "Volver a la lista de legisladores",
  },
  skeleton: {
    title: "Perfil del miembro del Congreso",
    loading: "Cargando el perfil…",
  },
  header: {
    back: "Volver",
    seat: "{position} por {state}",
    formerSeat: "Fue {position} por {state}",
  },
  standing: {
    pledgedTitle: "Gracias por comprometerse a apoyar a {name}",
    pledgedBody:
      "Su compromiso quedó registrado. Comparta esta página y use los mensajes de abajo para que {shortName} lo sepa.",
    askTitle: "Ayude a {name} a votar sin miedo",
    askBody:
      "Prometa su voto en la primaria si {shortName} actúa para someter a juicio político o condenar a un presidente que desafíe a la Corte Suprema. Con suficientes compromisos, dar la cara deja de ser un riesgo.",
    askButton: "Haga su compromiso ahora",
    delegate:
      "{name} es {position} sin derecho a voto: participa en comités y puede intervenir en el pleno, pero no puede votar los artículos de juicio político.",
  },
  leftOffice: {
    note: "{name} dejó el cargo el {date}, así que ya no hay una primaria suya por la cual comprometerse. Los compromisos hechos antes siguen registrados.",
    bannerTitle: "{name} dejó el cargo el {date}",
    bannerBody:
      "Esta página conserva su historial: los compromisos que recibió, sus acciones registradas y sus cifras tal como quedaron. Consulte quién ocupa el cargo ahora en la <link>página de legisladores</link>.",
  },
  pledgeAction: {
    label: "Haga su compromiso",
    forWhom: " con {name}",
  },
  summary: {
    photoAlt: "Retrato oficial de {name}",
    nonVoting: "Sin voto",
    leftOffice: "Dejó el cargo",
    primaryElection: "Elección primaria",
    expected: "Prevista para {year}",
    expectedNote:
      "* Estimada: es el año de la próxima primaria ordinaria. El estado aún no ha anunciado la fecha; la actualizaremos en cuanto lo haga.",
    tbd: "Por confirmar",
    noPrimaryDate: "Todavía no hay una fecha de primaria registrada para este escaño.",
    pledges: "Compromisos",
    delegate:
      "Como {position}, {name} no vota en los juicios políticos, así que no hay un voto por el cual comprometerse. Aun así, puede escribirle o llamar a su oficina.",
  },
  access: {
    closed: "Primaria cerrada.",
    semiClosed: "Primaria semicerrada.",
    partyRules: "Cada partido fija las reglas de su primaria.",
    intro: "En la primaria republicana de {state}:",
    introMine:
      "En la primaria republicana de {state} (partido en el que está inscrito según su perfil: {party}):",
  },
  pledged: {
    title: "Se comprometió a apoyar a {name}",
    calendarIntro: "Agregue la primaria a su calendario para que no se le pase la fecha de votar.",
    addToCalendar: "Agregar al calendario",
    googleCalendar: " (Google Calendar, se abre en una pestaña nueva)",
    downloadIcs: "Descargar archivo .ics",
    meanwhile:
      "{text} Mientras tanto, <link>vea quién puede votar en la primaria republicana de {state}</link>.",
  },
  info: {
    bioTitle: "Datos biográficos",
    fullName: "Nombre completo",
    nickname: "Apodo",
    birthday: "Fecha de nacimiento",
    gender: "Género",
    politicalTitle: "Datos políticos",
    position: "Cargo",
    state: "Estado",
    district: "Distrito",
    senateClass: "Clase del Senado",
    party: "Partido",
    leanHelp: "Qué significa la {label}",
    population: "Población",
    income: "Ingreso mediano por hogar",
  },
  online: {
    title: "Sitio web y redes sociales",
    website: "Sitio web oficial",
    officialChannel: "Canal oficial",
    none: "No hay ningún sitio web ni cuenta en redes sociales registrados.",
  },
  actions: {
    title: "Acciones registradas",
    none: "Todavía no hay ninguna acción registrada. Los compromisos con {name} son condicionales: se hacen efectivos cuando {name} vota a favor de artículos de juicio político o para condenar, los copatrocina, firma una petición de descargo para esos artículos o se compromete públicamente a someter a juicio político o a condenar. Cada acción se registra aquí con su fuente pública.",
    acted:
      "{name} ya actuó. Los compromisos con {name} ahora deben cumplirse: quienes se comprometieron cumplen su palabra votando en la primaria.",
  },
  persuadability: {
    title: "Persuadibilidad",
    explanation:
      "Qué tan probable es, según su historial público y en comparación con sus colegas, que {name} actúe contra un presidente de su propio partido que desafíe a la Corte Suprema. Es una ayuda para ordenar a los miembros, basada en los datos de abajo; no es una encuesta ni una predicción.",
    keyFactors: "Factores clave",
    source: "Fuente: ",
    noKeyFacts: "No hay datos clave registrados para este miembro.",
    gaugeLabel: "Puntuación de persuadibilidad: {score} de 100",
    outOf100: "de 100",
    impactTitle: "Medidor del impacto de los compromisos",
    impactUnavailableDelegate:
      "{label}. Los delegados no votan en los juicios políticos, y no hay una estimación del electorado de las primarias en sus escaños.",
    impactUnavailable: "{label}. Todavía no hay una estimación del electorado de la primaria en este escaño.",
    progress:
      "{count, plural, one {# compromiso de electores} other {# compromisos de electores}} de los {safe, number} necesarios para un impacto seguro",
    meterLabel: "Compromisos de electores hacia un impacto seguro",
    meterValue:
      "{count, plural, one {# compromiso de electores} other {# compromisos de electores}}: {label}",
    reached: " (alcanzado)",
    stepsNote:
      "Cada nivel es una parte del electorado estimado de la primaria republicana en este escaño (0.5%, 1%, 2.5%, 5% y 10%): bloques lo bastante grandes para que una oficina los note y, luego, para decidir una primaria reñida. Para alcanzarlos solo cuentan los compromisos de votantes que viven en la zona que representa.",
    stepsNoteOthers:
      "Cada nivel es una parte del electorado estimado de la primaria republicana en este escaño (0.5%, 1%, 2.5%, 5% y 10%): bloques lo bastante grandes para que una oficina los note y, luego, para decidir una primaria reñida. Para alcanzarlos solo cuentan los compromisos de votantes que viven en la zona que representa; {others, plural, one {# compromiso} other {# compromisos}} de otros lugares muestran apoyo más allá de ella.",
  },
  takeAction: {
    title: "Pase a la acción",
    whyTitle: "Por qué importa comprometerse",
    whyDelegate:
      "Los miembros del Congreso que se enfrentan a un presidente de su propio partido temen perder su primaria. Un compromiso les promete lo contrario a sus senadores y a su representante: si votan para someter a juicio político o condenar a un presidente que desafíe a la Corte Suprema, usted les dará su voto en su próxima primaria, aunque tenga que cambiar su afiliación partidista. A las oficinas solo les decimos cuántos votantes se comprometieron, nunca quiénes.",
    whyRepublican:
      "Los miembros del Congreso que se enfrentan a un presidente de su propio partido temen perder su primaria. Un compromiso le promete lo contrario a {name}: si vota para someter a juicio político o condenar a un presidente que desafíe a la Corte Suprema, usted le dará su voto en su próxima primaria, aunque tenga que cambiar su afiliación partidista. A las oficinas solo les decimos cuántos votantes se comprometieron, nunca quiénes.",
    whyOther:
      "Un compromiso le dice a {name} que los votantes también están pendientes de la primaria: si vota para someter a juicio político o condenar a un presidente que desafíe a la Corte Suprema, usted le dará su voto en su próxima primaria, aunque tenga que cambiar su afiliación partidista. A las oficinas solo les decimos cuántos votantes se comprometieron, nunca quiénes.",
    primaryTitle: "Elección primaria de {state}",
    loading: "Cargando las reglas de la elección primaria…",
    loadError: "No se pudo cargar la información de la elección primaria. Inténtelo de nuevo más tarde.",
    noInformation: "Todavía no hay información registrada sobre la elección primaria de {state}.",
    type: "Tipo",
    tbd: "Por confirmar",
    registrationDeadline: "Fecha límite de inscripción",
    whoMayVote: "Quién puede votar en la primaria republicana",
    stateRules: "Reglas y fechas para votar en {state}",
    register: "Inscríbase o verifique su inscripción",
    pledged:
      "Ya se comprometió. Cuénteselo a alguien: cada compromiso hace más grande la cifra que ve la oficina de {lastName}.",
    delegate:
      "Los compromisos son con senadores y representantes, que sí votan en los juicios políticos. <link>Encuentre a los suyos y comprométase</link>.",
    oneMinute: "Toma un minuto, y puede comprometerse con más de un miembro.",
  },
  contact: {
    title: "Contacto",
    none: "No hay datos de contacto registrados para esta oficina.",
    phone: "Teléfono",
    contactForm: "Formulario de contacto",
    writeOnline: "Escribir a la oficina por internet",
    office: "Oficina",
  },
  callSheet: {
    // No name on this full-width phone button: a long one would not fit at 390 px.
    button: "Llamar a la oficina",
    title: "Llamar a la oficina de {name}",
    call: "Llamar al {phone}",
    whatToSay: "Qué decir",
    loadError:
      "No se pudo cargar el guion. Diga quién es y dónde vive, y pídale que se comprometa públicamente a someter a juicio político o condenar a un presidente que desafíe a la Corte Suprema.",
    loading: "Cargando el guion para llamar",
  },
  tools: {
    title: "Mensajes listos para enviar",
    intro:
      "Pídale a {shortName} que se comprometa, con sus propias palabras o con las nuestras. Cada mensaje está listo para copiarlo o abrirlo donde lo vaya a enviar.",
    signIn: "<link>Inicie sesión</link> para que su nombre y su dirección se completen automáticamente.",
    replace: "Antes de enviar, reemplace las partes resaltadas con sus datos.",
    loading: "Cargando los mensajes…",
    loadError: "No se pudieron cargar los mensajes. Inténtelo de nuevo más tarde.",
    tabs: "Tipo de mensaje",
    email: "Correo",
    letter: "Carta",
    tweet: "Tuit",
    phone: "Llamada",
    subject: "Asunto:",
    emailText: "Asunto: {subject}\n\n{body}",
    copyEmail: "Copiar correo",
    openEmail: "Abrir en su app de correo",
    openContactForm: "Abrir formulario de contacto",
    emailNote:
      "Los miembros del Congreso reciben los correos electrónicos por el formulario de contacto de su sitio web: copie el mensaje y péguelo allí.",
    copyLetter: "Copiar carta",
    letterTitle: "Carta para {shortName}",
    printLetter: "Abrir carta para imprimir",
    characters: "{count} caracteres, más el enlace",
    copyTweet: "Copiar tuit",
    postOnX: "Publicar en X",
    newWindow: " (se abre en una ventana nueva)",
    copyScript: "Copiar guion",
    call: "Llamar al {phone}",
  },
  share: {
    message:
      "Me comprometí a votar por {name} en la próxima primaria si actúa para someter a juicio político o condenar a un presidente que desafíe a la Corte Suprema. ¿Me acompaña? #ImpeachmentPledge #Constitution",
    tweet: "Tuitear",
    tweetHint: " sobre {name} (se abre en una ventana nueva)",
    facebookHint: " (compartir; se abre en una ventana nueva)",
    share: "Compartir",
    title: "Compartir el perfil de {name}",
    description:
      "Cada votante que vea la postura de {firstName} es una persona más que puede comprometerse. Copie el enlace o publíquelo con el mensaje sugerido.",
    link: "Enlace a esta página",
    copyLink: "Copiar enlace",
    linkCopied: "Enlace copiado al portapapeles.",
    suggested: "Mensaje sugerido",
    copyMessage: "Copiar mensaje",
    messageCopied: "Mensaje y enlace copiados al portapapeles.",
    postIt: "Publíquelo",
    native: "Compartir desde este dispositivo…",
    windows: "Cada red se abre en una ventana pequeña aparte.",
  },
  sources: {
    dataAsOf: "Datos al {date}",
    congress: "{congress}.º Congreso · modelo {version}",
    summary: "Fuentes y método: cómo se calculan estas cifras",
    persuadability:
      "<strong>Puntuación de persuadibilidad.</strong> Una puntuación de 0 a 100 que ordena a los miembros según qué tan dispuestos parecen, por su historial público, a actuar contra un presidente de su propio partido. La mitad proviene de su historial de votaciones (ideología DW-NOMINATE: cuanto más moderado, más alta), cerca de un tercio de cómo votó su distrito o estado en la elección presidencial en comparación con el país, y el resto de qué tan reñida fue su última elección general (solo para miembros de la Cámara). Un miembro que ya votó para someter a juicio político o condenar a un presidente de su propio partido recibe 30 puntos adicionales. Cuando falta un dato, se reajusta el peso de los demás. Es una regla práctica y transparente, no una encuesta ni un pronóstico.",
    impact:
      "<strong>Impacto de los compromisos.</strong> Estimamos el electorado de la primaria republicana de un escaño como el 30% de los votos que Donald Trump obtuvo allí en 2024 (una suposición, hasta que se incorporen cifras reales de participación). Los niveles del medidor son el 0.5%, 1%, 2.5%, 5% y 10% de ese electorado.",
    impactNewLines:
      " Para los nuevos distritos de 2026 solo se han publicado porcentajes, así que los votos de Trump allí se calculan como su porcentaje de 2024 en los nuevos distritos multiplicado por el promedio de votos presidenciales por distrito en el estado.",
    primaries:
      "<strong>Fechas y reglas de las primarias.</strong> Recopiladas de NCSL, 270toWin, FVAP y vote.gov. Cuando una primaria ya pasó, solo se muestra el año de la próxima primaria ordinaria del escaño, marcado como previsto, hasta que el estado anuncie la fecha. Verifique siempre con la oficina electoral de su estado.",
    loadError: "No se pudo cargar la lista de fuentes.",
    title: "Fuentes",
    asOf: " (al {date})",
  },
} satisfies Translation<typeof en>;
