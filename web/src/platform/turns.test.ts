/** Turns: requests start one per turn of the event loop, in the order they arrived. */
import { describe, expect, it } from "vitest"
import { makeTurns } from "./turns.ts"

/** Counts the event loop's turns (one immediate per check phase) until stopped. */
const turnCounter = () => {
  let turn = 0
  let counting = true
  const count = () => {
    turn++
    if (counting) setImmediate(count)
  }
  setImmediate(count)
  return { now: () => turn, stop: () => void (counting = false) }
}

describe("turns", () => {
  it("lets one request in per turn of the event loop, in arrival order, so sockets are polled between requests", async () => {
    const nextTurn = makeTurns()
    const turns = turnCounter()
    const started: Array<readonly [string, number]> = []
    const request = async (name: string) => {
      await nextTurn()
      started.push([name, turns.now()])
    }
    const first = ["a", "b", "c"].map(request)
    // One arriving while the others wait queues behind them.
    await new Promise((resolve) => setImmediate(resolve))
    await Promise.all([...first, request("late")])
    turns.stop()

    expect(started.map(([name]) => name)).toEqual(["a", "b", "c", "late"])
    const startTurns = started.map(([, turn]) => turn)
    expect(new Set(startTurns).size).toBe(startTurns.length)
    for (let i = 1; i < startTurns.length; i++) expect(startTurns[i]).toBeGreaterThan(startTurns[i - 1]!)
  })

  it("lets a request in within one turn when none waits", async () => {
    const nextTurn = makeTurns()
    const turns = turnCounter()
    const before = turns.now()
    await nextTurn()
    const after = turns.now()
    await nextTurn()
    turns.stop()
    expect(after - before).toBeLessThanOrEqual(1)
    expect(turns.now() - after).toBeLessThanOrEqual(1)
  })
})
