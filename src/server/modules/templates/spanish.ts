import { primaryPhraseIn } from "#shared/i18n/rule-texts";
import { stateNameIn } from "#shared/i18n/states";
import type { Legislator } from "#shared/legislator";
import { positionTitleIn } from "#shared/legislator-label";
import { partyName } from "#shared/party-names";
import { cityStateZip, SOCIAL_HASHTAGS, type TemplateContext, type TemplateWords } from "./common";
import { describeRecipient, type Recipient } from "./recipient";
import { singleLine } from "./text";

/**
 * The communication templates in Spanish (usted form, as a constituent writes to their member of
 * Congress): the same six texts, the same facts and the same ask as the English ones
 * (build-templates.ts), with the member's title by gender ("la senadora Murkowski").
 */

/** The legislator as the Spanish templates speak of them; every text value is single-line plain text. */
interface Destinatario extends Recipient {
  /** "senadora", "representante", "delegado", "comisionada residente": the title inside a sentence. */
  cargo: string;
  /** "la senadora Murkowski", "el representante Fitzpatrick". */
  conArticulo: string;
  /** "Senadora Murkowski", opening a sentence. */
  tratamiento: string;
  /** "Estimada senadora Murkowski". */
  saludo: string;
  woman: boolean;
}

const PLACES_WITH_ARTICLE: Readonly<Record<string, string>> = { DC: "el", MP: "las", VI: "las" };

function placeName(stateCode: string): string {
  const name = singleLine(stateNameIn(stateCode, "es")) ?? "";
  const article = PLACES_WITH_ARTICLE[stateCode.toUpperCase()];
  return article ? `${article} ${name}` : name;
}

/** "Alaska", "el distrito congresional 1 de Pensilvania", "el distrito congresional único de Alaska". */
function constituencyOf(legislator: Legislator): string {
  const place = placeName(legislator.state);
  if (legislator.type === "sen" || legislator.isDelegate || legislator.district === null) return place;
  const district = legislator.district === 0 ? "único" : String(legislator.district);
  return `el distrito congresional ${district} de ${place}`;
}

function spanishRecipient(legislator: Legislator): Destinatario {
  const recipient = describeRecipient(legislator);
  const woman = legislator.gender === "F";
  const title = positionTitleIn(legislator, "es");
  const cargo = title.toLowerCase();
  const lastName = singleLine(legislator.lastName) ?? recipient.fullName;
  return {
    ...recipient,
    constituency: constituencyOf(legislator),
    cargo,
    conArticulo: `${woman ? "la" : "el"} ${cargo} ${lastName}`,
    tratamiento: `${title} ${lastName}`,
    saludo: `${woman ? "Estimada" : "Estimado"} ${cargo} ${lastName}`,
    woman,
  };
}

const DEFIANCE = "un presidente que desacate un fallo de la Corte Suprema";

/** What the voter asks for, up to its object: the Senate convicts, the House impeaches. */
function shortAsk(recipient: Recipient): string {
  if (recipient.chamber === "Senate") return "votar para condenar a";
  return recipient.isDelegate ? "apoyar el juicio político contra" : "votar para someter a juicio político a";
}

/** The full ask, to follow "se comprometa públicamente a". */
function fullAsk(recipient: Recipient): string {
  const ask = `${shortAsk(recipient)} ${DEFIANCE}`;
  return recipient.isDelegate ? `${ask}, y a respaldar el juicio político en comité y en su bancada` : ask;
}

type Context = TemplateContext<Destinatario>;

/** The Spanish words; the functions below hold the longer texts. */
export const SPANISH: TemplateWords<Destinatario> = {
  language: "es",
  recipient: spanishRecipient,
  emailSubject: ({ recipient }) =>
    `${recipient.tratamiento}, ¿se compromete a defender los fallos de la Corte Suprema?`,
  emailGreeting: (recipient) => `${recipient.saludo}:`,
  letterGreeting: (recipient) => `${recipient.saludo}:`,
  messageParagraphs,
  emailClosing: "Atentamente,",
  letterClosing: "Respetuosamente,",
  addressee: (recipient) => [
    `Honorable ${recipient.fullName}`,
    recipient.chamber === "Senate"
      ? "Senado de los Estados Unidos"
      : "Cámara de Representantes de los Estados Unidos",
  ],
  socialPost,
  phoneScript,
  inPersonPoints,
  contextualNote,
};

