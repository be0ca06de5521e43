/** Small hand-made catalogue items for adapter tests. */
import type { AccessoryFile, ProductFile } from "@shop/core"
import { ean13CheckDigit, federalStates, materials, productFamilies, protectionTypes } from "@shop/core"

export const ean = (n: number): string => {
  const first12 = `9${String(n).padStart(11, "0")}`
  return `${first12}${ean13CheckDigit(first12)}`
}

export const productFile = (n: number, overrides: Partial<ProductFile> = {}): ProductFile =>
  ({
    key: `P-${n}`,
    supplierArticleNumber: String(1_000_000_000 + n),
    family: productFamilies[n % productFamilies.length]!,
    name: { de: `Gehäuse ${n}`, en: `Enclosure ${n}` },
    name2: { de: `B ${200 + n} mm`, en: `W ${200 + n} mm` },
    description: { de: "Beschreibung", en: "Description" },
    slug: `p-${n}`,
    productAssetIdentifier: `p-${n}`,
    listPrice: n % 7 === 0 ? 0 : 100 + (n % 50) * 10.5,
    width: 200 + (n % 9) * 100,
    height: 300 + (n % 11) * 100,
    depth: 150 + (n % 4) * 50,
    material: materials[n % materials.length]!,
    protectionType: protectionTypes[n % protectionTypes.length]!,
    areasOfUse: n % 3 === 0 ? [federalStates[n % federalStates.length]!] : [],
    doorCount: 1,
    specification: {
      articleNumber: `A ${n}`,
      maxProtectionType: protectionTypes[n % protectionTypes.length]!,
      ralColour: "RAL 7035",
      meterPositions: n % 3 === 0 ? 1 + (n % 6) : 0,
      ean: ean(n),
      tariffNumber: "8538 10 00",
      countryOfOrigin: "AT",
      ikCode: "IK10",
      unit: "Stk",
      netWeight: 2 + (n % 40) / 2,
      technicalDocumentationUrl: `https://docs.example/p-${n}`,
    },
    accessories: [`A-${n % 5}`, `A-${(n + 1) % 5}`],
    amperageVariants: [],
    assets: [{ type: "image", file: `p-${n}_image_1.png` }],
    ...overrides,
  }) as ProductFile

export const accessoryFile = (n: number, overrides: Partial<AccessoryFile> = {}): AccessoryFile =>
  ({
    key: `A-${n}`,
    supplierArticleNumber: String(2_000_000_000 + n),
    name: { de: `Zubehör ${n}`, en: `Accessory ${n}` },
    slug: `a-${n}`,
    productAssetIdentifier: `a-${n}`,
    listPrice: 5 + n,
    artikelGruppe: { key: n % 2 === 0 ? "mounting-plates" : "cable-glands" },
    ...overrides,
  }) as AccessoryFile
