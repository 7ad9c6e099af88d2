// SPDX-License-Identifier: MIT
// The RP2040's DORMANT state, as CircuitPython 10.2.1's deep sleep uses it and rp2040js does not
// model it (CircuitPython ports/raspberrypi/common-hal/alarm/__init__.c and pin/PinAlarm.c;
// pico-sdk hardware_xosc; RP2040 datasheet 2.11.5 and 2.19.6.3):
//
// - Entering: `alarm.exit_and_deep_sleep_until_alarms()` with PinAlarms only (no TimeAlarm) ends
//   code.py; with no USB host (tud_ready() false) CircuitPython runs clk_ref and clk_sys from the
//   crystal, stops clk_usb and clk_adc, turns the PLLs off, arms each alarm's pin in IO_BANK0's
//   DORMANT_WAKE_INTE and writes "coma" to XOSC.DORMANT: the crystal stops, and with it every
//   clock and every timer of the chip. rp2040js only marks the crystal unstable, so the core
//   would spin for ever on XOSC.STATUS. Here the core stops, and every chip alarm is held (its
//   time frozen) while the emulated clock runs on for the harness only: the script's pin edges
//   and screenshots.
// - Waking: rp2040js ignores DORMANT_WAKE_INTE0..3 (IO_BANK0 0x160..0x16c, 4 bits a GPIO: level
//   low, level high, edge low, edge high); they are kept here. A pin that meets an enabled
//   condition (an edge seen across a harness alarm, a level at once) restarts the crystal after
//   its startup delay (XOSC.STARTUP's DELAY x 256 cycles of 12 MHz) and the chip's alarms run
//   on. The core then leaves its wait: CircuitPython writes the wake's cause to a watchdog
//   scratch register and reboots through the watchdog (reset_cpu), which emulator.mjs's
//   restart models with the SRAM kept (alarm.sleep_memory lives in its uninitialised part).
// - `dormantNs`: the emulated time the chip spent dormant (the report's power.dormant_ms);
//   `spells`: [[start ms, end ms | null, wake gpio | -1]] for each dormant spell.

const XOSC = 0x40024, IO_BANK0 = 0x40014;
const WAKE_INTE = 0x160, WAKE_LAST = 0x18c; // DORMANT_WAKE_INTE0..3, INTF0..3, INTS0..3
const XOSC_HZ = 12e6;

export class Dormant {
  constructor(pico) {
    this.pico = pico;
    this.dormantNs = 0;
    this.spells = [];
    this.held = null; // [alarm, nanos left] of the chip's alarms while the crystal is stopped
    this.levels = null; // each pin's level at the last look, for edges
  }
  // (again after the chip restarts: a new chip has new peripherals; the wake enables are reset)
  attach(mcu) {
    this.mcu = mcu;
    this.xosc = mcu.peripherals[XOSC];
    this.inte = new Uint32Array(4);
    const io = mcu.peripherals[IO_BANK0];
    const read = io.readUint32.bind(io), write = io.writeUint32.bind(io);
    io.readUint32 = (offset) => {
      if (offset >= WAKE_INTE && offset <= WAKE_LAST) return this.readWake(offset);
      return read(offset);
    };
    io.writeUint32 = (offset, value) => {
      if (offset >= WAKE_INTE && offset < WAKE_INTE + 16) this.inte[(offset - WAKE_INTE) >> 2] = value >>> 0;
      else if (offset >= WAKE_INTE && offset <= WAKE_LAST) return; // (INTF, INTS: not used to wake here)
      else write(offset, value);
    };
  }
  readWake(offset) {
    const reg = (offset - WAKE_INTE) >> 4, i = ((offset - WAKE_INTE) >> 2) & 3;
    if (reg === 0) return this.inte[i];
    if (reg === 2) return this.inte[i] & this.conditions(i); // INTS: enabled and met
    return 0;
  }
  // Bits of DORMANT_WAKE_INTS register i that hold now (edges: since the last look).
  conditions(i) {
    let bits = 0;
    for (let k = 0; k < 8; k++) {
      const gpio = this.mcu.gpio[i * 8 + k];
      if (!gpio) continue;
      const high = gpio.rawInputValue, was = this.levels ? this.levels[i * 8 + k] : high;
      const four = (high ? 0 : 1) | (high ? 2 : 0) | (was && !high ? 4 : 0) | (!was && high ? 8 : 0);
      bits |= four << (4 * k);
    }
    return bits >>> 0;
  }
  get asleep() { return !!this.xosc?.isDormant; }
  // The chip is dormant: run the emulated clock to the next harness alarm (or `until` ns) with
  // the chip's own alarms held; wake when a pin meets its enabled condition. Returns when the
  // chip woke or the time ran out.
  step(untilNanos, harnessAlarms) {
    const clock = this.mcu.clock;
    if (this.held === null) this.enter(harnessAlarms);
    const woke = this.wakePin();
    if (woke >= 0) return this.wake(woke);
    const next = clock.nextAlarm ? clock.nextAlarm.nanos : Infinity;
    const to = Math.min(untilNanos, next);
    if (to > clock.nanos) {
      this.dormantNs += to - clock.nanos;
      clock.tick(to - clock.nanos); // (only the harness's alarms are linked: edges, shots)
    }
    const after = this.wakePin();
    if (after >= 0) this.wake(after);
  }
  enter(harnessAlarms) {
    const clock = this.mcu.clock;
    this.held = [];
    for (let a = clock.nextAlarm; a; a = a.next) {
      if (!harnessAlarms.has(a)) this.held.push([a, a.nanos - clock.nanos]);
    }
    for (const [a] of this.held) { clock.unlinkAlarm(a); a.scheduled = false; }
    this.levels = this.mcu.gpio.map((p) => p.rawInputValue);
    this.spells.push([this.pico.ms, null, -1]);
  }
  // The first GPIO whose enabled condition holds (edges since entering), or -1.
  wakePin() {
    for (let i = 0; i < 4; i++) {
      const met = this.inte[i] & this.conditions(i);
      for (let k = 0; k < 8 && met; k++) if ((met >>> (4 * k)) & 0xf) return i * 8 + k;
    }
    this.levels = this.mcu.gpio.map((p) => p.rawInputValue);
    return -1;
  }
  // The chip restarts while dormant (a power cut): the spell ends there, no pin woke it; the
  // held alarms die with the old chip.
  stop() {
    if (this.held === null) return;
    this.held = null;
    this.levels = null;
    this.spells.at(-1)[1] = this.pico.ms;
  }
  wake(gpio) {
    const clock = this.mcu.clock;
    const delay = (this.xosc.startup & 0x3fff) * 256 * (this.xosc.startup & 0x100000 ? 4 : 1);
    const startNs = (delay / XOSC_HZ) * 1e9; // the crystal's startup before the core runs again
    this.dormantNs += startNs;
    clock.tick(startNs);
    for (const [a, left] of this.held) clock.linkAlarm(left, a); // the chip's time goes on
    this.held = null;
    this.levels = null;
    this.xosc.isDormant = false;
    this.xosc.stable = true; // (it was running when it was stopped)
    this.xosc.dormant = 0x77616b65; // "wake"
    const spell = this.spells.at(-1);
    spell[1] = this.pico.ms;
    spell[2] = gpio;
  }
}
