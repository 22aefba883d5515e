import UsersIcon from "lucide-react/icons/users";
import { Link } from "wouter";
import { formatCount } from "../../../../shared/format";
import type { Legislator } from "../../../../shared/legislator";
import { stateName } from "../../../../shared/states";
import { Avatar } from "../../../components/ui/avatar";
import { Badge } from "../../../components/ui/badge";
import { Card } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { paths } from "../../../lib/paths";
import { chamberLabel, seatLabel } from "./legislator-label";

const PHOTO = { width: 72, height: 88 };

type CardLegislator = Pick<
  Legislator,
  | "slug"
  | "firstName"
  | "lastName"
  | "fullName"
  | "type"
  | "party"
  | "state"
  | "districtCode"
  | "imageUrl"
  | "pledgeCount"
>;

/** A legislator at a glance: photo, chamber, name, seat, party and how many voters have pledged. */
export function LegislatorCard({ legislator }: { legislator: CardLegislator }) {
  const href = paths.legislator(legislator.slug);
  const partyInitial = legislator.party.charAt(0);
  return (
    <Card className="flex h-full gap-4 p-4 transition-shadow hover:shadow-md">
      {/* The name below is the link for keyboard and screen-reader users; the photo is a second mouse target. */}
      <Link href={href} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <Avatar
          src={legislator.imageUrl}
          name={[legislator.firstName, legislator.lastName]}
          width={PHOTO.width}
          height={PHOTO.height}
          className="rounded-lg text-xl"
        />
      </Link>
      <div className="min-w-0 flex-1">
        <Badge tone={legislator.type === "sen" ? "brand" : "neutral"}>{chamberLabel(legislator.type)}</Badge>
        <h3 className="mt-1.5 text-base leading-6 font-semibold text-balance text-slate-900">
          <Link href={href} className="rounded-sm hover:text-brand-700 hover:underline">
            {legislator.fullName}
          </Link>
        </h3>
        <p className="text-sm text-slate-600">
          <abbr title={stateName(legislator.state)} className="no-underline">
            {seatLabel(legislator)}
          </abbr>
          <span aria-hidden="true"> · </span>
          <span aria-hidden="true">{partyInitial}</span>
          <span className="sr-only">, {legislator.party}</span>
        </p>
        <p className="mt-2 flex items-center gap-1.5 text-sm font-medium text-slate-700">
          <UsersIcon aria-hidden="true" className="size-4 text-brand-500" />
          {formatCount(legislator.pledgeCount, "pledge")}
        </p>
      </div>
    </Card>
  );
}

/** The card's shape while the list loads, at the card's exact height. */
export function LegislatorCardSkeleton() {
  return (
    <Card className="flex gap-4 p-4">
      <Skeleton className="h-[88px] w-[72px] rounded-lg" />
      <div className="flex-1 space-y-2 pt-0.5">
        <Skeleton className="h-5 w-16 rounded-full" />
        <Skeleton className="h-5 w-40 max-w-full" />
        <Skeleton className="h-4 w-20" />
        <Skeleton className="h-4 w-24" />
      </div>
    </Card>
  );
}
