import ScrollTextIcon from "lucide-react/icons/scroll-text";

function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** The words of the pledge: conditional on the legislator acting, and ready to switch party if needed. */
export function PledgeText({ legislators }: { legislators: readonly { fullName: string }[] }) {
  const several = legislators.length > 1;
  return (
    <figure className="rounded-xl border border-accent-200 bg-accent-50 p-5">
      <figcaption className="flex items-center gap-2 text-sm font-semibold tracking-wide text-accent-700 uppercase">
        <ScrollTextIcon aria-hidden="true" className="size-4" />
        {several ? "Your pledges" : "Your pledge"}
      </figcaption>
      <blockquote className="mt-3 leading-7 text-slate-800">
        I pledge to vote for {listNames(legislators.map((l) => l.fullName))} in {several ? "their" : "the"}{" "}
        next primary election if they act to impeach or convict a president who defies the Supreme Court. This
        pledge applies only if {several ? "each of them takes" : "they take"} that action. I understand that
        keeping it may require me to switch my party registration before my state's deadline, and I am
        prepared to do so.
      </blockquote>
    </figure>
  );
}
