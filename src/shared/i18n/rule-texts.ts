import { type Language, LOCALES } from "../language";
import { ACTION_KIND_LABELS, type LegislatorActionKind } from "../legislator-actions";
import type { PrimaryElection } from "../primary-election";
import { formatLongDate } from "../rules/dates";
import {
  outsideTheSeat,
  type PledgeLegislator,
  pledgeWording,
  type VoterPlace,
} from "../rules/pledge-wording";
import {
  type RepublicanPrimaryInstruction,
  republicanPrimaryRules,
  type VoterRegistration,
  whoMayVoteInRepublicanPrimary,
} from "../rules/primary-access";
import { type PrimaryTiming, primaryPhrase } from "../rules/primary-timing";
import { REMINDER_EVENT_LABELS, type ReminderEventKind } from "../rules/reminder-schedule";

/**
 * The words the shared rules give a voter (src/shared/rules), in every language the product
 * speaks: English is the rules' own; the other languages are written here, each table typed
 * `Record<Language, …>` so none can be left out. Server mail and web pages both read them.
 */

/** What a legislator did, as a notice and a profile name it. */
export const ACTION_KIND_LABELS_IN: Readonly<Record<Language, Record<LegislatorActionKind, string>>> = {
  en: ACTION_KIND_LABELS,
  es: {
    "impeachment-vote": "Votó a favor de los artículos de juicio político",
    "conviction-vote": "Votó para condenar",
    "impeachment-cosponsor": "Copatrocinó artículos de juicio político",
    "discharge-petition": "Firmó una petición de descargo para artículos de juicio político",
    "public-commitment": "Se comprometió públicamente a someter a juicio político o a condenar",
  },
};

/** The dates reminders and the calendar feed are about. */
export const REMINDER_EVENT_LABELS_IN: Readonly<Record<Language, Record<ReminderEventKind, string>>> = {
  en: REMINDER_EVENT_LABELS,
  es: {
    "registration-deadline": "Fecha límite de inscripción",
    primary: "Elección primaria",
    runoff: "Segunda vuelta de la primaria",
  },
};

/**
 * The primary as a noun phrase (primaryPhrase): "your primary on May 19, 2026", "la próxima
 * primaria, prevista para 2028". `your` speaks to the reader (the voter, or the legislator a
 * template is addressed to).
 */
export function primaryPhraseIn(
  timing: PrimaryTiming,
  determiner: "your" | "the",
  language: Language,
): string {
  if (language === "en") return primaryPhrase(timing, determiner);
  const article = determiner === "your" ? "su" : "la";
  switch (timing.kind) {
    case "scheduled":
      return `${article} primaria del ${formatLongDate(timing.date, LOCALES[language])}`;
    case "expected":
      return `${article} próxima primaria, prevista para ${timing.year}`;
    case "unknown":
      return `${article} próxima primaria`;
  }
}

/**
 * What each voter must do to vote in the Republican primary, in Spanish: keyed by the English
 * predicate as the rules give it to the signed-in voter ("You must change your registration…"
 * without its "You "), in the singular of "usted" and in the plural of a group of voters.
 * src/shared/i18n/rule-texts.test.ts checks that every rule's sentence has its translation.
 */
