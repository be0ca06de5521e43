/**
 * The details of a refusal in the user's language: the core writes its problems and removal
 * reasons in English (they are logged, too); a German run shows them in German, so `--lang de`
 * does not mix German frames with English details. Unknown texts stay as they are.
 */
import type { Language } from "@shop/core/i18n/language"

const german: ReadonlyArray<readonly [RegExp, string]> = [
  [/^Unknown product (".*")$/, "Unbekannter Artikel $1"],
  [/^Unknown accessory (".*")$/, "Unbekanntes Zubehör $1"],
  [/^Accessory (".*") is not offered for product (".*")$/, "Zubehör $1 wird für Artikel $2 nicht angeboten"],
  [/^Accessory (".*") is limited to (\d+) per piece of product (".*")$/, "Zubehör $1: höchstens $2 je Stück von Artikel $3"],
  [/^(".*") is not a product id$/, "$1 ist keine Artikelnummer"],
  [/^(".*") is not an accessory id$/, "$1 ist keine Zubehörnummer"],
  [/^amount (".*") is not a whole number from (\d+) to (\d+)$/, "Menge $1 ist keine ganze Zahl von $2 bis $3"],
  [/^(".*") is not a percentage from 0 to 100 with at most two decimals$/, "$1 ist kein Prozentwert von 0 bis 100 mit höchstens zwei Nachkommastellen"],
  [/^accessory (".*") is listed twice on this line$/, "Zubehör $1 steht zweimal in dieser Zeile"],
  [/^more than (\d+) lines$/, "mehr als $1 Zeilen"],
  [/^more than (\d+) accessories$/, "mehr als $1 Zubehörteile"],
  [/^longer than (\d+) characters$/, "länger als $1 Zeichen"],
  [/^unknown or malformed key$/, "unbekannter oder fehlerhafter Schlüssel"],
  [/^unknown field$/, "unbekanntes Feld"],
  [/^reserved name$/, "reservierter Name"],
  [/^bad percent escape$/, "fehlerhafte %-Kodierung"],
  [/^holds a control character$/, "enthält ein Steuerzeichen"],
  [/^holds control characters$/, "enthält Steuerzeichen"],
  [/^given more than once$/, "mehrfach angegeben"],
  [/^begins with a byte-order mark$/, "beginnt mit einer Byte-Order-Mark"],
  [/^is not a list of cart lines$/, "ist keine Liste von Warenkorbzeilen"],
  [/^is not a cart line$/, "ist keine Warenkorbzeile"],
  [/^is not a list$/, "ist keine Liste"],
  [/^is not text$/, "ist kein Text"],
  [/^is longer than 15 characters$/, "ist länger als 15 Zeichen"],
  [/^is not text without control characters$/, "ist kein Text ohne Steuerzeichen"],
  [/^not a query string \((.*)\)$/, "keine Query-Zeichenkette ($1)"],
  // What lenient did.
  [/^corrected to (.*)$/, "korrigiert auf $1"],
  [/^corrected$/, "korrigiert"],
  [/^ignored$/, "ignoriert"],
  [/^line dropped$/, "Zeile verworfen"],
  [/^dropped$/, "verworfen"],
  [/^the rest was dropped$/, "der Rest verworfen"],
  [/^cut$/, "gekürzt"],
  [/^amounts added$/, "Mengen addiert"],
  [/^removed$/, "entfernt"],
  [/^the first kept$/, "die erste behalten"],
  [/^replaced by blanks$/, "durch Leerzeichen ersetzt"],
]

/** One detail text in `lang`. */
export const detail = (text: string, lang: Language): string => {
  if (lang !== "de") return text
  for (const [pattern, replacement] of german) if (pattern.test(text)) return text.replace(pattern, replacement)
  return text
}
