import { templateSegments } from "../lib/profile-text";

/** The template as written, line breaks kept, with the placeholders still to fill in highlighted. */
export function TemplateText({ text, className }: { text: string; className?: string }) {
  return (
    <div
      className={`rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm sm:p-4 leading-6 break-words whitespace-pre-wrap text-slate-800 ${className ?? ""}`}
    >
      {templateSegments(text).map((segment, index) =>
        segment.placeholder ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional and never reorder
          <mark key={index} className="rounded-sm bg-accent-100 px-0.5 text-brand-950 ring-1 ring-accent-300">
            {segment.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional and never reorder
          <span key={index}>{segment.text}</span>
        ),
      )}
    </div>
  );
}
