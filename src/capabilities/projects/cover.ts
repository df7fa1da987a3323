/** A project's cover image (its write-up's `cover`), drawn on its page and its cards. */
export interface Cover {
  src: ImageMetadata;
  alt: string;
  /** The alt text's language where it is the default language's on another language's page. */
  lang?: string | undefined;
}