const SPANISH_PREDICATES: Readonly<Record<string, { usted: string; plural: string }>> = {
  "vote in the Republican primary.": {
    usted: "vota en la primaria republicana.",
    plural: "votan en la primaria republicana.",
  },
  "must change your registration to Republican by the state's deadline for party changes.": {
    usted:
      "debe cambiar su inscripción al Partido Republicano antes de la fecha límite del estado para cambiar de partido.",
    plural:
      "deben cambiar su inscripción al Partido Republicano antes de la fecha límite del estado para cambiar de partido.",
  },
  "must register to vote as Republican by the registration deadline.": {
    usted:
      "debe inscribirse para votar, con afiliación al Partido Republicano, antes de la fecha límite de inscripción.",
    plural:
      "deben inscribirse para votar, con afiliación al Partido Republicano, antes de la fecha límite de inscripción.",
  },
  "may choose the Republican ballot; party registration does not matter.": {
    usted: "puede elegir la boleta republicana; la afiliación partidista no importa.",
    plural: "pueden elegir la boleta republicana; la afiliación partidista no importa.",
  },
  "vote on one ballot that lists the candidates of every party; party registration does not matter.": {
    usted:
      "vota con una sola boleta que incluye a los candidatos de todos los partidos; la afiliación partidista no importa.",
    plural:
      "votan con una sola boleta que incluye a los candidatos de todos los partidos; la afiliación partidista no importa.",
  },
  "may choose the Republican ballot without changing your registration.": {
    usted: "puede elegir la boleta republicana sin cambiar su inscripción.",
    plural: "pueden elegir la boleta republicana sin cambiar su inscripción.",
  },
  "must register to vote, as Republican or unaffiliated, by the registration deadline.": {
    usted:
      "debe inscribirse para votar, con afiliación al Partido Republicano o sin afiliación partidista, antes de la fecha límite de inscripción.",
    plural:
      "deben inscribirse para votar, con afiliación al Partido Republicano o sin afiliación partidista, antes de la fecha límite de inscripción.",
  },
  "may vote in it only if the Republican Party admits unaffiliated voters this cycle: ask the state election office, or change your registration to Republican by the deadline.":
    {
      usted:
        "puede votar en la primaria republicana solo si el Partido Republicano admite a votantes sin afiliación partidista en este ciclo: consulte a la oficina electoral del estado o cambie su inscripción al Partido Republicano antes de la fecha límite.",
      plural:
        "pueden votar en la primaria republicana solo si el Partido Republicano admite a votantes sin afiliación partidista en este ciclo: consulten a la oficina electoral del estado o cambien su inscripción al Partido Republicano antes de la fecha límite.",
    },
  "must register to vote by the registration deadline, then may choose the Republican ballot.": {
    usted:
      "debe inscribirse para votar antes de la fecha límite de inscripción y luego podrá elegir la boleta republicana.",
    plural:
      "deben inscribirse para votar antes de la fecha límite de inscripción y luego podrán elegir la boleta republicana.",
  },
  "must register to vote by the registration deadline.": {
    usted: "debe inscribirse para votar antes de la fecha límite de inscripción.",
    plural: "deben inscribirse para votar antes de la fecha límite de inscripción.",
  },
  "can vote in the Republican primary.": {
    usted: "puede votar en la primaria republicana.",
    plural: "pueden votar en la primaria republicana.",
  },
  "should ask the state election office whether your registration must change.": {
    usted: "debería consultar a la oficina electoral del estado si tiene que cambiar su inscripción.",
    plural: "deberían consultar a la oficina electoral del estado si tienen que cambiar su inscripción.",
  },
};

/** Who the plural sentences speak of, in Spanish. */
const SPANISH_SUBJECTS: Readonly<Record<VoterRegistration | "any", string>> = {
  republican: "Los votantes inscritos en el Partido Republicano",
  unaffiliated: "Los votantes sin afiliación partidista",
  "other-party": "Los votantes inscritos en otro partido",
  unregistered: "Quienes aún no están inscritos para votar",
  any: "Todos los votantes",
};

type PrimaryRules = Parameters<typeof whoMayVoteInRepublicanPrimary>[0];

/** The English predicate of a status's rule, as the table above is keyed. */
function predicateOf(rules: PrimaryRules, registration: VoterRegistration): string {
  return whoMayVoteInRepublicanPrimary(rules, registration, "you").text.replace(/^You /, "");
}

