import { useEffect, useRef, useState } from "react";
import { initials } from "#shared/format";
import { cn } from "#web/lib/cn";

interface AvatarProps {
  src: string;
  /** The name parts the initials come from, shown when the photo is missing or fails to load. */
  name: readonly [string, string];
  width: number;
  height: number;
  /** Empty when the name is already written next to the photo. */
  alt?: string;
  className?: string;
}

/**
 * A photo over an initials tile of the same size: the initials show while the photo loads and
 * stay if it fails (offline, blocked, missing), so the visitor never sees a broken image.
 */
export function Avatar({ src, name, width, height, alt = "", className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const image = useRef<HTMLImageElement>(null);
  // A page rendered on the server may have tried the photo before React took it over, when
  // onError was not yet listening.
  useEffect(() => {
    if (image.current?.complete && image.current.naturalWidth === 0) setFailedSrc(src);
  }, [src]);
  return (
    <span
      className={cn(
        "relative flex shrink-0 select-none items-center justify-center overflow-hidden bg-brand-100 font-semibold text-brand-800",
        className,
      )}
      style={{ width, height }}
    >
      <span aria-hidden="true">{initials(...name)}</span>
      {failedSrc !== src && (
        <img
          ref={image}
          src={src}
          alt={alt}
          width={width}
          height={height}
          loading="lazy"
          decoding="async"
          onError={() => setFailedSrc(src)}
          className="absolute inset-0 size-full object-cover object-top"
        />
      )}
    </span>
  );
}
