/**
 * The one ManagedRuntime of the web server process, built from the web layer (catalogue,
 * article groups, archiver, content). Only server functions use it; it is disposed on exit.
 */
import { ConfigProvider, Layer, ManagedRuntime } from "effect"
import { webLayer } from "@shop/adapters/webLayer"
import { configProvider } from "./env.ts"

export const runtime = ManagedRuntime.make(webLayer().pipe(Layer.provide(ConfigProvider.layer(configProvider))))

export type WebServices = ManagedRuntime.ManagedRuntime.Services<typeof runtime>

let disposing = false
const dispose = (signal: NodeJS.Signals) => {
  if (disposing) return
  disposing = true
  void runtime.dispose().finally(() => process.kill(process.pid, signal))
}
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => dispose(signal))
