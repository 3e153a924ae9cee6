import { createRandom } from './prng'
import { PENALTY, type SeatingProblem } from './problem'

/**
 * Simulated annealing over whole parties: a step moves one unit to another table with room, or
 * swaps two units of different tables when both fit. Every score change is computed
 * incrementally from per-person, per-table weight sums, so a step costs the unit's degree, not the
 * plan's size. The best state seen is kept, and the search starts from the given arrangement, so
 * the result is never worse than it. Units holding a locked seat stay where they started.
 */
export class SeatingSearch {
  readonly problem: SeatingProblem
  private readonly random: () => number
  private readonly columns: number
  private readonly unitTable: Int32Array
  private readonly personTable: Int32Array
  private readonly used: Int32Array
  /** Units at each table, with each unit's position in its table's list (for O(1) removal). */
  private readonly tableUnits: number[][]
  private readonly unitSlot: Int32Array
  private readonly personUnit: Int32Array
  /** 1 for the units holding a locked seat: never moved, never swapped. */
  private readonly frozen: Uint8Array
  /** Each person's strongest positive pair, or -1. */
  private readonly bestFriend: Int32Array
  /** Which side of the current move each person is on (see moveDelta). */
  private readonly side: Int32Array
  private stamp = 0
  /** The move being tried: units leaving for the target table, and units coming back. */
  private readonly mine = new Int32Array(2)
  private mineCount = 0
  private readonly theirs = new Int32Array(8)
  private theirsCount = 0
  private temperature = 1
  /** weightAt[p * columns + t]: sum of p's pair weights with the people at table t. */
  private readonly weightAt: Float64Array
  /** knownAt[p * columns + t]: how many acquaintances of p sit at table t. */
  private readonly knownAt: Int32Array
  private lonely = 0
  private score: number
  private best: number
  private readonly bestUnitTable: Int32Array
  private readonly temperatureStart: number

  constructor(problem: SeatingProblem, seed: number) {
    this.problem = problem
    this.random = createRandom(seed)
    const n = problem.personIds.length
    this.columns = problem.tableCount + 1
    this.unitTable = Int32Array.from(problem.startTable)
    this.personTable = new Int32Array(n)
    this.used = new Int32Array(this.columns)
    this.tableUnits = Array.from({ length: this.columns }, () => [])
    this.unitSlot = new Int32Array(problem.units.length)
    this.personUnit = new Int32Array(n)
    this.side = new Int32Array(n)
    this.bestFriend = new Int32Array(n).fill(-1)
    this.frozen = new Uint8Array(problem.units.length).fill(1)
    for (const u of problem.movable) this.frozen[u] = 0
    problem.units.forEach((members, u) => {
      const list = this.tableUnits[problem.startTable[u]]
      this.unitSlot[u] = list.length
      list.push(u)
      for (const p of members) {
        this.personTable[p] = problem.startTable[u]
        this.personUnit[p] = u
      }
      this.used[problem.startTable[u]] += members.length
    })
    this.weightAt = new Float64Array(n * this.columns)
    this.knownAt = new Int32Array(problem.requireAcquaintance ? n * this.columns : 0)
    for (let p = 0; p < n; p++) {
      let strongest = 0
      for (let i = problem.adjStart[p]; i < problem.adjStart[p + 1]; i++) {
        this.weightAt[p * this.columns + this.personTable[problem.adjQ[i]]] += problem.adjW[i]
        if (problem.adjW[i] > strongest) {
          strongest = problem.adjW[i]
          this.bestFriend[p] = problem.adjQ[i]
        }
      }
      for (let i = problem.knownStart[p]; i < problem.knownStart[p + 1]; i++)
        this.knownAt[p * this.columns + this.personTable[problem.knownQ[i]]] += 1
    }
    this.score = this.evaluate()
    this.best = this.score
    this.bestUnitTable = Int32Array.from(this.unitTable)
    // Half the strongest pair weight at first, so even strong pairs part for a better neighbourhood;
    // a fiftieth of that at the end, where only gains are kept (tuned on the bench's instances).
    let strongest = 0
    for (const w of problem.adjW) if (w > strongest && w < PENALTY.hard) strongest = w
    this.temperatureStart = (strongest || 1) / 2
  }

  /** The full score from scratch: pair weights at shared tables minus the penalties. */
  private evaluate(): number {
    const { problem, columns } = this
    let total = 0
    const noSeat = problem.tableCount
    for (let p = 0; p < problem.personIds.length; p++) {
      const t = this.personTable[p]
      if (t === noSeat) {
        total -= PENALTY.unseated
        continue
      }
      total += this.weightAt[p * columns + t] / 2
      if (problem.requireAcquaintance && this.knownAt[p * columns + t] === 0) this.lonely++
    }
    return total - PENALTY.hard * this.lonely
  }

