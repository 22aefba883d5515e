import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ServerContext } from "#server/context";
import { requireAdmin } from "../auth/context";
import { districtCode } from "../legislators/present";
import { toCsv } from "./csv";
import { legislatorsInOffice } from "./legislator-service";
import { stateTotals } from "./stats";

/** Aggregates only: no voter's name, e-mail or address ever leaves in an export. */
export const adminExportRoutes: FastifyPluginAsyncZod<ServerContext> = async (app, ctx) => {
  const sendCsv = (reply: FastifyReply, name: string, csv: string) =>
    reply
      .type("text/csv; charset=utf-8")
      .header(
        "content-disposition",
        `attachment; filename="${name}-${ctx.now().toISOString().slice(0, 10)}.csv"`,
      )
      .send(csv);

  app.get("/api/admin/export/legislators.csv", async (request, reply) => {
    await requireAdmin(request);
    const rows = await legislatorsInOffice(ctx.db, ctx.now());
    const csv = toCsv(
      [
        "id",
        "name",
        "party",
        "state",
        "district_code",
        "chamber",
        "pledges",
        "constituent_pledges",
        "verified_constituent_pledges",
        "has_acted",
      ],
      rows.map(({ row: l, hasActed }) => [
        l.id,
        l.fullName,
        l.party,
        l.state,
        l.type === "sen" ? null : districtCode(l.state, l.district),
        l.type === "sen" ? "Senate" : "House",
        l.pledgeCount,
        l.constituentPledgeCount,
        l.verifiedConstituentPledgeCount,
        hasActed ? "yes" : "no",
      ]),
    );
    return sendCsv(reply, "legislator-pledges", csv);
  });

  app.get("/api/admin/export/states.csv", async (request, reply) => {
    await requireAdmin(request);
    const states = await stateTotals(ctx.db);
    const csv = toCsv(
      [
        "state",
        "name",
        "pledges",
        "constituent_pledges",
        "verified_constituent_pledges",
        "legislators_with_pledges",
      ],
      states.map((s) => [
        s.state,
        s.stateName,
        s.pledges,
        s.constituentPledges,
        s.verifiedConstituentPledges,
        s.legislatorsWithPledges,
      ]),
    );
    return sendCsv(reply, "state-pledges", csv);
  });
};
