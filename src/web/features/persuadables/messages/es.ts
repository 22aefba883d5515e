import type { Translation } from "#web/lib/i18n/catalogue";
import type en from "./en";

export default {
  meta: {
    title: "Republicanos persuadibles",
    description:
      "Los senadores y representantes republicanos cuyo historial público sugiere que son los más dispuestos a actuar contra un presidente que desafíe a la Corte Suprema, clasificados con una puntuación transparente.",
  },
  page: {
    eyebrow: "Persuadibles",
    title: "Republicanos persuadibles",
    intro:
      "El juicio político requiere la mayoría de la Cámara de Representantes, y la condena, dos tercios del Senado; por eso, quienes deciden son los pocos miembros del partido del presidente que podrían romper filas. Estos son los republicanos cuyo historial público sugiere que son los más dispuestos a hacerlo.",
    ctaTitle: "¿Alguno de ellos es su senador o representante?",
    ctaText:
      "Su compromiso condicional les demuestra que actuar conforme a la Constitución puede darles votos en su primaria.",
    ctaButton: "Haga su compromiso",
  },
  explanation: {
    title: "Qué significa la puntuación de persuadibilidad",
    intro:
      "Una puntuación de 0 a 100: nuestra estimación de qué tan dispuesto está cada miembro, según su historial público y en comparación con sus colegas, a actuar contra un presidente de su propio partido que desafíe a la Corte Suprema. Se calcula a partir de cuatro datos públicos: su historial de votaciones, cómo vota su estado o distrito en las elecciones presidenciales, qué tan reñida fue su última elección y cualquier voto anterior para someter a juicio político o condenar a un presidente de su propio partido.",
    ruleOfThumb:
      "Es una regla práctica y transparente, con la misma fórmula para todos los miembros, y <strong>no una encuesta ni un pronóstico</strong> de cómo votará cada uno. Úsela para decidir dónde pueden importar más los compromisos, no como un juicio sobre una persona.",
    howBuilt: "Cómo se calcula la puntuación",
    inputs: {
      votingRecord: {
        name: "Historial de votaciones",
        text: "dónde sitúan al miembro sus votos en la escala de izquierda a derecha (DW-NOMINATE, de Voteview). Tiene la mitad del peso, porque es el único factor que se refiere al miembro y no al escaño.",
      },
      lean: {
        name: "La inclinación partidista del escaño",
        text: "cómo votó el estado o el distrito en las elecciones presidenciales de 2020 y 2024 en comparación con el país. Los miembros de escaños competitivos tienen más que ganar con su independencia.",
      },
      margin: {
        name: "El margen de la última elección",
        text: "qué tan reñida fue la propia contienda del miembro por la Cámara en 2024. Nuestros datos no tienen márgenes para los senadores, así que su puntuación se basa en los demás factores.",
      },
      pastVote: {
        name: "Un voto anterior para someter a juicio político o condenar",
        text: "a un presidente de su propio partido suma 30 puntos: es precisamente el acto que la puntuación intenta anticipar.",
      },
    },
    loadingAsOf: "Cargando la fecha de los datos",
    asOf: "Datos al <strong>{date}</strong>: miembros en funciones en el {congress}.º Congreso ese día, según los límites de distrito con los que fueron elegidos (modelo {model}).",
    whoIsListed: "Quiénes aparecen",
    whoIsListedText:
      "Senadores y representantes que forman parte de la bancada republicana y tienen una puntuación de 60 o más. No se incluye a los delegados, porque no pueden votar en un juicio político.",
    bandsTitle: "Rangos de puntuación",
    bands: {
      from75: "75 o más",
      from70: "70 a 74",
      from65: "65 a 69",
      from60: "60 a 64",
    },
  },
  chamber: {
    legend: "Cámara",
    options: { all: "Ambas", sen: "Solo Senado", rep: "Solo Cámara" },
    status: { all: "Ambas cámaras", sen: "Solo el Senado", rep: "Solo la Cámara" },
    caption: { all: "ambas cámaras", sen: "solo el Senado", rep: "solo la Cámara" },
  },
  ranking: {
    title: "La clasificación",
    loading: "Cargando la clasificación…",
    status:
      "{count, plural, one {# legislador · {chamber} · ordenado por {sort}} other {# legisladores · {chamber} · ordenados por {sort}}}",
    errorTitle: "Error al cargar los datos",
    errorText: "Tuvimos un problema al cargar los datos de persuadibilidad.",
    empty: "Por ahora, ningún legislador de esta cámara tiene una puntuación de 60 o más.",
    sortBy: "Ordenar por",
    caption:
      "Republicanos persuadibles, {chamber}, ordenados por {sort}. El puesto se basa en la puntuación.",
    rankNote:
      "El puesto es el lugar que ocupa cada uno por su puntuación entre los legisladores que se muestran; los miembros con la misma puntuación comparten el puesto.",
    sort: {
      name: { ascending: "nombre, de la A a la Z", descending: "nombre, de la Z a la A" },
      score: { ascending: "puntuación, de menor a mayor", descending: "puntuación, de mayor a menor" },
      pledges: { ascending: "compromisos, de menos a más", descending: "compromisos, de más a menos" },
    },
  },
  table: {
    headers: {
      rank: "Puesto",
      legislator: "Legislador(a)",
      district: "Distrito",
      score: "Puntuación",
      pledges: "Compromisos de electores",
      actions: "Acciones",
    },
    senator: "{gender, select, F {Senadora} M {Senador} other {Senador(a)}}",
    representative: "{gender, select, other {Representante}}",
    scoreOutOf: "{label}: {score} de 100",
    constituents: "{count, plural, one {elector} other {electores}}",
    constituentPledges: "{count, plural, one {compromiso de elector} other {compromisos de electores}}",
    fromElsewhere: "+{count, number} de otros lugares",
    details: "Detalles",
    detailsFor: "de {name}",
  },
} satisfies Translation<typeof en>;
