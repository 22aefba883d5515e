import { desc, sql } from "drizzle-orm";
import { type Database, queryRows } from "#db/client";
import { type LegislatorActionRow, legislatorActions } from "#db/schema/actions";
import { primaryElections } from "#db/schema/elections";
import { legislators } from "#db/schema/legislators";
import { type EndedTerm, SeatDirectory } from "#server/modules/find-legislators/service";
import { presentAction, presentLegislator } from "#server/modules/legislators/present";
import { filterLegislators, queryKey, sortLegislators } from "#server/modules/legislators/service";
import { presentPrimaryElection } from "#server/modules/primary-elections/present";
import { type DataSources, dataSourcesSchema } from "#shared/data-sources";
import type { VacantSeat } from "#shared/find-legislators";
import type { Language } from "#shared/language";
import type { Legislator, LegislatorListQuery, Stats } from "#shared/legislator";
import type { LegislatorAction } from "#shared/legislator-actions";
import type { PrimaryElection } from "#shared/primary-election";
import { PrecompressedJson } from "../http/precompressed";
import { ZipIndex } from "./zip-index";

const FILTERED_CACHE_LIMIT = 256;

interface Snapshot {
  /** Members in office, in the list's order. */
  legislators: Legislator[];
  /** Every member on record, former members too (their profiles stay). */
  everyone: Legislator[];
  byId: Map<number, Legislator>;
  bySlug: Map<string, Legislator>;
  primaryElections: PrimaryElection[];
  stats: Stats;
  seats: SeatDirectory;
}

/**
 * Everything the public read API serves, held in memory and serialised once per change. The
 * database stays the source of truth: `refreshIfChanged` compares a cheap fingerprint and
 * rebuilds (pledge counts alone, or everything) only when it moved.
 */
export class PublicCatalog {
  #snapshot: Snapshot;
  #fingerprint: Fingerprint;
  #zipIndex: ZipIndex;
  /** Every member on record, former members too. */
  #rows: (typeof legislators.$inferSelect)[];
  #electionRows: (typeof primaryElections.$inferSelect)[];
  /** Every member's actions on record (former members' too), newest first. */
  #actions: Map<number, LegislatorAction[]>;
  #dataSources: DataSources | null;
  #listBody: PrecompressedJson | undefined;
  #filtered = new Map<string, PrecompressedJson>();
  #profiles = new Map<number, PrecompressedJson>();
  #lookups = new Map<string, PrecompressedJson>();

  private constructor(
    private readonly db: Database,
    private readonly today: () => Date,
    state: {
      fingerprint: Fingerprint;
      zipIndex: ZipIndex;
      rows: (typeof legislators.$inferSelect)[];
      electionRows: (typeof primaryElections.$inferSelect)[];
      actionRows: LegislatorActionRow[];
      dataSources: DataSources | null;
    },
  ) {
    this.#fingerprint = state.fingerprint;
    this.#zipIndex = state.zipIndex;
    this.#rows = state.rows;
    this.#electionRows = state.electionRows;
    this.#actions = groupActions(state.actionRows);
    this.#dataSources = state.dataSources;
    this.#snapshot = this.#build();
  }

  static async load(db: Database, today: () => Date): Promise<PublicCatalog> {
    const fingerprint = await readFingerprint(db, today());
    const [zipIndex, rows, electionRows, actionRows, dataSources] = await Promise.all([
      ZipIndex.load(db),
      loadLegislatorRows(db),
      db.select().from(primaryElections).orderBy(primaryElections.state),
      loadActionRows(db),
      loadDataSources(db),
    ]);
    return new PublicCatalog(db, today, {
      fingerprint,
      zipIndex,
      rows,
      electionRows,
      actionRows,
      dataSources,
    });
  }

  /** Re-reads what changed since the last look; returns whether anything did. */
  async refreshIfChanged(): Promise<boolean> {
    const next = await readFingerprint(this.db, this.today());
    const prev = this.#fingerprint;
    if (sameFingerprint(prev, next)) return false;
    if (next.snapshot !== prev.snapshot) {
      this.#zipIndex = await ZipIndex.load(this.db);
      this.#dataSources = await loadDataSources(this.db);
    }
    if (
      next.legislatorsUpdatedAt !== prev.legislatorsUpdatedAt ||
      next.legislatorCount !== prev.legislatorCount
    ) {
      this.#rows = await loadLegislatorRows(this.db);
    } else if (next.pledgeCounts !== prev.pledgeCounts) {
      await this.#refreshPledgeCounts();
    }
    if (next.actions !== prev.actions) {
      this.#actions = groupActions(await loadActionRows(this.db));
    }
    if (next.electionsUpdatedAt !== prev.electionsUpdatedAt) {
      this.#electionRows = await this.db.select().from(primaryElections).orderBy(primaryElections.state);
    }
    this.#fingerprint = next;
    this.#snapshot = this.#build();
    return true;
  }

