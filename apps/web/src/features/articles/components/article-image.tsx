export interface ArticleImageProps {
  /** Path without extension: `-480.webp`, `-960.webp`, `-1440.webp` and `.avif` exist. */
  image: string;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** Above the fold: load at once and with high priority; else lazily. */
  eager?: boolean;
  className?: string;
}

/** An article's hero: AVIF where the browser takes it, WebP in three widths otherwise; 16:9 with width and height set, so no layout shift. */
export function ArticleImage({ image, alt, sizes, eager = false, className }: ArticleImageProps) {
  return (
    <picture>
      <source type="image/avif" srcSet={`${image}.avif`} sizes={sizes} />
      <source
        type="image/webp"
        srcSet={`${image}-480.webp 480w, ${image}-960.webp 960w, ${image}-1440.webp 1440w`}
        sizes={sizes}
      />
      <img
        src={`${image}-960.webp`}
        alt={alt}
        width={960}
        height={540}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={eager ? 'high' : 'auto'}
        className={className}
      />
    </picture>
  );
}
