/**
 * Article groups: which configurator option an accessory belongs to and how many pieces of it
 * a customer may pick. The shop reads them from the content system (Storyblok content type
 * `article-group`), so they are written as the content system's answer, stories and all.
 */
import { accessoryOptions, optionField } from "../../core/src/catalogue/articleGroup.ts"
import type { AccessoryOption } from "../../core/src/catalogue/articleGroup.ts"
import { pad } from "./format.ts"
import { chance, intIn, uuidLike } from "./random.ts"
import type { Rng } from "./random.ts"

export interface ArticleGroup {
  readonly key: string
  readonly de: string
  readonly en: string
  readonly option: AccessoryOption
  /** Most pieces of one accessory; "0" = one fixed piece. */
  readonly amount: string
  /** Deliberately odd: a second counted option. */
  readonly second?: { readonly option: AccessoryOption; readonly amount: string }
}

const g = (key: string, de: string, en: string, option: AccessoryOption, amount: string): ArticleGroup => ({ key, de, en, option, amount })

export const articleGroups: ReadonlyArray<ArticleGroup> = [
  g("sonderlackierung", "Sonderlackierung RAL", "Special paint finish RAL", "baseCoat", "0"),
  g("grundierung", "Grundierung", "Primer", "baseCoat", "0"),
  g("strukturlack", "Feinstrukturlack", "Fine-texture paint finish", "baseCoat", "0"),
  g("montageplatten", "Montageplatten verzinkt", "Mounting plates, galvanised", "backPanel", "1"),
  g("montageplatten-isolierstoff", "Montageplatten Isolierstoff", "Insulating mounting plates", "backPanel", "1"),
  g("teilmontageplatten", "Teilmontageplatten", "Partial mounting plates", "backPanel", "4"),
  g("rueckwandtueren", "Rückwandtüren", "Rear doors", "backDoor", "0"),
  g("rueckwaende", "Rückwände", "Rear panels", "backDoor", "0"),
  g("seitenwaende", "Seitenwände", "Side panels", "sidePanel", "2"),
  g("trennwaende", "Trennwände", "Partition walls", "sidePanel", "2"),
  g("sichtfenstertueren", "Sichtfenstertüren", "Doors with viewing window", "door", "0"),
  g("schloesser-griffe", "Schlösser und Griffe", "Locks and handles", "door", "2"),
  g("tuerfeststeller", "Türfeststeller", "Door stays", "door", "2"),
  g("regendaecher", "Regendächer", "Rain canopies", "rainRoof", "0"),
  g("dachbleche", "Dachbleche", "Roof plates", "rainRoof", "0"),
  g("sockelbefestigung", "Sockelbefestigung", "Plinth fixings", "baseMounting", "4"),
  g("fundamentbefestigung", "Fundamentbefestigung", "Foundation fixings", "baseMounting", "2"),
  g("wandbefestigung", "Wandbefestigung", "Wall mounting brackets", "wallMounting", "4"),
  g("mastbefestigung", "Mastbefestigung", "Pole mounting", "wallMounting", "2"),
  g("kabelverschraubungen", "Kabelverschraubungen", "Cable glands", "cableEntry", "10"),
  g("flanschplatten", "Flanschplatten", "Gland plates", "cableEntry", "4"),
  g("kabeleinfuehrung", "Kabeleinführungssysteme", "Cable entry systems", "cableEntry", "4"),
  g("sockel", "Sockel", "Plinths", "base", "0"),
  g("sockelblenden", "Sockelblenden", "Plinth trim panels", "base", "2"),
  g("erdsockel", "Erdsockel", "Ground plinths", "base", "0"),
  g("kabelabfangschienen", "Kabelabfangschienen", "Cable clamp rails", "strainRelief", "4"),
  g("kabelschellen", "Kabelschellen", "Cable clamps", "strainRelief", "10"),
  g("hutschienen", "Hutschienen", "DIN rails", "mountingLevel", "10"),
  g("montageebenen", "Montageebenen", "DIN rail levels", "mountingLevel", "4"),
  g("einbaurahmen", "Einbaurahmen", "Modular device frames", "mountingLevel", "4"),
  g("leuchten", "Schaltschrankleuchten", "Enclosure lights", "interiorFittings", "2"),
  g("thermostate", "Thermostate und Hygrostate", "Thermostats and hygrostats", "interiorFittings", "2"),
  g("filterluefter", "Filterlüfter", "Filter fans", "interiorFittings", "2"),
  g("heizungen", "Schaltschrankheizungen", "Enclosure heaters", "interiorFittings", "2"),
  g("zaehlerplatten", "Zählerplatten", "Meter boards", "productSpecificAccessories", "6"),
  g("nh-trenner", "NH-Trenner", "NH fuse switch disconnectors", "productSpecificAccessories", "3"),
  g("apz-abdeckungen", "APZ-Raum Abdeckungen", "APZ compartment covers", "productSpecificAccessories", "2"),
  g("hauptleitungsabzweig", "Hauptleitungsabzweig", "Main line branch", "productSpecificAccessories", "2"),
  g("schluessel", "Schlüssel", "Keys", "accessories", "10"),
  g("schaltplantaschen", "Schaltplantaschen", "Documentation pockets", "accessories", "2"),
  g("beschriftung", "Beschriftung und Warnschilder", "Labels and warning signs", "accessories", "10"),
  // Deliberately odd groups (spec §5): an unparsable amount (counts with the default 99) …
  g("kabelbinder", "Kabelbinder", "Cable ties", "strainRelief", "n/a"),
  // … and two counted options (unsupported: warning, the first in option order wins).
  {
    ...g("erdungszubehoer", "Erdungszubehör", "Earthing accessories", "interiorFittings", "4"),
    second: { option: "accessories", amount: "10" },
  },
]

