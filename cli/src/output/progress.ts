/**
 * Progress on standard error: a redrawn bar on a terminal, plain lines otherwise (logs, CI),
 * where a line is written per phase and about every tenth of the way.
 */
export interface Progress {
  /** A phase with a known amount of work; `done` of `total`. */
  readonly update: (label: string, done: number, total: number) => void
  readonly finish: () => void
}

const BAR = 28

export const progressOn = (stream: NodeJS.WriteStream): Progress => {
  if (stream.isTTY) {
    let drawn = false
    return {
      update: (label, done, total) => {
        const ratio = total === 0 ? 1 : Math.min(1, done / total)
        const filled = Math.round(ratio * BAR)
        const line = `[${"█".repeat(filled)}${"░".repeat(BAR - filled)}] ${String(done).padStart(String(total).length)}/${total} ${label}`
        stream.write(`\r\u001b[2K${line}`)
        drawn = true
      },
      finish: () => {
        if (drawn) stream.write("\n")
        drawn = false
      },
    }
  }
  let lastLabel = ""
  let lastDone = -1
  return {
    update: (label, done, total) => {
      const step = Math.max(1, Math.ceil(total / 10))
      const newPhase = label !== lastLabel
      if (!newPhase && (done === lastDone || (done % step !== 0 && done !== total))) return
      lastLabel = label
      lastDone = done
      stream.write(`${label}: ${done}/${total}\n`)
    },
    finish: () => {},
  }
}
