/** The web server's view of the embedded file store: signed-URL checks and the signing secret. */
export { verifySignedUrl } from "./files-local/FileStoreLocal.ts"
export { fileSigningSecret } from "./files-local/config.ts"