  /** Moves one person and returns the change of score. */
  private movePerson(p: number, to: number): number {
    const { problem, columns } = this
    const from = this.personTable[p]
    const noSeat = problem.tableCount
    let delta = 0
    if (from !== noSeat) delta -= this.weightAt[p * columns + from]
    else delta += PENALTY.unseated
    if (to !== noSeat) delta += this.weightAt[p * columns + to]
    else delta -= PENALTY.unseated
    for (let i = problem.adjStart[p]; i < problem.adjStart[p + 1]; i++) {
      const row = problem.adjQ[i] * columns
      this.weightAt[row + from] -= problem.adjW[i]
      this.weightAt[row + to] += problem.adjW[i]
    }
    if (problem.requireAcquaintance) {
      let lonely = 0
      if (from !== noSeat && this.knownAt[p * columns + from] === 0) lonely--
      if (to !== noSeat && this.knownAt[p * columns + to] === 0) lonely++
      for (let i = problem.knownStart[p]; i < problem.knownStart[p + 1]; i++) {
        const q = problem.knownQ[i]
        const row = q * columns
        const seat = this.personTable[q]
        if (--this.knownAt[row + from] === 0 && seat === from && from !== noSeat) lonely++
        if (this.knownAt[row + to]++ === 0 && seat === to && to !== noSeat) lonely--
      }
      this.lonely += lonely
      delta -= PENALTY.hard * lonely
    }
    this.personTable[p] = to
    this.used[from]--
    this.used[to]++
    return delta
  }

  private moveUnit(u: number, to: number): number {
    let delta = 0
    const members = this.problem.units[u]
    for (let m = 0; m < members.length; m++) delta += this.movePerson(members[m], to)
    const leaving = this.tableUnits[this.unitTable[u]]
    const last = leaving.pop() as number
    if (last !== u) {
      leaving[this.unitSlot[u]] = last
      this.unitSlot[last] = this.unitSlot[u]
    }
    this.unitSlot[u] = this.tableUnits[to].length
    this.tableUnits[to].push(u)
    this.unitTable[u] = to
    return delta
  }

  private fits(table: number, leaving: number, arriving: number): boolean {
    return this.used[table] - leaving + arriving <= this.problem.capacity[table]
  }

  /** A table worth trying for unit u: often one where a friend of a member sits. */
  private targetFor(u: number): number {
    const { problem } = this
    if (this.random() < 0.5) {
      const members = problem.units[u]
      const p = members[Math.floor(this.random() * members.length)]
      const degree = problem.adjStart[p + 1] - problem.adjStart[p]
      if (degree > 0) {
        const i = problem.adjStart[p] + Math.floor(this.random() * degree)
        if (problem.adjW[i] > 0) return this.personTable[problem.adjQ[i]]
      }
    }
    // The no-seat table is a target only while somebody sits there (to trade places with them).
    const noSeat = problem.tableCount
    const choices = this.used[noSeat] > 0 ? this.columns : noSeat
    return Math.floor(this.random() * choices)
  }

  /**
   * Puts unit u into `out` at `at`, and with some chance the unit of a member's friend at the same
   * table too: couples spread over two parties then move as one instead of having to part first.
   * Returns how many units it added.
   */
  private cluster(u: number, out: Int32Array, at: number): number {
    out[at] = u
    if (this.random() >= 0.3) return 1
    const members = this.problem.units[u]
    const friend = this.friendOf(members[Math.floor(this.random() * members.length)])
    const v = friend >= 0 ? this.personUnit[friend] : -1
    if (v < 0 || v === u || this.frozen[v] || this.unitTable[v] !== this.unitTable[u]) return 1
    out[at + 1] = v
    return 2
  }

  /** The strongest positive pair of p, or half the time any positive pair of p; -1 if none. */
  private friendOf(p: number): number {
    const { problem } = this
    const degree = problem.adjStart[p + 1] - problem.adjStart[p]
    if (degree === 0 || this.random() < 0.5) return this.bestFriend[p]
    const i = problem.adjStart[p] + Math.floor(this.random() * degree)
    return problem.adjW[i] > 0 ? problem.adjQ[i] : -1
  }

  private sizeOf(units: Int32Array, count: number): number {
    let size = 0
    for (let k = 0; k < count; k++) size += this.problem.units[units[k]].length
    return size
  }

  private moveAll(units: Int32Array, count: number, to: number): number {
    let delta = 0
    for (let k = 0; k < count; k++) delta += this.moveUnit(units[k], to)
    return delta
  }

