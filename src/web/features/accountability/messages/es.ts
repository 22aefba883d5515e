import type { Translation } from "#web/lib/i18n/catalogue";
import type en from "./en";

export default {
  meta: {
    title: "Rendición de cuentas",
    description:
      "Cómo funciona una petición de descargo, qué dice la Constitución sobre el juicio político y la destitución, y por qué unos pocos miembros del Congreso, y los votantes de sus primarias, pueden decidir.",
  },
  hero: {
    eyebrow: "Rendición de cuentas",
    title: "Cómo puede responder el Congreso a un presidente que desafía a la Corte Suprema",
    intro:
      "La Constitución le da al Congreso la facultad de someter a juicio político y destituir a un presidente. En un Congreso muy dividido, que use o no esa facultad depende de unos pocos miembros, y de si creen que los votantes de sus primarias los respaldarán.",
    pledge: "Haga su compromiso",
    understand: "Entienda el proceso",
    note: "Pledge Watch es una organización no partidista y no está afiliada a ningún partido ni candidato. El compromiso es condicional: solo cuenta si su legislador actúa.",
  },
  summary: {
    title: "Las cifras que importan",
    signatures: {
      title: "firmas obligan a votar en la Cámara",
      text: "Una petición de descargo firmada por la mayoría de todos los miembros de la Cámara lleva una medida al pleno, quiera o no la dirigencia.",
    },
    members: {
      title: "miembros pueden decidir",
      text: "El 3 de enero de 2025, el 119.º Congreso comenzó con 219 republicanos, 215 demócratas y un escaño vacante en la Cámara. Con el apoyo de una minoría unida, 3 miembros de la mayoría sumaban 218.",
    },
    senators: {
      title: "senadores para condenar",
      text: "La destitución requiere dos tercios de los senadores presentes: 67 cuando votan los 100. La Cámara solo necesita una mayoría simple para someter a juicio político.",
    },
  },
  whyNow: {
    title: "Por qué importa ahora",
    text: "Un fallo judicial solo tiene la fuerza que le da la disposición de los funcionarios a acatarlo. Si un presidente se niega a cumplir una decisión definitiva de la Corte Suprema, los tribunales no pueden hacerla cumplir por sí solos: la Constitución deja ese contrapeso en manos del Congreso. En un Congreso muy dividido, unos pocos miembros del partido del presidente decidirían si el Congreso actúa, y muchos de ellos temen a su próxima primaria más que a nada. Los compromisos de votantes que acudirán a apoyarlos en esa primaria pueden cambiar ese cálculo.",
  },
  process: {
    title: "Entender el proceso",
    intro:
      "Vale la pena conocer tres cosas: cómo puede la Cámara forzar una votación, qué permite la Constitución y por qué los votantes de las primarias tienen la clave.",
    tabsLabel: "Temas",
    tabs: {
      discharge: "Petición de descargo",
      offenses: "Causales de juicio político",
      strategy: "Acción estratégica",
    },
  },
  faq: {
    title: "Preguntas frecuentes",
    partisan: {
      question: "¿Pledge Watch es partidista?",
      answer:
        "No. Somos una organización no partidista, sin afiliación a ningún partido, candidato ni campaña, y no respaldamos a nadie. El compromiso se trata de una sola cosa: que un presidente de cualquier partido debe acatar a la Corte Suprema, y que los miembros del Congreso que actúen en consecuencia no deberían perder su escaño por ello.",
    },
    promise: {
      question: "¿Qué estoy prometiendo exactamente?",
      answer:
        "Votar por su senador o representante en su próxima primaria si, y solo si, actúa para someter a juicio político o condenar a un presidente que desafíe a la Corte Suprema. Si no actúa, el compromiso no le pide nada. En los estados cuya primaria republicana está cerrada a los miembros de otros partidos (primarias cerradas y semicerradas), es posible que tenga que cambiar su afiliación partidista para cumplirlo; la página de cada estado explica las reglas.",
    },
    removal: {
      question: "¿El juicio político destituye a un presidente?",
      answer:
        "No por sí solo. La Cámara somete a juicio político por mayoría simple: es una acusación formal. Luego, el Senado celebra un juicio, y solo el voto de dos tercios de los senadores presentes, 67 cuando votan los 100, condena y destituye al presidente.",
    },
    forceVote: {
      question: "¿De verdad una petición de descargo puede forzar una votación?",
      answer:
        "Sí, si la firma una mayoría. Cuando han firmado 218 miembros (menos si hay escaños vacantes) y la petición ha esperado siete días legislativos, cualquier firmante puede presentarla y el presidente de la Cámara debe programarla dentro de dos días legislativos. En la práctica, una petición cercana a las 218 firmas suele llevar a la dirigencia a convocar una votación en sus propios términos.",
    },
    names: {
      question: "¿Verán mi nombre mis legisladores?",
      answer:
        "No. A los legisladores solo se les dice cuántos votantes se han comprometido con ellos, nunca quiénes. Nunca compartimos su información personal con terceros.",
    },
  },
  cta: {
    title: "Dé a sus legisladores una razón para actuar",
    text: "Comprométase a darles su voto en la primaria, con una condición: que actúen para someter a juicio político o condenar a un presidente que desafíe a la Corte Suprema.",
    button: "Haga su compromiso",
  },
  discharge: {
    title: "Cómo funciona una petición de descargo",
    intro:
      "El presidente de la Cámara y los presidentes de los comités deciden qué llega al pleno. Una petición de descargo, establecida en la Regla XV de la Cámara, es la vía por la que una mayoría de miembros puede llevar una medida a votación sin ellos.",
    stepsTitle: "Cuatro pasos, fijados por las propias reglas de la Cámara",
    steps: {
      stalls: {
        title: "Una medida se estanca en un comité",
        text: "Un proyecto de ley o una resolución se envía a un comité, y el comité no actúa. Después de 30 días legislativos (7 en el caso de una regla especial pendiente en el Comité de Reglas), cualquier miembro puede presentar una moción de descargo ante el secretario de la Cámara.",
      },
      sign: {
        title: "Los miembros firman en público",
        text: "Los miembros firman la petición en la mesa del secretario mientras la Cámara está en sesión. Desde 1993 todas las firmas se hacen públicas, así que los votantes pueden ver exactamente quién firmó y quién no.",
      },
      signatures: {
        title: "218 firmas",
        text: "La petición prospera cuando firma la mayoría de todos los miembros de la Cámara: 218 cuando los 435 escaños están ocupados, menos si hay escaños vacantes. Entonces la moción pasa al Calendario de Descargo.",
      },
      vote: {
        title: "El plazo de espera y luego la votación",
        text: "Tras siete días legislativos en el calendario, cualquier miembro que haya firmado puede anunciar que la presentará, y el presidente de la Cámara debe programarla dentro de dos días legislativos. Si una mayoría vota a favor de la moción, la medida sale del comité y llega al pleno.",
      },
    },
    impeachmentTitle: "Qué tiene que ver con el juicio político",
    impeachmentPrivilege:
      "Cualquier miembro puede presentar una resolución de juicio político como cuestión de privilegio, lo que obliga a la Cámara a tratarla en un plazo de dos días legislativos. Pero la mayoría puede votar para archivarla o para enviarla al Comité Judicial, donde puede quedarse indefinidamente. Una petición de descargo es la forma en que una mayoría de miembros puede rescatar una medida estancada, le guste o no a la dirigencia.",
    impeachmentThreat:
      "Pocas peticiones llegan a reunir 218 firmas. Sin embargo, a menudo basta con la amenaza: cuando la dirigencia ve que se está formando una mayoría, suele programar ella misma una votación antes que perder el control del pleno.",
    signaturesTitle: "Por qué importan las firmas",
    signaturesText:
      "Como la firma es pública, una petición le pide a cada miembro que tome una postura visible. Un miembro del partido del presidente que firma rompe con su dirigencia de forma pública y oficial. Que esté dispuesto a hacerlo depende, más que de cualquier otra cosa, de lo que crea que harán los votantes en su próxima primaria.",
  },
  offenses: {
    title: "Qué dice la Constitución",
    intro:
      "Los redactores de la Constitución le dieron al Congreso una forma de destituir a un presidente entre elecciones, y la repartieron entre las dos cámaras para que ninguna pudiera hacerlo sola.",
    groundsTitle: "Causales de destitución",
    groundsQuote:
      "“El Presidente, el Vicepresidente y todos los funcionarios civiles de los Estados Unidos serán separados de sus puestos al ser acusados y declarados culpables de traición, cohecho u otros delitos graves y menores.”",
    groundsSource: "Constitución de los Estados Unidos, artículo II, sección 4",
    highCrimes:
      "“Otros delitos graves y menores” nunca ha significado solo los delitos del código penal. Alexander Hamilton, en El Federalista n.º 65, describió las faltas que justifican un juicio político como aquellas que provienen del “abuso o la violación de alguna confianza pública”: daños que causa un funcionario mediante el poder mismo de su cargo.",
    chambersTitle: "Dos cámaras, dos umbrales",
    houseImpeaches:
      "<strong>La Cámara somete a juicio político.</strong> Tiene “el poder exclusivo de iniciar juicios políticos” (artículo I, sección 2). Los artículos de juicio político se aprueban por mayoría simple de los miembros que votan. El juicio político es una acusación formal, no una destitución.",
    senateTries:
      "<strong>El Senado juzga el caso.</strong> Tiene “el poder exclusivo de juzgar todos los juicios políticos” (artículo I, sección 3), con el presidente de la Corte Suprema al frente cuando se juzga al presidente del país. La condena requiere dos tercios de los senadores presentes: <strong>67 de 100</strong> cuando votan todos los senadores.",
    convictionRemoves:
      "<strong>La condena implica la destitución.</strong> Después, el Senado puede, en una votación aparte por mayoría, inhabilitar a esa persona para volver a ocupar un cargo federal. Nada más: cualquier causa penal corresponde a los tribunales.",
    defianceTitle: "Por qué desafiar a la Corte Suprema es distinto",
    defianceOath:
      "Un presidente jura “preservar, proteger y defender la Constitución” y debe velar por “que las leyes se ejecuten fielmente” (artículo II). Desde <cite>Marbury v. Madison</cite> (1803), los tribunales tienen la última palabra sobre lo que dice la ley. Los tribunales no dirigen las fuerzas armadas ni el Tesoro: sus fallos se sostienen porque los funcionarios obligados por ellos los acatan.",
    defianceAbuse:
      "Un presidente que se niega a acatar un fallo definitivo de la Corte Suprema ya no está discutiendo la ley, sino que pretende estar por encima de ella. Ese es el tipo de abuso de la confianza pública que tenían en mente los redactores de la Constitución, y sería igual de grave viniendo de un presidente de cualquier partido.",
    defiancePrecedent:
      "Hay un precedente de acatamiento. En 1974, la Corte Suprema ordenó por unanimidad al presidente Nixon que entregara sus grabaciones de la Casa Blanca en <cite>United States v. Nixon</cite>, y él acató el fallo. A los pocos días, el Comité Judicial de la Cámara aprobó artículos de juicio político, uno de ellos por desafiar las citaciones del propio comité, y Nixon renunció antes de que votara el pleno de la Cámara.",
  },
  strategy: {
    title: "Donde unos pocos votos deciden",
    intro:
      "El juicio político y la condena dependen de los miembros del propio partido del presidente. En un Congreso con márgenes estrechos, basta con un puñado de ellos.",
    arithmeticTitle: "La aritmética de una Cámara con márgenes estrechos",
    arithmeticHouse:
      "Cuando el 119.º Congreso comenzó, el 3 de enero de 2025, la Cámara tenía <strong>219 republicanos y 215 demócratas</strong>, con un escaño vacante. La mayoría de todos los miembros de la Cámara es 218. Si todos los miembros de la minoría hubieran apoyado una petición de descargo o una resolución de juicio político, habrían bastado <strong>3 miembros de la mayoría</strong> para llegar a 218 (215 + 3). Desde entonces, las renuncias, los fallecimientos y las elecciones especiales han cambiado las cifras exactas, pero no la lección.",
    arithmeticSenate:
      "El Senado es más difícil. Comenzó ese mismo Congreso con 53 republicanos y 47 senadores que forman bancada con los demócratas; con los 100 votando, la condena requeriría al menos 20 senadores del partido del presidente. Por eso primero viene la votación en la Cámara, y el puñado de miembros que podría inclinarla.",
    primariesTitle: "Por qué las primarias, y por qué sus votantes",
    primariesSafeSeats:
      "La mayoría de los escaños del Congreso son seguros para un partido, así que, para la mayoría de los miembros, la única elección en la que pueden perder su escaño es la primaria. La participación en las primarias es baja, lo que significa que un grupo relativamente pequeño de votantes muy motivados puede decidir quién gana. El miedo a un rival en la primaria es la razón principal por la que los miembros dudan en romper con un presidente de su propio partido.",
    primariesPledge:
      "Un compromiso envía la señal contraria: votantes que prometen acudir a la primaria para apoyar a un miembro que actúe. Es condicional. Solo cuenta si su senador o representante vota para someter a juicio político o condenar a un presidente que desafíe a la Corte Suprema, y no le pide nada si no lo hace. En algunos estados, es posible que tenga que cambiar su afiliación partidista para votar en esa primaria; <link>consulte las reglas de su estado</link>.",
    primariesParty:
      "Nos centramos en el partido del presidente porque sus miembros son los votos que deciden, no por cuál partido sea. Si el presidente perteneciera al otro partido, la misma lógica apuntaría a las primarias del otro partido.",
    actTitle: "Qué puede hacer usted",
    actPledge: "<link>Encuentre a sus legisladores y haga su compromiso</link>. Solo toma unos minutos.",
    actPersuadables: "<link>Vea qué republicanos están más abiertos a la persuasión</link>, y por qué.",
    actStateRules:
      "<link>Consulte la fecha de la primaria y las reglas de inscripción de su estado</link>, para que su compromiso sea uno que pueda cumplir.",
    actTell: "Cuénteles a sus senadores y a su representante que se comprometió, y por qué.",
  },
} satisfies Translation<typeof en>;