export const articleGroupByKey: ReadonlyMap<string, ArticleGroup> = new Map(articleGroups.map((group) => [group.key, group]))

/** Storyblok timestamp from fixed parts (no clock involved). */
const stamp = (day: number, hour: number, minute: number, second: number): string =>
  `2026-11-${pad(day, 2)}T${pad(hour, 2)}:${pad(minute, 2)}:${pad(second, 2)}.000Z`

/** Every option field is present; "-1" marks the options a group does not count for. */
const optionFields = (group: ArticleGroup): Record<string, string> => {
  const fields: Record<string, string> = {}
  for (const option of accessoryOptions) fields[optionField(option)] = "-1"
  fields[optionField(group.option)] = group.amount
  if (group.second !== undefined) fields[optionField(group.second.option)] = group.second.amount
  return fields
}

/** The content system's answer listing the stories under article-groups/, stored for the shop's `ArticleGroupsFiles` adapter. */
export const articleGroupStories = (rng: Rng): unknown => {
  const stories = articleGroups.map((group, i) => {
    const first = stamp(1, 8, intIn(rng, 5, 55), intIn(rng, 0, 59))
    const published = chance(rng, 0.5) ? first : stamp(intIn(rng, 2, 20), intIn(rng, 7, 17), intIn(rng, 0, 59), intIn(rng, 0, 59))
    const uuid = uuidLike(rng)
    return {
      name: group.key,
      created_at: "2026-11-01T08:00:00.000Z",
      published_at: published,
      id: 612_480_000 + i * 37 + intIn(rng, 0, 30),
      uuid,
      content: {
        _uid: uuidLike(rng),
        component: "article-group",
        // The name is the group's identity, the accessories' `artikelGruppe.key` (spec §7 asks for
        // the groups by name); the title, translated, is what the cart and the PDF show.
        name: group.key,
        title: group.de,
        title__i18n__en: group.en,
        ...optionFields(group),
      },
      slug: group.key,
      full_slug: `article-groups/${group.key}`,
      sort_by_date: null,
      position: i * 10,
      tag_list: [],
      is_startpage: false,
      parent_id: 1,
      meta_data: null,
      group_id: uuidLike(rng),
      first_published_at: first,
      release_id: null,
      lang: "default",
      path: null,
      alternates: [],
      default_full_slug: null,
      translated_slugs: null,
    }
  })
  return { stories, cv: 1763683200, rels: [], links: [] }
}
