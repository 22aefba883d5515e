import type { Translation } from "#web/lib/i18n/catalogue";
import type en from "./en";

export default {
  legalPage: {
    eyebrow: "Información legal",
    lastUpdated: "Última actualización: <time>{date}</time>",
    translationNotice:
      "Este texto en español es una traducción que ofrecemos para su comodidad. Si hay alguna diferencia entre las dos versiones, prevalece la <link>versión en inglés</link>.",
    onThisPage: "En esta página",
    relatedPages: "Páginas relacionadas",
    seeAlso: "Vea también:",
    orByEmail: ", o por correo electrónico a ",
  },
  howItWorksPage: {
    meta: {
      title: "Cómo funciona",
      description:
        "Por qué los miembros del Congreso temen a sus primarias, y cómo un compromiso condicional de su voto en la primaria puede ayudarles a defender a la Corte Suprema.",
    },
    eyebrow: "Cómo funciona",
    title: "Su voto en la primaria, comprometido con quienes defienden a la Corte",
    lead: "Por qué al Congreso le cuesta tanto hacer que un presidente acate los fallos de la Corte Suprema, y los cuatro pasos con los que los votantes pueden facilitarlo.",
    problemAndSolution: "El problema y nuestra solución",
    problem: {
      title: "El problema",
      rulings:
        "Los fallos de la Corte Suprema se aplican a todo el gobierno, incluido el presidente. Si un presidente se niega a acatar uno, la Constitución deja la respuesta en manos del Congreso: la Cámara de Representantes puede someterlo a juicio político, y el Senado puede condenarlo y destituirlo.",
      hardVotes:
        "Son votos difíciles. Un miembro del Congreso que vota en contra de un presidente de su propio partido puede esperar el enojo de los votantes más activos de ese partido, y son precisamente esos votantes quienes deciden las primarias. La participación en las primarias suele ser baja, así que unos pocos miles de votos pueden acabar con una carrera política.",
      safeSeats:
        "Muchos escaños son seguros para un partido, lo que convierte a la primaria en la contienda que realmente decide quién los ocupa. El resultado: miembros del Congreso que de otro modo actuarían guardan silencio, no por convicción, sino por miedo a su próxima primaria.",
    },
    solution: {
      title: "Nuestra solución",
      pledge:
        "Pledge Watch permite a los votantes responder a ese miedo antes de que se instale. Usted se compromete a que, si su senador(a) o representante vota por someter a juicio político o condenar a un presidente que desafíe a la Corte Suprema, votará por esa persona en su próxima primaria, y cambiará el partido en el que está inscrito si su estado lo exige.",
      counts:
        "Contamos los compromisos de cada miembro del Congreso y publicamos los totales. Un legislador que sopesa un voto difícil puede ver que el apoyo que arriesga perder está compensado por votantes que han prometido acudir a las urnas para apoyarlo.",
      conditional:
        "Si el legislador no actúa, el compromiso queda sin efecto: usted no le debe nada y vota como mejor le parezca.",
    },
    steps: {
      eyebrow: "Cuatro pasos",
      title: "De su dirección a un compromiso que cuenta",
      lead: "Hacer un compromiso toma unos minutos. Prepararse para su primaria implica revisar las reglas de su estado y, cuando el estado la anuncie, la fecha de su primaria.",
      stepNumber: "Paso {number, number}: ",
      address: {
        title: "Ingrese su dirección",
        text: "Buscamos su distrito congresional a partir de su código postal; si un código postal abarca varios distritos, usted elige el suyo. Así sabemos quiénes son sus dos senadores y su representante, y cuáles son las reglas electorales de su estado.",
      },
      pledge: {
        title: "Haga su compromiso",
        text: "Elija a los legisladores que quiere respaldar y confirme su compromiso. Es condicional: solo tiene efecto si votan por someter a juicio político o condenar a un presidente que desafíe a la Corte Suprema.",
      },
      informed: {
        title: "Manténgase al día",
        text: "La página de cada estado indica quién puede votar en su primaria republicana y el año de su próxima primaria. Los estados anuncian las fechas exactas; mostramos cada una en cuanto se anuncia. Los recordatorios por correo electrónico están previstos, pero todavía no se envían.",
      },
      amplify: {
        title: "Amplíe su impacto",
        text: "Comparta el compromiso con sus amigos y familiares en las redes sociales. Cada votante que se suma hace que la cifra en las páginas de sus legisladores sea más difícil de ignorar.",
      },
    },
    privacy: {
      title: "Su información personal nunca se comparte con terceros.",
      text: "Los legisladores y sus oficinas ven cuántos votantes se han comprometido a apoyarlos, nunca quiénes. Lea cómo tratamos sus datos en nuestra <link>política de privacidad</link>.",
    },
    callToAction: {
      title: "¿Quiere hacer su compromiso?",
      text: "Empiece con su dirección. Le mostraremos quién le representa, y usted elige a quién respaldar.",
      start: "Empiece su compromiso",
      faq: "Ver preguntas frecuentes",
    },
  },
  faqPage: {
    meta: {
      title: "Preguntas frecuentes",
      description:
        "Respuestas sobre el compromiso condicional para la primaria: inscripción en un partido, fechas de las primarias, qué ven los legisladores y cómo se tratan sus datos.",
    },
    eyebrow: "Ayuda",
    title: "Preguntas frecuentes",
    lead: "Lo que el compromiso le pide, lo que no le pide y qué pasa con su información.",
    questionsAndAnswers: "Preguntas y respuestas",
    questions: {
      whatIsThePledge: {
        question: "¿Qué es el compromiso?",
        promise:
          "Es una promesa sobre su voto en la primaria. Si su senador(a) o representante vota por someter a juicio político o condenar a un presidente que desafíe a la Corte Suprema, usted votará por esa persona en su próxima elección primaria.",
        signal:
          "Es una señal pública de apoyo que usted da como votante. No es un contrato, ni una donación, ni un respaldo a nada más de lo que haga el legislador.",
      },
      partyRegistration: {
        question: "¿Tengo que cambiar el partido en el que estoy inscrito?",
        states:
          "Solo si su estado lo exige. En una primaria cerrada, solo los votantes inscritos en un partido pueden votar en la primaria de ese partido. En una primaria abierta, cualquier votante inscrito puede pedir la boleta de cualquiera de los partidos. Muchos estados están en un punto intermedio.",
        willingness:
          "El compromiso incluye la disposición a cambiar su inscripción si eso es lo que hace falta para votar en la primaria de su legislador. Cada <states>página del estado</states> indica quién debe cambiar su inscripción para votar en la primaria republicana (republicanos inscritos, votantes sin afiliación, miembros de otro partido) y da la fecha límite de inscripción, para que pueda actuar a tiempo.",
      },
      whyRepublicanPrimary: {
        question: "¿Por qué votaría yo en una primaria republicana?",
        pressure:
          "Porque ahí es donde está la presión. El juicio político y la condena dependen de los miembros del propio partido del presidente, y son ellos quienes se arriesgan a enfrentar a un rival en la primaria por oponerse al presidente. Con un presidente republicano, esos miembros son republicanos.",
        safeSeats:
          "Muchos de sus escaños son seguros para un partido, así que la primaria es la elección que decide quién le representa. Votar en ella es la forma más directa de recompensar a un legislador que defiende a la Corte. No le obliga a nada en la elección general, en la que sigue siendo libre de votar por quien quiera.",
      },
      howLegislatorsLearn: {
        question: "¿Cómo se enterarán los legisladores de mi compromiso?",
        answer:
          "La página de cada legislador muestra cuántos votantes se han comprometido a apoyarlo, y hacemos llegar esos totales a sus oficinas. Los legisladores solo conocen cifras totales: cuántas personas se comprometieron, nunca su nombre, su dirección ni su correo electrónico.",
      },
      dataPrivacy: {
        question: "¿Qué hacen con mi información personal?",
        answer:
          "Usamos el código postal de su dirección para encontrar a sus legisladores y las reglas electorales de su estado, y su correo electrónico para administrar su cuenta. Nunca vendemos ni compartimos su información personal con terceros, y no usamos cookies de seguimiento ni de publicidad. La <privacy>política de privacidad</privacy> tiene todos los detalles. Puede retirar un compromiso o eliminar su cuenta directamente desde su panel.",
      },
      conditionalPledge: {
        question: "¿Y si mi legislador no actúa?",
        answer:
          "Entonces el compromiso queda sin efecto. Depende de que su legislador vote por someter a juicio político o condenar a un presidente que desafíe a la Corte Suprema. Si no lo hace, usted es libre de votar como quiera en la primaria, incluso por quien le dispute el escaño.",
      },
      primaryDates: {
        question: "¿Cuándo son las primarias?",
        answer:
          "Cada estado fija la fecha de su primaria, y las fechas cambian de una elección a otra. Nuestras <states>páginas de información por estado</states> muestran la próxima primaria de cada estado y su fecha límite de inscripción. Si un estado aún no ha anunciado la fecha, mostramos solo el año de su próxima primaria ordinaria, marcada como prevista, y la actualizamos cuando la fecha sea oficial. Los recordatorios por correo electrónico están previstos, pero todavía no se envían, así que vuelva a consultar a medida que se acerque el año.",
      },
      multipleLegislators: {
        question: "¿Puedo comprometerme con más de un legislador?",
        answer:
          "Sí. La mayoría de los votantes están representados por dos senadores y un representante, y puede comprometerse con cualquiera de ellos o con todos en la misma visita. Cada compromiso se cuenta por separado, en la página de cada legislador.",
      },
    },
    moreQuestions: {
      title: "¿Tiene alguna otra pregunta?",
      text: "Escríbanos y le responderemos lo antes posible.",
      contact: "Contáctenos",
    },
  },
  aboutPage: {
    meta: {
      title: "Quiénes somos",
      description:
        "Pledge Watch es un proyecto no partidista que ayuda a los votantes a respaldar a los miembros del Congreso que defienden a la Corte Suprema.",
    },
    eyebrow: "Quiénes somos",
    title: "Acerca de Pledge Watch",
    lead: "Un proyecto no partidista que les da a los votantes una forma de respaldar a los miembros del Congreso que defienden a la Corte Suprema.",
    story: {
      eyebrow: "Nuestra historia",
      title: "Por qué empezamos",
      calendar:
        "Pregunte por qué un miembro del Congreso no le pide cuentas a un presidente, y la respuesta honesta muchas veces no es la Constitución, sino el calendario: su próxima primaria. El miedo a un rival en la primaria puede pesar más que el juramento del cargo.",
      arithmetic:
        "Quisimos cambiar esa aritmética. Si suficientes votantes dicen, por adelantado y en gran número, que acudirán a las urnas por un legislador que defienda a los tribunales, defender a los tribunales deja de parecer una forma segura de perder el escaño.",
      tool: "Así que creamos una herramienta que cualquiera puede usar: encuentre a sus legisladores, haga un compromiso condicional y esté al tanto de las fechas que importan.",
    },
    mission: {
      title: "Nuestra misión",
      statement:
        "Hacer que defender el Estado de derecho sea políticamente seguro para los miembros del Congreso.",
      text: "Organizamos el apoyo de los votantes en las primarias a favor de los legisladores que actúan cuando un presidente desafía a la Corte Suprema, y hacemos que ese apoyo sea visible para ellos y para el público.",
    },
    howWeWork: {
      eyebrow: "Cómo funciona",
      title: "Cuatro cosas que hacemos",
      collect: {
        title: "Reunimos compromisos",
        text: "Los votantes comprometen su voto en la primaria con sus propios senadores y su representante, con la condición de que actúen para defender a la Corte.",
      },
      strength: {
        title: "Mostramos la fuerza de los números",
        text: "La cifra de compromisos de cada legislador es pública, así que los miembros del Congreso y su personal pueden ver cuántos votantes están dispuestos a respaldarlos.",
      },
      rules: {
        title: "Mostramos las reglas de las primarias",
        text: "La página de cada estado indica quién puede votar en su primaria republicana y el año de su próxima primaria; las fechas exactas aparecen en cuanto los estados las anuncian.",
      },
      accountable: {
        title: "Exigimos rendición de cuentas",
        text: "Mantenemos a la vista el historial de cada miembro del Congreso, para que una promesa de apoyo siga ligada a lo que realmente hace.",
      },
      more: "Encontrará una explicación más detallada en la página <link>Cómo funciona</link>.",
    },
    values: {
      eyebrow: "Nuestros valores",
      title: "Los principios que nos exigimos",
      nonPartisan: {
        title: "No partidista",
        text: "No estamos afiliados a ningún partido, candidato ni campaña. El compromiso trata de la Constitución, y está abierto a votantes de todos los partidos y de ninguno.",
      },
      transparent: {
        title: "Transparente",
        text: "Cada cifra que mostramos proviene de nuestros propios registros o de datos públicos, y explicamos de dónde vienen nuestros datos y cómo calculamos nuestros puntajes de persuadibilidad.",
      },
      private: {
        title: "Privado",
        text: "Solo reunimos lo que el compromiso necesita, nunca vendemos ni compartimos información personal, y a los legisladores solo les decimos cuántas personas se comprometieron.",
      },
      readMore:
        "Lea exactamente qué información reunimos y por qué en nuestra <privacy>política de privacidad</privacy>, y qué somos y qué no somos en nuestro <disclaimer>descargo de responsabilidad</disclaimer>.",
    },
    callToAction: {
      title: "Sume su voz",
      text: "Hacer un compromiso toma unos minutos, y les dice a sus legisladores que defender a la Corte Suprema puede tanto ganarles votos como costárselos.",
      pledge: "Haga su compromiso ahora",
      donate: "Apoye nuestra misión",
    },
  },
  privacyPolicyPage: {
    meta: {
      title: "Política de privacidad",
      description:
        "Qué información reúne {siteName}, por qué, quién puede verla y cómo hacer que se elimine. Sin cookies de seguimiento; los legisladores solo ven cifras de compromisos.",
    },
    lead: "Qué información reunimos, por qué la reunimos, quién puede verla y cómo hacer que se elimine.",
    related: {
      terms: "Términos del servicio",
      contact: "Contáctenos",
    },
    sections: {
      overview: {
        title: "Resumen",
        purpose:
          "{siteName} ayuda a los votantes a encontrar a sus miembros del Congreso y a comprometerse a votar en su primaria si actúan para someter a juicio político o condenar a un presidente que desafíe a la Corte Suprema. Decirnos dónde vive y a quién apoya es información delicada, así que reunimos solo lo que el compromiso necesita y no la compartimos con nadie.",
        scope:
          "Esta política explica qué información reunimos, por qué, dónde se guarda, quién puede verla y cómo hacer que se elimine. Se aplica a este sitio web y a los correos electrónicos que envía.",
      },
      informationWeCollect: {
        title: "Información que reunimos",
        intro: "Solo guardamos lo que usted nos da o lo que el sitio necesita para funcionar:",
        account:
          "<strong>Su cuenta:</strong> su nombre, correo electrónico y contraseña (guardada solo como un hash unidireccional con sal, que no se puede convertir de nuevo en la contraseña), su domicilio, ciudad, estado y código postal y, si decide darlos, su número de teléfono y el partido en el que está inscrito. A partir de su dirección determinamos su distrito congresional.",
        pledges:
          "<strong>Sus compromisos:</strong> con qué legisladores se comprometió, cuándo, y si decidió compartir su compromiso en las redes sociales.",
        activity:
          "<strong>Su configuración de actividad:</strong> los recordatorios que activa y las acciones que nos indica que realizó, como comunicarse con un legislador, que usamos para mostrar sus insignias.",
        messages:
          "<strong>Mensajes que nos envía:</strong> el nombre, el correo electrónico, el asunto y el texto que escribe en el formulario de contacto.",
        technical:
          "<strong>Información técnica:</strong> para evitar abusos (por ejemplo, intentos repetidos de adivinar una contraseña), contamos las solicitudes por dirección de internet durante un periodo corto, tras el cual el conteo se elimina. Los registros de nuestro servidor anotan qué páginas y funciones se usaron, pero nunca su correo electrónico, su domicilio ni su contraseña.",
        lookup:
          "Para buscar legisladores por dirección no hace falta una cuenta. Si no ha iniciado sesión, la dirección que ingresa se usa para esa búsqueda y no se guarda.",
      },
      howWeUseIt: {
        title: "Cómo usamos su información",
        find: "para encontrar a sus senadores y su representante, y las reglas de las primarias de su estado;",
        record: "para registrar sus compromisos y mostrar el número total de compromisos de cada legislador;",
        account:
          "para administrar su cuenta: iniciar sesión, verificar su correo electrónico y restablecer su contraseña;",
        reminders: "para enviarle los recordatorios de fechas de primarias y de inscripción que solicite;",
        messages: "para leer y responder los mensajes que nos envía;",
        security: "para mantener la seguridad del sitio y protegerlo contra abusos.",
        email:
          "Solo enviamos correos electrónicos con estos fines: su cuenta (verificación, restablecimiento de contraseña y avisos de seguridad), los recordatorios que elija y las respuestas a sus mensajes. No enviamos publicidad y nunca vendemos su información.",
      },
      cookies: {
        title: "Cookies y almacenamiento del navegador",
        session:
          "Usamos una sola cookie: una cookie de sesión, que se crea cuando usted inicia sesión y la mantiene iniciada. Contiene un identificador aleatorio y nada más sobre usted. Está marcada como <strong>HttpOnly</strong>, así que los scripts de la página no pueden leerla; solo se envía a este sitio y solo viaja por conexiones cifradas. Una sesión termina cuando usted cierra sesión, después de 14 días sin uso y, en cualquier caso, a los 30 días.",
        noTracking:
          "No usamos cookies de analítica, de publicidad ni de seguimiento, y no guardamos su información personal en el almacenamiento de su navegador. Todo lo relacionado con su cuenta está en nuestro servidor.",
      },
      whatLegislatorsSee: {
        title: "Qué ven los legisladores",
        text: "Los legisladores, sus oficinas y el público solo ven cifras totales: cuántos votantes se han comprometido con cada miembro del Congreso. Nunca les damos su nombre, dirección, correo electrónico, número de teléfono ni ningún otro dato que le identifique.",
      },
      sharing: {
        title: "Información compartida con otros",
        noSharing:
          "No vendemos, alquilamos, intercambiamos ni compartimos su información personal con terceros. Los correos electrónicos que enviamos pasan por un servicio de entrega de correo, que maneja su dirección y el mensaje solo para entregarlo. Solo divulgaríamos información cuando la ley lo exija, por ejemplo, ante una orden judicial válida.",
        otherSites: "Algunas funciones le conectan con otros sitios, y solo cuando usted las usa:",
        photos:
          "Su navegador carga las fotos oficiales de los legisladores desde servicios públicos de imágenes (<strong>theunitedstates.io</strong> y <strong>clerk.house.gov</strong>), que, como cualquier sitio web, reciben su dirección de internet cuando su navegador pide una imagen.",
        shareButtons:
          "Los botones para compartir abren X, Facebook o Bluesky solo cuando usted hace clic en ellos; lo que publique allí se rige por las políticas de esos sitios.",
        links:
          "Los enlaces a páginas de donación, sitios oficiales de legisladores y oficinas electorales llevan a sitios con sus propias políticas de privacidad.",
      },
      storageAndSecurity: {
        title: "Dónde se guardan sus datos y cómo se protegen",
        text: "Su información se guarda en nuestra propia base de datos, en servidores que administramos nosotros, y en ningún otro lugar. Las conexiones con el sitio están cifradas. Las contraseñas se guardan solo como hashes unidireccionales robustos, las sesiones se guardan de una forma que impide reutilizarlas a partir de una copia de la base de datos, y los enlaces para restablecer la contraseña vencen al cabo de una hora. Ningún sistema es perfectamente seguro, pero ponemos cuidado en proteger lo que usted nos confía.",
      },
      retention: {
        title: "Cuánto tiempo la guardamos",
        account: "Su cuenta y sus compromisos se guardan mientras tenga una cuenta.",
        sessions: "Las sesiones iniciadas vencen después de 14 días sin uso, y a los 30 días como máximo.",
        links:
          "Los enlaces para restablecer la contraseña duran una hora; los enlaces para verificar el correo electrónico duran 24 horas.",
        emails:
          "Las copias de los correos electrónicos que enviamos se eliminan de nuestra cola de correo a los siete días.",
        messages:
          "Los mensajes que nos envía se guardan mientras los necesitemos para responderle, o hasta que nos pida que los eliminemos.",
      },
      yourChoices: {
        title: "Sus opciones",
        profile:
          "Puede ver y corregir su perfil en cualquier momento desde su panel, y activar o desactivar los recordatorios. Su correo electrónico no se puede cambiar ahí; escríbanos si necesita cambiarlo.",
        withdraw:
          "Puede retirar cualquier compromiso desde su panel: deja de contar de inmediato. También puede eliminar su cuenta desde ahí, después de ingresar su contraseña: se borran su nombre, correo electrónico, domicilio y número de teléfono, sus compromisos, sus recordatorios y su enlace de calendario, y le enviamos un último correo electrónico para confirmarlo. Para obtener una copia de su información, envíe una solicitud a través de nuestra <contact>página de contacto</contact> desde el correo electrónico de su cuenta.",
      },
      children: {
        title: "Menores de edad",
        text: "El compromiso es para votantes. El sitio no está dirigido a menores de 13 años, y no reunimos a sabiendas información sobre ellos. Si cree que un menor nos ha dado información, comuníquese con nosotros y la eliminaremos.",
      },
      changes: {
        title: "Cambios a esta política",
        text: "Si cambiamos esta política, publicaremos aquí la nueva versión con una nueva fecha. Si un cambio afecta la forma en que usamos información que ya tenemos, se lo comunicaremos por correo electrónico a los titulares de cuentas antes de que entre en vigor.",
      },
      disclaimer: {
        title: "Descargo de responsabilidad",
        nonPartisan:
          "{siteName} es no partidista. No está afiliado a ningún partido político, candidato, comité de campaña, legislador ni organismo de gobierno, ni cuenta con su respaldo.",
        publicSources:
          "La información sobre legisladores, fechas de primarias y reglas de inscripción proviene de fuentes públicas y puede cambiar. Confirme siempre las fechas y los plazos con la oficina electoral de su estado o localidad.",
        estimates:
          "Los puntajes de persuadibilidad y los umbrales de compromisos son estimaciones propias, elaboradas con datos públicos. No son predicciones, y no dicen nada sobre las opiniones ni las intenciones privadas de ninguna persona.",
        voluntary:
          "Un compromiso es una declaración de intención personal y voluntaria. No es un contrato, no es legalmente vinculante y no es una contribución a ningún candidato ni campaña.",
        legalAdvice: "Nada de lo que aparece en este sitio constituye asesoramiento legal.",
      },
      contactUs: {
        title: "Contáctenos",
        text: "Puede enviarnos sus preguntas sobre esta política o sobre su información a través de nuestra <contact>página de contacto</contact><email></email>. Consulte también nuestros <terms>términos del servicio</terms>.",
      },
    },
  },
  termsOfServicePage: {
    meta: {
      title: "Términos del servicio",
      description:
        "Los términos para usar {siteName}: cuentas, compromisos, uso aceptable, y las leyes y los tribunales de Nueva York que los rigen.",
    },
    lead: "Las reglas para usar el sitio, qué es y qué no es un compromiso, y la ley que los rige.",
    related: {
      privacy: "Política de privacidad",
      disclaimer: "Descargo de responsabilidad",
      contact: "Contáctenos",
    },
    sections: {
      agreement: {
        title: "Aceptación de estos términos",
        text: "Estos términos rigen su uso del sitio web de {siteName} y de los correos electrónicos que envía. Al usar el sitio o crear una cuenta, usted los acepta. Si no está de acuerdo, le pedimos que no use el sitio. Nuestra <privacy>política de privacidad</privacy> explica cómo tratamos su información y forma parte de estos términos.",
      },
      theService: {
        title: "Qué es el servicio",
        text: "{siteName} es una herramienta cívica no partidista. Le ayuda a encontrar a sus miembros del Congreso, informarse sobre ellos y sus elecciones primarias, y hacer un compromiso condicional de votar por ellos en su primaria si actúan para someter a juicio político o condenar a un presidente que desafíe a la Corte Suprema. Con el tiempo, podemos cambiar, agregar o eliminar funciones.",
      },
      eligibility: {
        title: "Quién puede usarlo",
        text: "Cualquier persona puede leer el sitio. Para crear una cuenta, debe tener al menos 18 años o la edad suficiente para inscribirse o preinscribirse para votar en su estado, y debe proporcionar datos propios y exactos.",
      },
      accounts: {
        title: "Su cuenta",
        password: "No comparta su contraseña. Usted es responsable de lo que ocurra con su cuenta.",
        onePerson: "Una persona, una cuenta. No cree cuentas para otras personas ni con un nombre falso.",
        misuse:
          "Avísenos a través de la <contact>página de contacto</contact> si cree que otra persona ha usado su cuenta.",
        leave:
          "Puede dejar de usar el sitio en cualquier momento, retirar sus compromisos y eliminar su cuenta desde su panel, como se describe en la política de privacidad.",
      },
      pledges: {
        title: "Compromisos",
        statement:
          "Un compromiso es una declaración personal y voluntaria de cómo piensa votar en una primaria si un legislador toma una acción determinada. Está condicionado a esa acción, no es legalmente vinculante y nadie puede obligarle a cumplirlo. No es una contribución a ningún candidato ni campaña.",
        goodFaith:
          "Cada compromiso debe ser suyo y hecho de buena fe. Contamos los compromisos y publicamos los totales de cada legislador; nunca publicamos quién los hizo. Podemos eliminar compromisos que parezcan fraudulentos o automatizados, para que las cifras sigan teniendo sentido.",
      },
      acceptableUse: {
        title: "Uso aceptable",
        intro: "Al usar el sitio, usted acepta no:",
        falseInformation:
          "hacer compromisos ni crear cuentas con información falsa, ni inflar las cifras por ningún medio;",
        impersonate:
          "hacerse pasar por otra persona, incluidos un legislador o un miembro de nuestro equipo;",
        automation:
          "usar herramientas automatizadas para crear cuentas, enviar formularios o imponer al sitio una carga excesiva;",
        security:
          "intentar eludir nuestras medidas de seguridad o límites de uso, o acceder a datos que no son suyos;",
        harassment:
          "usar el sitio o nuestros mensajes para acosar, amenazar o intimidar a cualquier persona, incluidos los legisladores;",
        law: "infringir cualquier ley mientras usa el sitio.",
      },
      information: {
        title: "Información del sitio",
        text: "Los datos de los legisladores, las fechas de las primarias y las reglas de inscripción provienen de fuentes públicas, y los puntajes de persuadibilidad son estimaciones propias elaboradas con datos públicos. Procuramos que sean exactos y estén al día, pero pueden estar incompletos o desactualizados. Confirme siempre las fechas y los plazos electorales con la oficina electoral de su estado o localidad. Consulte nuestro <disclaimer>descargo de responsabilidad</disclaimer>.",
      },
      messages: {
        title: "Mensajes que nos envía",
        text: "Cuando nos escribe a través del formulario de contacto, usamos su mensaje para responderle y para mejorar el sitio. Por favor, no nos envíe nada que no quiera que leamos, como contraseñas.",
      },
      otherSites: {
        title: "Enlaces a otros sitios",
        text: "El sitio tiene enlaces a otros sitios web, como las páginas oficiales de los legisladores, redes sociales, oficinas electorales y páginas de donación. No los controlamos ni somos responsables de su contenido ni de sus prácticas; cuando los visita, se aplican sus propios términos.",
      },
      ownership: {
        title: "Propiedad",
        text: "El diseño, los textos y el software del sitio pertenecen a {siteName}. Los registros públicos que mostramos, como las fotos oficiales de los legisladores y los datos electorales, siguen siendo públicos. Puede compartir enlaces a nuestras páginas y citar pasajes breves indicando la fuente.",
      },
      noWarranty: {
        title: "Sin garantía",
        text: "El sitio se ofrece “tal cual” y “según disponibilidad”. En la medida en que la ley lo permita, no prometemos que esté siempre disponible ni libre de errores, ni que la información que contiene esté completa o actualizada.",
      },
      liability: {
        title: "Limitación de responsabilidad",
        text: "En la medida en que la ley lo permita, {siteName} y las personas que lo administran no son responsables de pérdidas indirectas, incidentales o consecuentes derivadas de su uso del sitio, incluido no cumplir con una fecha límite electoral porque la información del sitio era incorrecta o estaba desactualizada.",
      },
      suspension: {
        title: "Suspensión o cierre de cuentas",
        text: "Podemos suspender o cerrar una cuenta que infrinja estos términos o que se use para abusar del sitio o de otras personas. Cuando sea posible, le explicaremos el motivo.",
      },
      changes: {
        title: "Cambios a estos términos",
        text: "Podemos actualizar estos términos. La nueva versión aparecerá en esta página con una nueva fecha, y los cambios importantes se anunciarán por correo electrónico a los titulares de cuentas. Si sigue usando el sitio después de un cambio, acepta los nuevos términos.",
      },
      governingLaw: {
        title: "Ley aplicable",
        text: "Estos términos se rigen por las leyes del Estado de Nueva York, sin tener en cuenta sus normas sobre conflictos de leyes. Cualquier disputa sobre ellos o sobre el sitio se resolverá únicamente en los tribunales estatales o federales ubicados en el condado de Nueva York, Nueva York, y tanto usted como nosotros aceptamos la jurisdicción de esos tribunales.",
      },
      contactUs: {
        title: "Contáctenos",
        text: "Puede enviarnos sus preguntas sobre estos términos a través de nuestra <contact>página de contacto</contact><email></email>.",
      },
    },
  },
  thankYouDonationPage: {
    meta: {
      title: "Gracias por su donación",
      description: "Gracias por apoyar a Pledge Watch.",
    },
    title: "Gracias por su donación",
    lead: "Su apoyo mantiene en marcha Pledge Watch: los servidores, el trabajo de mantener al día los historiales de los legisladores y las fechas de las primarias, y los recordatorios que ayudan a quienes se comprometieron a llegar a las urnas.",
    receipt:
      "Los recibos los emite el servicio que procesó su pago. Si algo relacionado con su donación requiere nuestra atención, <link>escríbanos</link>.",
    home: "Volver al inicio",
    dashboard: "Ir a su panel",
    nextSteps: {
      title: "Ya que está aquí",
      pledge: {
        title: "Haga su compromiso",
        text: "Si aún no lo ha hecho, comprometa su voto en la primaria con los legisladores que le representan.",
      },
      primary: {
        title: "Consulte la fecha de su primaria",
        text: "Vea cuándo vota su estado y la fecha límite para inscribirse o cambiar de partido.",
      },
      contact: {
        title: "Comuníquese con sus legisladores",
        text: "Dígales a sus senadores y a su representante que los votantes están atentos a cómo actúan.",
      },
    },
  },
} satisfies Translation<typeof en>;
