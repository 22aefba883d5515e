/** The share message for a legislator (spec section 1): names them and carries two hashtags. */
export function shareText(legislator: { fullName: string }): string {
  return `I pledged to vote for ${legislator.fullName} in the next primary if they act to impeach or convict a president who defies the Supreme Court. Will you join me? #ImpeachmentPledge #Constitution`;
}

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
