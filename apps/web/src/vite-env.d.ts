/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The support address in the landing footer and the legal pages. */
  readonly VITE_SUPPORT_EMAIL?: string;
}