  async #refreshPledgeCounts(): Promise<void> {
    const counts = await this.db
      .select({
        id: legislators.id,
        pledgeCount: legislators.pledgeCount,
        constituentPledgeCount: legislators.constituentPledgeCount,
        verifiedConstituentPledgeCount: legislators.verifiedConstituentPledgeCount,
      })
      .from(legislators);
    const byId = new Map(counts.map((c) => [c.id, c]));
    this.#rows = this.#rows.map((row) => {
      const c = byId.get(row.id);
      const same =
        !c ||
        (c.pledgeCount === row.pledgeCount &&
          c.constituentPledgeCount === row.constituentPledgeCount &&
          c.verifiedConstituentPledgeCount === row.verifiedConstituentPledgeCount);
      return same ? row : { ...row, ...c };
    });
  }

  #build(): Snapshot {
    const today = this.today();
    const everyone = sortLegislators(
      this.#rows.map((row) => presentLegislator(row, today, this.#actions.has(row.id))),
    );
    const list = everyone.filter((l) => l.inOffice);
    this.#listBody = undefined;
    this.#filtered.clear();
    this.#lookups.clear();
    // A profile whose JSON did not change keeps its compressed bodies.
    const profiles = new Map<number, PrecompressedJson>();
    for (const l of everyone) {
      const old = this.#profiles.get(l.id);
      const json = JSON.stringify({ legislator: { ...l, actions: this.actionsOf(l.id) } });
      profiles.set(l.id, old && old.json === json ? old : new PrecompressedJson(json));
    }
    this.#profiles = profiles;
    return {
      legislators: list,
      everyone,
      byId: new Map(everyone.map((l) => [l.id, l])),
      bySlug: new Map(everyone.map((l) => [l.slug, l])),
      primaryElections: this.#electionRows.map((row) => presentPrimaryElection(row, today)),
      stats: computeStats(list, this.#fingerprint.pledgeTotal),
      seats: buildSeats(everyone, this.#rows, today),
    };
  }

  /** Members in office. */
  get legislators(): readonly Legislator[] {
    return this.#snapshot.legislators;
  }

  /** Who holds the seats the address lookup names, and which are empty. */
  get seats(): SeatDirectory {
    return this.#snapshot.seats;
  }

  get zipIndex(): ZipIndex {
    return this.#zipIndex;
  }

  /** Null only before the first seed. */
  get dataSources(): DataSources | null {
    return this.#dataSources;
  }

  get stats(): Stats {
    return this.#snapshot.stats;
  }

  get primaryElections(): readonly PrimaryElection[] {
    return this.#snapshot.primaryElections;
  }

  primaryElection(state: string): PrimaryElection | null {
    return this.#snapshot.primaryElections.find((p) => p.state === state) ?? null;
  }

  /** The whole list, or a filtered one; each distinct query is serialised once per change. */
  listBody(query: LegislatorListQuery): PrecompressedJson {
    const key = queryKey(query);
    if (key === EMPTY_QUERY_KEY) {
      this.#listBody ??= PrecompressedJson.of({ legislators: this.#snapshot.legislators });
      return this.#listBody;
    }
    let body = this.#filtered.get(key);
    if (!body) {
      body = PrecompressedJson.of({ legislators: filterLegislators(this.#snapshot.everyone, query) });
      if (this.#filtered.size >= FILTERED_CACHE_LIMIT) {
        this.#filtered.delete(this.#filtered.keys().next().value!);
      }
      this.#filtered.set(key, body);
    }
    return body;
  }

  /**
   * The address lookup's answer for a state and the districts an address settled, serialised once
   * per change. The districts come from the ZIP table, so the distinct answers are bounded by it.
   */
  lookupBody(state: string, districts: readonly string[], language: Language = "en"): PrecompressedJson {
    const key = `${state}:${districts.join(",")}:${language}`;
    let body = this.#lookups.get(key);
    if (!body) {
      body = PrecompressedJson.of(this.#snapshot.seats.answer(state, districts, language));
      this.#lookups.set(key, body);
    }
    return body;
  }

  /** The member's actions on record, newest first; former members' too. */
  actionsOf(legislatorId: number): LegislatorAction[] {
    return this.#actions.get(legislatorId) ?? [];
  }

  /** The seats of a state with no member in office, and why (every district the ZIP table knows). */
  vacantSeats(state: string): VacantSeat[] {
    return this.#snapshot.seats.answer(state, this.#zipIndex.districtsOfState(state)).vacantSeats;
  }

  find(idOrSlug: string): Legislator | undefined {
    const s = this.#snapshot;
    return /^\d+$/.test(idOrSlug) ? s.byId.get(Number(idOrSlug)) : s.bySlug.get(idOrSlug.toLowerCase());
  }

  profileBody(id: number): PrecompressedJson | undefined {
    return this.#profiles.get(id);
  }
}

const EMPTY_QUERY_KEY = queryKey({});

/** Figures about the members in office: a former member is no longer counted or "contacted". */
function computeStats(inOffice: readonly Legislator[], pledgeTotal: number): Stats {
  const contacted = inOffice.filter((l) => l.pledgeCount > 0);
  return {
    pledges: pledgeTotal,
    statesRepresented: new Set(contacted.map((l) => l.state)).size,
    legislatorsContacted: contacted.length,
    legislators: inOffice.length,
  };
}

async function loadDataSources(db: Database): Promise<DataSources | null> {
  const row = await db.query.appMeta.findFirst({ where: (m, { eq }) => eq(m.key, "snapshot") });
  const parsed = dataSourcesSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : null;
}

function loadLegislatorRows(db: Database) {
  return db.select().from(legislators);
}

function loadActionRows(db: Database): Promise<LegislatorActionRow[]> {
  return db
    .select()
    .from(legislatorActions)
    .orderBy(desc(legislatorActions.date), desc(legislatorActions.id));
}

/** By member, keeping the rows' order (newest first). */
function groupActions(rows: readonly LegislatorActionRow[]): Map<number, LegislatorAction[]> {
  const byMember = new Map<number, LegislatorAction[]>();
  for (const row of rows) {
    const list = byMember.get(row.legislatorId);
    if (list) list.push(presentAction(row));
    else byMember.set(row.legislatorId, [presentAction(row)]);
  }
  return byMember;
}

/** The seats of members in office, and the former members' ended terms, which say why a seat is empty. */
function buildSeats(
  everyone: readonly Legislator[],
  rows: readonly (typeof legislators.$inferSelect)[],
  today: Date,
): SeatDirectory {
  const termEnds = new Map(rows.map((row) => [row.id, row.termEnd]));
  const members = everyone.filter((l) => l.inOffice);
  const ended: EndedTerm[] = everyone
    .filter((l) => !l.inOffice)
    .map((l) => ({
      type: l.type,
      state: l.state,
      districtCode: l.districtCode,
      senateClass: l.senateClass,
      termEnd: termEnds.get(l.id)!,
      leftOffice: l.leftOffice!,
    }));
  return new SeatDirectory(members, ended, today.toISOString().slice(0, 10));
}

/**
 * Sums of update times rather than their maximum: two edits that commit out of timestamp order
 * still move the sum, so neither is missed.
 */
interface Fingerprint {
  /** Every pledge ever made, including those to members who have since left office. */
  pledgeTotal: number;
  /**
   * A digest of every member's three pledge counters. Not their sums: a voter who moves from one
   * district to the next takes one constituent from a member and gives one to another, and the
   * sums would not move.
   */
  pledgeCounts: string;
  /** How many actions are on record, and the sum of their ids: an addition or a correction moves it. */
  actions: string;
  legislatorCount: number;
  legislatorsUpdatedAt: string;
  electionsUpdatedAt: string;
  snapshot: string;
  /** Election years shown depend on the date, so a new day rebuilds the lists. */
  day: string;
}

async function readFingerprint(db: Database, today: Date): Promise<Fingerprint> {
  const [row] = await queryRows<{
    pledge_total: string | number;
    pledge_counts: string;
    actions: string;
    legislator_count: string | number;
    legislators_updated_at: string | null;
    elections_updated_at: string | null;
    snapshot: string | null;
  }>(
    db,
    sql`
    select
      (select coalesce(sum(pledge_count), 0) from legislators) as pledge_total,
      (select md5(string_agg(concat_ws(':', id, pledge_count, constituent_pledge_count,
         verified_constituent_pledge_count), ',' order by id)) from legislators) as pledge_counts,
      (select count(*) || ':' || coalesce(sum(id), 0) from legislator_actions) as actions,
      (select count(*) from legislators where in_office) as legislator_count,
      (select sum(extract(epoch from updated_at))::text from legislators) as legislators_updated_at,
      (select sum(extract(epoch from updated_at))::text from primary_elections) as elections_updated_at,
      (select value->>'fingerprint' from app_meta where key = 'snapshot') as snapshot
  `,
  );
  if (!row) throw new Error("fingerprint query returned no row");
  return {
    pledgeTotal: Number(row.pledge_total),
    pledgeCounts: row.pledge_counts ?? "",
    actions: row.actions,
    legislatorCount: Number(row.legislator_count),
    legislatorsUpdatedAt: row.legislators_updated_at ?? "",
    electionsUpdatedAt: row.elections_updated_at ?? "",
    snapshot: row.snapshot ?? "",
    day: today.toISOString().slice(0, 10),
  };
}

function sameFingerprint(a: Fingerprint, b: Fingerprint): boolean {
  return (
    a.pledgeCounts === b.pledgeCounts &&
    a.actions === b.actions &&
    a.legislatorCount === b.legislatorCount &&
    a.legislatorsUpdatedAt === b.legislatorsUpdatedAt &&
    a.electionsUpdatedAt === b.electionsUpdatedAt &&
    a.snapshot === b.snapshot &&
    a.day === b.day
  );
}
