/** The ArticleGroups contract against the test layer, the content files of the demo (data/content/article-groups.json), and Storyblok (a local CDN serving them). */
import { join } from "node:path"
import { type ArticleGroup, ArticleGroups } from "@shop/core"
import * as ArticleGroupsFiles from "@shop/adapters/content-files/ArticleGroupsFiles"
import { suite } from "./ArticleGroups.contract.ts"
import { demoContentDir } from "./support/fixtures.ts"
import { articleGroups, articleGroupsCached, demoSpace, onCdn } from "./support/storyblok.ts"

// Written out from the demo content, so a change in how the files are read shows here.
const demoGroups: ReadonlyArray<ArticleGroup> = [
  { key: "sonderlackierung", name: { de: "Sonderlackierung RAL", en: "Special paint finish RAL" }, option: { option: "baseCoat", maxAmount: 0 } },
  { key: "montageplatten", name: { de: "Montageplatten verzinkt", en: "Mounting plates, galvanised" }, option: { option: "backPanel", maxAmount: 1 } },
  { key: "teilmontageplatten", name: { de: "Teilmontageplatten", en: "Partial mounting plates" }, option: { option: "backPanel", maxAmount: 4 } },
  { key: "seitenwaende", name: { de: "Seitenwände", en: "Side panels" }, option: { option: "sidePanel", maxAmount: 2 } },
]

suite("ArticleGroups.layerTest", ArticleGroups.layerTest(demoGroups), demoGroups)
suite("ArticleGroupsFiles on data/content", ArticleGroupsFiles.layer(join(demoContentDir, "article-groups.json")), demoGroups)
suite("ArticleGroupsStoryblok on a local Storyblok CDN holding data/content", onCdn(demoSpace(), articleGroups), demoGroups)
suite("ArticleGroupsStoryblok behind the content cache", onCdn(demoSpace(), articleGroupsCached), demoGroups)
