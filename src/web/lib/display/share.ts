export interface ShareLinks {
  twitter: string;
  facebook: string;
  bluesky: string;
}

/** The networks' own share pages for a message and a link. */
export function shareLinks({ text, url }: { text: string; url: string }): ShareLinks {
  return {
    twitter: `https://x.com/intent/tweet?${new URLSearchParams({ text, url })}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?${new URLSearchParams({ u: url })}`,
    bluesky: `https://bsky.app/intent/compose?${new URLSearchParams({ text: `${text} ${url}` })}`,
  };
}
