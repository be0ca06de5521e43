/** The render gate: a bounded number of renders at once, admitted in arrival order. */
import { describe, expect, it } from "vitest"
import { DEFAULT_RENDER_SLOTS, makeRenderGate, renderSlotsFrom } from "./renderGate.ts"

/** A render that runs until `finish` is called, recording when it started. */
const controlled = (started: Array<string>, name: string) => {
  let finish!: () => void
  const done = new Promise<void>((resolve) => (finish = resolve))
  return { finish, render: async () => (started.push(name), await done, name) }
}
/** A few turns of the event loop: a slot is handed on in the next one. */
const settle = async () => {
  for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve))
}

describe("render gate", () => {
  it("runs at most its slots at once and the rest in the order they arrived", async () => {
    const gate = makeRenderGate(2)
    const started: Array<string> = []
    const renders = ["a", "b", "c", "d", "e"].map((name) => controlled(started, name))
    const results = renders.map(({ render }) => gate.run(render))
    await settle()
    expect(started).toEqual(["a", "b"])
    expect(gate.load()).toEqual({ running: 2, waiting: 3 })

    renders[1]!.finish()
    await settle()
    expect(started).toEqual(["a", "b", "c"])
    // A render arriving now queues behind d and e, though c's slot is the next to free.
    const late = controlled(started, "late")
    const lateResult = gate.run(late.render)
    renders[2]!.finish()
    await settle()
    expect(started).toEqual(["a", "b", "c", "d"])
    for (const r of [renders[0]!, renders[3]!, renders[4]!, late]) r.finish()
    expect(await Promise.all([...results, lateResult])).toEqual(["a", "b", "c", "d", "e", "late"])
    expect(started).toEqual(["a", "b", "c", "d", "e", "late"])
    expect(gate.load()).toEqual({ running: 0, waiting: 0 })
  })

  it("hands a slot on in the next turn of the event loop, so connections are read between renders", async () => {
    const gate = makeRenderGate(1)
    const order: Array<string> = []
    const renders = ["first", "second", "third"].map((name) => gate.run(async () => void order.push(name)))
    setImmediate(() => order.push("I/O"))
    await Promise.all(renders)
    expect(order).toEqual(["first", "I/O", "second", "third"])
  })

  it("frees the slot of a render that fails, and passes its error on", async () => {
    const gate = makeRenderGate(1)
    await expect(gate.run(() => Promise.reject(new Error("render failed")))).rejects.toThrow("render failed")
    expect(await gate.run(async () => "next")).toBe("next")
    expect(gate.load()).toEqual({ running: 0, waiting: 0 })
  })

  it("reads RENDER_CONCURRENCY: a whole number of at least 1, 4 when unset", () => {
    expect(renderSlotsFrom(undefined)).toBe(DEFAULT_RENDER_SLOTS)
    expect(renderSlotsFrom(" ")).toBe(4)
    expect(renderSlotsFrom("8")).toBe(8)
    for (const bad of ["0", "-1", "2.5", "many"]) expect(() => renderSlotsFrom(bad)).toThrow(/RENDER_CONCURRENCY must be a whole number of at least 1/)
  })
})
