/** The CadFiles contract against the test layer and the made files (DXF, PDF, STEP) on a few demo products. */
import { CadFiles } from "@shop/core"
import * as CadFilesMade from "@shop/adapters/cad/CadFilesMade"
import { suite } from "./CadFiles.contract.ts"
import { demoCatalogue } from "./support/fixtures.ts"

// One of each family: wall boxes, floor-standing, outdoor, meter cabinets, distribution boards.
const sample = demoCatalogue.products.filter((p, i, all) => all.findIndex((q) => q.family === p.family) === i)

suite("CadFiles.layerTest", CadFiles.layerTest, sample)
suite("CadFilesMade", CadFilesMade.layer, sample)
