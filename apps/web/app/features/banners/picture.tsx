import { BREAKPOINTS } from '@posylka/domain';

export interface PictureSources {
  desktop: string;
  desktopWebp?: string | null;
  mobile: string;
  mobileWebp?: string | null;
}

/**
 * A responsive image: the desktop picture above 1080 px (SPEC §2), the mobile one below, each as
 * WebP when we have it with the original as fallback. Width and height reserve the space (no layout
 * shift); images below the fold load lazily.
 */
export function Picture({
  sources,
  alt,
  width,
  height,
  mobileWidth,
  mobileHeight,
  eager = false,
  className,
}: {
  sources: PictureSources;
  alt: string;
  width: number;
  height: number;
  mobileWidth: number;
  mobileHeight: number;
  eager?: boolean;
  className?: string;
}) {
  const desktop = `(min-width: ${BREAKPOINTS.desktop + 1}px)`;
  return (
    <picture className={className}>
      {sources.desktopWebp && (
        <source
          media={desktop}
          srcSet={sources.desktopWebp}
          type="image/webp"
          width={width}
          height={height}
        />
      )}
      <source media={desktop} srcSet={sources.desktop} width={width} height={height} />
      {sources.mobileWebp && (
        <source srcSet={sources.mobileWebp} type="image/webp" width={mobileWidth} height={mobileHeight} />
      )}
      <img
        src={sources.mobile}
        alt={alt}
        width={mobileWidth}
        height={mobileHeight}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        {...(eager ? { fetchPriority: 'high' as const } : {})}
      />
    </picture>
  );
}