function spanishLine(
  rules: PrimaryRules,
  line: RepublicanPrimaryInstruction,
  person: "they" | "you",
): RepublicanPrimaryInstruction {
  const registration = line.registration === "any" ? "republican" : line.registration;
  const predicate = SPANISH_PREDICATES[predicateOf(rules, registration)];
  if (!predicate) return line;
  const text =
    person === "you"
      ? `Usted ${predicate.usted}`
      : `${SPANISH_SUBJECTS[line.registration]} ${predicate.plural}`;
  return { ...line, text };
}

/** whoMayVoteInRepublicanPrimary in a language: the same rule and `mustAct`, its sentence translated. */
export function whoMayVoteInRepublicanPrimaryIn(
  rules: PrimaryRules,
  registration: VoterRegistration,
  person: "they" | "you",
  language: Language,
): RepublicanPrimaryInstruction {
  const line = whoMayVoteInRepublicanPrimary(rules, registration, person);
  return language === "en" ? line : spanishLine(rules, line, person);
}

/** republicanPrimaryRules in a language: one line per listed status, or one for all voters. */
export function republicanPrimaryRulesIn(
  rules: Pick<PrimaryElection, "primaryType" | "partyRegistrationRequired"> | null | undefined,
  language: Language,
): RepublicanPrimaryInstruction[] {
  const lines = republicanPrimaryRules(rules);
  return language === "en" ? lines : lines.map((line) => spanishLine(rules, line, "they"));
}

/** "A", "A y B", "A, B y C"; "y" becomes "e" before a name that starts with the sound i. */
function listNamesEs(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  const last = names.at(-1) ?? "";
  const and = /^h?i(?![aeiouáéíóú])/i.test(last) ? "e" : "y";
  return `${names.slice(0, -1).join(", ")} ${and} ${last}`;
}

/**
 * The words of the pledge (pledgeWording) in a language: the same two parts, for the same
 * legislators, so a voter's receipt repeats what they read before pledging.
 */
export function pledgeWordingIn(
  legislators: readonly PledgeLegislator[],
  voter: VoterPlace | null,
  language: Language,
): { primary?: string; support?: string } {
  if (language === "en") return pledgeWording(legislators, voter);
  const outside = outsideTheSeat(legislators, voter);
  const inside = legislators.filter((l) => !outside.includes(l));
  const names = (list: readonly PledgeLegislator[]) => listNamesEs(list.map((l) => l.fullName));
  const wording: { primary?: string; support?: string } = {};
  if (inside.length > 0) {
    wording.primary =
      inside.length > 1
        ? `Me comprometo a votar por ${names(inside)} en sus próximas elecciones primarias si actúan para someter a juicio político o condenar a un presidente que desafíe a la Corte Suprema. Este compromiso solo se aplica si cada uno de ellos toma esa medida. Entiendo que cumplirlo puede exigir que cambie mi afiliación partidista antes de la fecha límite de mi estado, y lo haré si es necesario.`
        : `Me comprometo a votar por ${names(inside)} en su próxima elección primaria si actúa para someter a juicio político o condenar a un presidente que desafíe a la Corte Suprema. Este compromiso solo se aplica si toma esa medida. Entiendo que cumplirlo puede exigir que cambie mi afiliación partidista antes de la fecha límite de mi estado, y lo haré si es necesario.`;
  }
  if (outside.length > 0) {
    wording.support =
      outside.length > 1
        ? `Vivo fuera de las zonas que representan ${names(outside)}, así que no puedo votar en sus primarias. Me comprometo a darles mi apoyo público si actúan para someter a juicio político o condenar a un presidente que desafíe a la Corte Suprema, y animaré a los votantes que sí pueden hacerlo a darles su voto en las primarias.`
        : `Vivo fuera de la zona que representa ${names(outside)}, así que no puedo votar en su primaria. Me comprometo a darle mi apoyo público si actúa para someter a juicio político o condenar a un presidente que desafíe a la Corte Suprema, y animaré a los votantes que sí pueden hacerlo a darle su voto en la primaria.`;
  }
  return wording;
}
