import type { Translation } from "#web/lib/i18n/catalogue";
import type en from "./en";

export default {
  makeYourPledge: "Haga su compromiso",
  meta: {
    description:
      "Encuentre a sus legisladores con su dirección y comprométase a votar en su primaria si actúan.",
  },
  page: {
    title: "Haga su compromiso",
    intro:
      "Comprométase a votar por sus legisladores en su próxima primaria si actúan para someter a juicio político o condenar a un presidente que desafíe a la Corte Suprema.",
  },
  loadingForm: "Cargando el formulario del compromiso…",
  checkingAccount: "Verificando el estado de su cuenta...",
  back: "Volver",
  continue: "Continuar",
  goToDashboard: "Ir al panel",
  noneSelected: {
    title: "No ha seleccionado legisladores",
    text: "No ha seleccionado ningún legislador. Vuelva atrás y seleccione al menos uno.",
  },
  userMissing: "Falta la información del usuario. Vuelva atrás y complete el paso 2.",
  progress: {
    label: "Progreso del compromiso",
    completed: "(completado)",
    address: { title: "Su dirección", subtitle: "Encuentre a sus legisladores" },
    select: { title: "Elija legisladores", subtitle: "A quién apoyar" },
    info: { title: "Sus datos", subtitle: "Registre su apoyo" },
    confirm: { title: "Confirmar" },
  },
  toasts: {
    error: "Error",
    lookupFailed: "Tuvimos un problema al buscar a sus legisladores. Inténtelo de nuevo más tarde.",
    noneFound: {
      title: "No se encontraron legisladores",
      text: "No encontramos legisladores republicanos para su dirección. Revise su dirección o pruebe con otra.",
    },
    registrationFailed: "No se pudo completar el registro",
    loginFailed: {
      title: "No se pudo iniciar sesión",
      fallback: "Correo electrónico o contraseña incorrectos",
      text: "{message}. Si ya tiene una cuenta, inicie sesión con su contraseña actual.",
    },
    registered: {
      title: "Registro completado",
      text: "Le enviamos un correo electrónico para verificar su cuenta. Ahora confirme su compromiso.",
    },
    pledgeFailed: { title: "No se pudo registrar el compromiso", fallback: "Inténtelo de nuevo." },
    pledgeError: {
      title: "Error al crear el compromiso",
      text: "Hubo un problema al crear su compromiso. Inténtelo de nuevo.",
    },
    creating: {
      title: "Creando compromisos",
      text: "Registrando {count, plural, one {# compromiso} other {# compromisos}}…",
    },
    created: {
      title: "¡Listo!",
      text: "{count, plural, one {Se creó # compromiso} other {Se crearon # compromisos}} con éxito.",
    },
    pledgesError: {
      title: "Error al crear los compromisos",
      text: "Hubo un problema al crear sus compromisos. Inténtelo de nuevo.",
    },
    partial: {
      title: "No se pudieron crear algunos compromisos",
      text: "Tuvimos problemas al crear algunos de sus compromisos. Inténtelo de nuevo.",
    },
    userMissingBulk: "Falta la información del usuario. Vuelva atrás y complete el registro.",
  },
  linked: {
    title: "Se está comprometiendo a apoyar a {name}",
    text: "Escriba su dirección para crear su cuenta. También le mostraremos quiénes son sus legisladores.",
    former:
      "{name} ya dejó el cargo, así que no hay compromiso que hacerle. Escriba su dirección para encontrar a sus legisladores actuales.",
    delegate:
      "{name} es un miembro sin voto de la Cámara de Representantes y no vota sobre el juicio político, así que no hay compromiso que hacerle. Escriba su dirección para encontrar a sus senadores y a su representante.",
    notFound:
      "No encontramos al legislador de su enlace. Escriba su dirección para encontrar a sus propios legisladores.",
  },
  addressStep: {
    title: "Escriba su dirección",
    description:
      "Buscamos su distrito a partir de su código postal; si un código postal abarca varios distritos, usted elige el suyo.",
    street: "Dirección",
    streetPlaceholder: "123 Main St",
    city: "Ciudad",
    state: "Estado",
    zip: "Código postal",
    security:
      "Su dirección se envía por una conexión cifrada. Solo usamos su código postal para encontrar a sus legisladores. Nunca la compartimos ni la vendemos.",
    districtLink: "¿No sabe cuál es su distrito? Búsquelo en house.gov",
    find: "Buscar mis legisladores",
    finding: "Buscando legisladores...",
  },
  districtChoice: {
    title: "¿En qué distrito vive?",
    description:
      "El código postal {zip} se reparte entre {count, number} distritos congresionales de {state}. Elija el distrito donde vive, para comprometerse con su propio representante.",
    legend: "Su representante",
    vacant: "Escaño vacante por ahora",
    district: "Distrito {district}",
    notSure: "No lo sé",
    notSureText: "Mostrarme todos los representantes de este código postal",
    missing: "Elija su distrito, o “No lo sé”.",
    alsoListed: "Su representante también aparece en <link>house.gov</link>.",
    changeAddress: "Cambiar dirección",
  },
  selectStep: {
    title: "Elija a qué legisladores apoyar",
    description:
      "Elija a los legisladores a quienes apoyará en su primaria si actúan. Los republicanos más persuadibles aparecen primero.",
    empty: "No encontramos legisladores para su dirección. Vuelva atrás y pruebe con otra dirección.",
    goBack: "Volver",
    selected: "{count, plural, =0 {Ninguno seleccionado} one {# seleccionado} other {# seleccionados}}",
    noVoting: {
      title: "Nadie que represente esta dirección vota sobre el juicio político",
      text: "Su delegado(a) forma parte de la Cámara de Representantes, pero no vota en el pleno, y esta dirección no tiene senadores. Aun así, puede apoyar el compromiso: elija senadores y representantes de otros lugares en la <link>lista de legisladores</link> y comprométase con ellos desde sus perfiles.",
    },
    unknownDistrict: {
      title: "No pudimos determinar su distrito de la Cámara con el código postal {zip}",
      text: "Algunos códigos postales (apartados postales, edificios individuales) no están en la tabla de distritos que usamos. Abajo aparecen los senadores de su estado.",
    },
    findRepresentative:
      "Para encontrar a su representante, escriba su dirección completa en el <finder>buscador oficial de distritos de la Cámara</finder>.",
  },
  choiceCard: {
    pledged: "Compromiso hecho",
    nonVoting: "Sin voto",
    select: "Elegir",
    selectName: "Elegir a {name}",
    outside:
      "Usted vive fuera de {seat}: no puede votar en esta primaria, pero puede comprometerse a darle su apoyo.",
    delegate: "No vota sobre el juicio político ni sobre la condena, así que no hay compromiso que hacer.",
    persuadability: "Persuadibilidad {score, number}",
  },
  vacantSeat: "Este escaño está vacante",
  registerStep: {
    title: "Cree su cuenta",
    description:
      "Con una cuenta, contamos su compromiso una sola vez y le mostramos a sus legisladores y su primaria.",
    haveAccount: {
      title: "¿Ya tiene una cuenta?",
      text: "Inicie sesión y luego comprométase desde su panel o desde la página del legislador.",
    },
    signIn: "Iniciar sesión",
    territory: {
      title: "Las cuentas son para votantes de los 50 estados y DC",
      text: "{territory} elige a un delegado que no puede votar sobre el juicio político, y los compromisos cuentan para los miembros que eligen los votantes de un estado; por eso el formulario de abajo pide un estado o DC. Si también vota en uno (por ejemplo, si es estudiante o miembro de las fuerzas armadas), elíjalo; si no, aun así puede seguir el historial de cada miembro y llamar a sus oficinas desde sus perfiles.",
    },
    noneSelected:
      "Aun así, puede crear una cuenta y comprometerse más tarde desde su panel. Para comprometerse ahora, vuelva atrás y seleccione al menos un legislador.",
    submit: "Crear cuenta y continuar",
    pending: "Creando la cuenta...",
  },
  confirmStep: {
    registrationComplete: "Registro completo",
    ready: {
      title: "Su cuenta está lista",
      text: "No seleccionó ningún legislador, así que todavía no hay nada que confirmar. Puede comprometerse desde su panel en cualquier momento.",
    },
    title: "{count, plural, one {Confirme su compromiso} other {Confirme sus compromisos}}",
    description:
      "{count, plural, one {Revise los datos y confirme su compromiso.} other {Revise los datos y confirme sus compromisos.}}",
    beFirst: "Comprométase antes que nadie",
    pledgedSoFar: "Compromisos hasta ahora:",
    details: "Sus datos",
    name: "Nombre",
    email: "Correo electrónico",
    address: "Dirección",
    registration: "Partido en el que está inscrito",
    notProvided: "No indicado",
    share: "Compartir mi compromiso en redes sociales para animar a otros (opcional)",
    shareText:
      "Me comprometí a votar por {name} en la próxima primaria si actúa para someter a juicio político o condenar a un presidente que desafíe a la Corte Suprema. ¿Me acompaña? #ImpeachmentPledge #Constitution",
    processing: "Procesando...",
    confirm: "{count, plural, one {Confirmar mi compromiso} other {Confirmar mis compromisos}}",
  },
  bulkStep: {
    title: "Confirme sus compromisos",
    description:
      "Ha iniciado sesión como {name}. Revise la lista de legisladores y luego haga sus compromisos.",
    backToSelection: "Volver a la selección",
    create: "Crear compromisos",
    creating: "Creando compromisos...",
  },
} satisfies Translation<typeof en>;
