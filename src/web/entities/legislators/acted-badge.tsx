import CircleCheckIcon from "lucide-react/icons/circle-check";
import { Badge } from "#web/components/ui/badge";

/** Marks a member with an action on record: the pledges to them have fallen due. */
export function ActedBadge({ className }: { className?: string }) {
  return (
    <Badge tone="green" className={className} title="An action to impeach or convict is on record">
      <CircleCheckIcon aria-hidden="true" className="mr-1 size-3" />
      Acted
      <span className="sr-only">: an action to impeach or convict is on record</span>
    </Badge>
  );
}
