/** The Archiver contract against the in-memory test layer and jszip. */
import { Archiver } from "@shop/core"
import * as ArchiverJszip from "@shop/adapters/archive/ArchiverJszip"
import { suite } from "./Archiver.contract.ts"

suite("Archiver.layerTest", Archiver.layerTest)
suite("ArchiverJszip", ArchiverJszip.layer)
