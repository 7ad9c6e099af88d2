// SPDX-License-Identifier: MIT
// rp2040js gap: its PIO blocks run on the host's wall clock (RPPIO.run: 1000 instructions per
// setTimeout turn), not on the emulated one. The harness runs the core in long synchronous
// batches, so a state machine ran ~1000 instructions per 100 emulated ms instead of ~clk_sys per
// second: rp2pio's background_read never saw a word, and an edge was sampled long after it came.
//
// PioClock steps every enabled state machine on the emulated clock instead: the run loop calls
// advance(cycles) with the clk_sys cycles it just spent, and each machine executes its
// instructions when due, an instruction taking 1 + its delay cycles (rp2040js counts them in
// machine.cycles but does not wait them out) times its clock divider (SMn_CLKDIV, int.frac).
// A machine stalled on WAIT or a full FIFO polls every cycle. Nothing runs while no machine is on.

export class PioClock {
  constructor(mcu) {
    this.mcu = mcu;
    this.pios = mcu.pio;
    this.now = 0; // clk_sys cycles since the harness started
    this.due = this.pios.map(() => [0, 0, 0, 0]); // clk_sys cycle of each machine's next step
    // running: a machine is on. The run loop reads it at every instruction (a getter over the
    // blocks cost a tenth of the wall time); a block starts or stops only by a write to its CTRL,
    // so it is worked out after each write to a block's registers.
    this.running = this.pios.some((block) => !block.stopped);
    for (const pio of this.pios) {
      pio.run = () => {}; // no wall-clock stepping
      const write = pio.writeUint32.bind(pio);
      pio.writeUint32 = (offset, value) => {
        write(offset, value);
        this.running = this.pios.some((block) => !block.stopped);
      };
    }
  }
  advance(cycles) {
    const now = (this.now += cycles);
    for (let p = 0; p < this.pios.length; p++) {
      const pio = this.pios[p];
      if (pio.stopped) continue;
      const due = this.due[p];
      for (let i = 0; i < 4; i++) {
        const m = pio.machines[i];
        if (!m.enabled) { due[i] = now; continue; }
        const div = m.clockDivInt + m.clockDivFrac / 256 || 65536; // int 0 means 65536
        while (due[i] <= now) {
          const before = m.cycles;
          m.step();
          due[i] += Math.max(1, m.cycles - before) * div;
        }
      }
      pio.checkChangedPins();
    }
  }
}
