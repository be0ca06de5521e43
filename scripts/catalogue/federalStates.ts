/** Austria's federal states: meter cabinets and meter boards are built to the rules of the state's grid operator. */
import type { FederalState } from "../../core/src/catalogue/model.ts"

export interface StateInfo {
  /** Short code in keys and article numbers. */
  readonly code: string
  readonly de: string
  readonly en: string
  readonly grid: string
}

export const stateInfo: Record<FederalState, StateInfo> = {
  burgenland: { code: "BGL", de: "Burgenland", en: "Burgenland", grid: "Netz Burgenland" },
  carinthia: { code: "KTN", de: "Kärnten", en: "Carinthia", grid: "KNG-Kärnten Netz" },
  "lower-austria": { code: "NOE", de: "Niederösterreich", en: "Lower Austria", grid: "Netz Niederösterreich" },
  "upper-austria": { code: "OOE", de: "Oberösterreich", en: "Upper Austria", grid: "Netz Oberösterreich" },
  salzburg: { code: "SBG", de: "Salzburg", en: "Salzburg", grid: "Salzburg Netz" },
  styria: { code: "STM", de: "Steiermark", en: "Styria", grid: "Energienetze Steiermark" },
  tyrol: { code: "TIR", de: "Tirol", en: "Tyrol", grid: "TINETZ" },
  vorarlberg: { code: "VBG", de: "Vorarlberg", en: "Vorarlberg", grid: "Vorarlberger Energienetze" },
  vienna: { code: "WIE", de: "Wien", en: "Vienna", grid: "Wiener Netze" },
}
