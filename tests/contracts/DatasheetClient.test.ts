/**
 * The DatasheetClient contract against the test layer, the in-process client (the CLI's) and
 * the HTTP client (the browser's) against a local server speaking the spec §7 endpoints; both
 * real clients sit on the same server side (support/datasheetBackend.ts).
 */
import { Effect, Layer } from "effect"
import { Catalogue, DatasheetClient } from "@shop/core"
import * as DatasheetClientHttp from "@shop/adapters/datasheets/DatasheetClientHttp"
import * as DatasheetClientInProcess from "@shop/adapters/datasheets/DatasheetClientInProcess"
import { suite } from "./DatasheetClient.contract.ts"
import { GenerationDone, backend, datasheetHttpServer } from "./support/datasheetBackend.ts"
import { demoCatalogue } from "./support/fixtures.ts"

const products = demoCatalogue.products.slice(0, 2)

suite(
  "DatasheetClient.layerTest",
  // Generation is instant: nothing to wait for.
  Layer.mergeAll(DatasheetClient.layerTest, Layer.succeed(GenerationDone, Effect.void)).pipe(Layer.provide(Catalogue.layerTest(demoCatalogue))),
  products,
)

suite(
  "DatasheetClientInProcess",
  // One look at the job per poll: the test waits for the generation itself.
  DatasheetClientInProcess.layer({ requester: "contract-visitor", lang: "de", longPollMillis: 0 }).pipe(Layer.provideMerge(backend)),
  products,
)

suite(
  "DatasheetClientHttp against the /api/pdf endpoints",
  Layer.unwrap(Effect.map(datasheetHttpServer, (url) => DatasheetClientHttp.layer({ base: `${url}/api/pdf`, lang: "de" }))).pipe(Layer.provideMerge(backend)),
  products,
)