  /**
   * The score change of moving the `mine` units to table `to` and the `theirs` units back to
   * `from`, read from the per-table sums without changing anything: most proposals are refused,
   * and reading is cheaper than moving and moving back. Not for acquaintance counts.
   */
  private moveDelta(from: number, to: number): number {
    if (this.stamp > 2_000_000_000) {
      this.stamp = 0
      this.side.fill(0)
    }
    const ours = (this.stamp += 2)
    this.mark(this.mine, this.mineCount, ours)
    this.mark(this.theirs, this.theirsCount, ours + 1)
    return (
      this.sideDelta(this.mine, this.mineCount, from, to, ours, ours + 1) +
      this.sideDelta(this.theirs, this.theirsCount, to, from, ours + 1, ours)
    )
  }

  private mark(units: Int32Array, count: number, value: number) {
    for (let k = 0; k < count; k++) {
      const members = this.problem.units[units[k]]
      for (let m = 0; m < members.length; m++) this.side[members[m]] = value
    }
  }

  private sideDelta(units: Int32Array, count: number, from: number, to: number, same: number, other: number): number {
    const { problem, columns, weightAt, side } = this
    const { adjStart, adjQ, adjW } = problem
    const noSeat = problem.tableCount
    let delta = 0
    for (let k = 0; k < count; k++) {
      const members = problem.units[units[k]]
      for (let m = 0; m < members.length; m++) {
        const p = members[m]
        delta += from === noSeat ? PENALTY.unseated : -weightAt[p * columns + from]
        if (to === noSeat) {
          delta -= PENALTY.unseated
          continue
        }
        delta += weightAt[p * columns + to]
        // Pairs moving together stay together; pairs trading places stay apart.
        for (let i = adjStart[p]; i < adjStart[p + 1]; i++) {
          const mark = side[adjQ[i]]
          if (mark === same) delta += adjW[i]
          else if (mark === other) delta -= adjW[i]
        }
      }
    }
    return delta
  }

  private accept(delta: number): boolean {
    return delta >= 0 || this.random() < Math.exp(delta / this.temperature)
  }

  /** Applies the prepared move when accepted; with acquaintance, applies first and undoes if refused. */
  private attempt(from: number, to: number): boolean {
    const quick = !this.problem.requireAcquaintance
    if (quick && !this.accept(this.moveDelta(from, to))) return false
    const delta = this.moveAll(this.mine, this.mineCount, to) + this.moveAll(this.theirs, this.theirsCount, from)
    if (quick || this.accept(delta)) return this.keep(delta)
    this.moveAll(this.theirs, this.theirsCount, to)
    this.moveAll(this.mine, this.mineCount, from)
    return false
  }

  /** One annealing step at the current temperature; true when it was kept. */
  private step(): boolean {
    const { units, movable } = this.problem
    if (movable.length === 0) return false
    // Without locks movable[i] is i: the same draws as before locks existed.
    const u = movable[Math.floor(this.random() * movable.length)]
    const from = this.unitTable[u]
    const to = this.targetFor(u)
    if (to === from) return false
    this.mineCount = this.cluster(u, this.mine, 0)
    const size = this.sizeOf(this.mine, this.mineCount)
    this.theirsCount = 0
    if (this.fits(to, 0, size) && this.random() < 0.5) return this.attempt(from, to)

    // Swap with a unit (or a pair of friends) of the target table, when both tables can take it.
    const there = this.tableUnits[to]
    if (there.length === 0) return false
    const first = there[Math.floor(this.random() * there.length)]
    if (this.frozen[first]) return false
    this.theirsCount = this.cluster(first, this.theirs, 0)
    let other = this.sizeOf(this.theirs, this.theirsCount)
    // A large party trades places with as many small ones as it needs to fit.
    for (let tries = 0; !this.fits(to, other, size) && tries < 4 && this.theirsCount < there.length; tries++) {
      const v = there[Math.floor(this.random() * there.length)]
      if (this.frozen[v] || this.theirs.subarray(0, this.theirsCount).includes(v)) continue
      this.theirs[this.theirsCount++] = v
      other += units[v].length
    }
    if (!this.fits(from, size, other) || !this.fits(to, other, size)) return false
    return this.attempt(from, to)
  }

  private keep(delta: number): boolean {
    this.score += delta
    if (this.score > this.best + 1e-9) {
      this.best = this.score
      this.bestUnitTable.set(this.unitTable)
    }
    return true
  }

  /**
   * Runs `steps` steps of a schedule of `total` steps, starting at step `done`: the temperature
   * falls geometrically over the whole schedule, so running it in slices changes nothing.
   */
  run(done: number, steps: number, total: number): void {
    const start = this.temperatureStart
    const ratio = Math.log(1 / 50)
    for (let i = done; i < done + steps; i++) {
      // exp() per 256 steps: the schedule is smooth enough, and exp() is not free.
      if ((i & 255) === 0 || i === done) this.temperature = start * Math.exp((ratio * i) / total)
      this.step()
    }
  }

  /** Table index of every unit in the best state found. */
  bestTables(): Int32Array {
    return Int32Array.from(this.bestUnitTable)
  }

  bestScore(): number {
    return this.best
  }
}
