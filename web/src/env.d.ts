/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The id of this build (`web/vite.config.ts`), the same in the page and in `builds/latest.json`. */
  readonly SHOP_BUILD_ID: string
  /** When this build was made (ISO 8601): the sitemap's last change of the catalogue pages. */
  readonly SHOP_BUILT_AT: string
}