/** The message shared by the email and the letter, as paragraphs. */
function messageParagraphs({ recipient, sender, timing }: Context): string[] {
  const ask = `Le pido que se comprometa públicamente a ${fullAsk(recipient)}.`;
  return [
    `Me llamo ${sender.name} y vivo en ${sender.city}, ${sender.state}. Le escribo como su constituyente en ${recipient.constituency} sobre algo que me importa más que cualquier política en particular: que se obedezcan los fallos de la Corte Suprema.`,
    "Nuestro sistema constitucional depende de que todos los funcionarios, incluido el presidente, acaten las decisiones definitivas de los tribunales. Cuando un presidente desacata un fallo de la Corte Suprema, la Constitución le da al Congreso el remedio: la Cámara de Representantes puede someterlo a juicio político, y el Senado puede condenarlo y destituirlo.",
    recipient.isDelegate
      ? `Sé que usted no puede votar en el pleno de la Cámara, pero su voz tiene peso. ${ask}`
      : ask,
    "Decirlo ahora, antes de cualquier crisis, le deja claro a todo presidente que los fallos de la Corte se harán respetar.",
    `Si asume ese compromiso, votaré por usted en ${primaryPhraseIn(timing, "your", "es")}. Si para hacerlo necesito cambiar mi afiliación partidista, lo haré.`,
    "Gracias por su servicio y por considerar mi petición.",
  ];
}

/**
 * The post's first sentence carries the ask and stays short (the post itself makes the commitment
 * public), so that the web client's tweet (170 characters with its hashtags) keeps it whole.
 */
function socialPost(recipient: Destinatario, mention: string): string {
  return `Pido a ${mention} que se comprometa a ${shortAsk(recipient)} un presidente que desafíe a la Corte Suprema. A cambio, le prometo mi voto en la primaria, aunque deba cambiar de partido. ${SOCIAL_HASHTAGS}`;
}

function phoneScript({ recipient, sender, timing }: Context): string[] {
  const request = recipient.isDelegate
    ? `Sé que ${recipient.conArticulo} no puede votar en el pleno de la Cámara, así que llamo para pedirle que se comprometa públicamente a ${fullAsk(recipient)}.`
    : `Llamo para pedirle a ${recipient.conArticulo} que se comprometa públicamente a ${fullAsk(recipient)}.`;
  const theTitle = `${recipient.woman ? "la" : "el"} ${recipient.cargo}`;
  return [
    `Hola, me llamo ${sender.name} y soy constituyente; vivo en ${sender.city}, código postal ${sender.zip}.`,
    request,
    `Si ${recipient.conArticulo} asume ese compromiso, votaré por ${theTitle} en ${primaryPhraseIn(timing, "the", "es")}, aunque tenga que cambiar mi afiliación partidista para hacerlo.`,
    "(Opcional, si no necesita respuesta:) No hace falta que me devuelvan la llamada; solo les pido que registren mi posición.",
    "Gracias por transmitir mi mensaje.",
  ];
}

function inPersonPoints({ recipient, sender, timing }: Context): string[] {
  const ask = `Le pido que se comprometa públicamente a ${fullAsk(recipient)}.`;
  return [
    `Soy ${sender.name}, su constituyente; vivo en ${cityStateZip(sender)}.`,
    "Los fallos de los tribunales nos protegen solo si se obedecen; el juicio político y la condena son el remedio que da la Constitución cuando un presidente desafía a la Corte Suprema.",
    recipient.isDelegate
      ? `Sé que usted no puede votar en el pleno de la Cámara, pero su voz importa. ${ask}`
      : ask,
    `Si lo hace, votaré por usted en ${primaryPhraseIn(timing, "your", "es")}, y cambiaré mi afiliación partidista si es necesario.`,
    "Gracias por reunirse conmigo. ¿Puedo preguntarle cuál es su posición?",
  ];
}

/** "republicana", "demócrata", "independiente": the party as an adjective, by the member's gender. */
function partyAdjective(recipient: Destinatario): string | null {
  if (recipient.party === null) return null;
  return partyName(recipient.party, "es", recipient.woman ? "F" : "M").toLowerCase();
}

const CAUCUSES: Readonly<Record<string, string>> = {
  Democrat: "los demócratas",
  Republican: "los republicanos",
};

function contextualNote({ recipient, timing }: Context): string {
  const kind = [recipient.cargo, partyAdjective(recipient)].filter((word) => word !== null).join(" ");
  const who = `${recipient.fullName} es ${recipient.woman ? "una" : "un"} ${kind} por ${recipient.constituency}`;
  const pvi =
    recipient.cookPvi === null
      ? ""
      : `, en ${recipient.isDistrict ? "un distrito" : "un estado"} con una inclinación partidista (tipo PVI) de ${recipient.cookPvi}`;
  const theTitle = `${recipient.woman ? "a la" : "al"} ${recipient.cargo}`;
  if (recipient.party !== "Republican") {
    const caucus =
      recipient.caucus === null || recipient.caucus === recipient.party
        ? ""
        : ` que forma bancada con ${CAUCUSES[recipient.caucus] ?? recipient.caucus}`;
    return `${who}${caucus}${pvi}. La campaña se centra en las primarias republicanas, pero un mensaje de apoyo también ayuda: le dice ${theTitle} que sus constituyentes quieren que se respeten los fallos de la Corte Suprema.`;
  }
  return `${who} que obtiene ${recipient.persuadabilityScore} de 100 puntos en nuestro modelo de persuadibilidad${pvi}. Los compromisos de sus constituyentes le muestran ${theTitle} que defender a la Corte Suprema tiene apoyo entre los votantes de ${primaryPhraseIn(timing, "the", "es")}.`;
}
