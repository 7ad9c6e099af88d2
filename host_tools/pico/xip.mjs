// SPDX-License-Identifier: MIT
// The RP2040's XIP cache, which rp2040js 1.4.1 does not have (it reads flash as if it were SRAM).
//
// RP2040 datasheet 2.6.3 (XIP cache): 16 KB, two-way set-associative, 8-byte lines, a 1-cycle hit.
// A line holds two 32-bit words, each with its own valid bit, and a miss fills one word: the SSI
// does one 32-bit transfer per XIP access (raspberrypi/pico-feedback#307). The flash is mirrored:
//   0x10... cached, allocating      0x11... cached, non-allocating (a hit is served, a miss is not kept)
//   0x12... uncached, allocating    0x13... uncached, non-allocating (always the flash)
// XIP_CTRL (0x14000000): CTRL.EN (off: every access goes to the flash), FLUSH (clears every tag),
// STAT, CTR_HIT and CTR_ACC (the hardware's own counters, which firmware can read).
//
// A miss stalls the core for one SSI transfer: the clocks of the read as the firmware programmed
// the SSI (boot2 writes BAUDR, CTRLR0 and SPI_CTRLR0: instruction, address + mode bits, dummy
// clocks, 32 data bits, each over 1, 2 or 4 lines) times BAUDR's divider, plus a fixed
// MISS_OVERHEAD of clk_sys cycles for the bus and the SSI's chip-select/synchronisation (~400 ns
// measured uncached at 125 MHz with divider 2 by oberon-rtk: 20 clocks x 2 + 10 = 50 cycles).
// On CircuitPython 10.2.1's Pico boot2 (0xEB quad read in continuous mode, 4 dummy clocks,
// divider 4) that is 20 x 4 + 10 = 90 cycles at any core clock. Replacement: least recently used
// of the two ways (the datasheet does not say; a sweep larger than the cache misses either way).
// DMA reads from flash are not charged (the core is not stalled by them).

export const XIP_LINES = 1024; // sets: 16 KB / 8-byte lines / 2 ways
export const MISS_OVERHEAD = 10; // clk_sys cycles beyond the SSI's clocks, per miss

const XIP_CTRL_PAGE = 0x14000; // rp2040js's peripheral key for 0x14000000
const FLASH = 0x10000000;
const SRAM = 0x20000000;

// SSI clocks of one 32-bit XIP read, from the SSI registers (datasheet 4.10.13).
export function ssiReadClocks(ctrlr0, spiCtrlr0) {
  const frf = (ctrlr0 >>> 21) & 3; // SPI_FRF: 0 standard, 1 dual, 2 quad
  const lanes = [1, 2, 4, 1][frf];
  const trans = spiCtrlr0 & 3; // TRANS_TYPE: 0 all serial, 1 address wide, 2 both wide
  const addrBits = ((spiCtrlr0 >>> 2) & 0xf) * 4; // ADDR_L: address + mode bits, in nibbles
  const instBits = [0, 4, 8, 16][(spiCtrlr0 >>> 8) & 3]; // INST_L
  const wait = (spiCtrlr0 >>> 11) & 0x1f; // WAIT_CYCLES: dummy clocks
  if (frf === 0) return instBits + addrBits + wait + 32; // standard SPI: ADDR_L etc. unused the same
  const inst = trans === 2 ? instBits / lanes : instBits;
  const addr = trans >= 1 ? addrBits / lanes : addrBits;
  return Math.ceil(inst + addr + wait + 32 / lanes);
}

export class XipCache {
  // mcu: an rp2040js RP2040. Reads of the core from 0x10000000-0x13ffffff go through the cache;
  // each miss adds its stall to `pending` (clk_sys cycles) for the run loop to charge.
  constructor(mcu) {
    this.mcu = mcu;
    this.ssi = mcu.peripherals[0x18000];
    this.tags = new Int32Array(XIP_LINES * 2).fill(-1);
    this.valid = new Uint8Array(XIP_LINES * 2); // bit 0: low word, bit 1: high word
    this.victim = new Uint8Array(XIP_LINES); // the way a fill replaces next (the older one)
    this.enabled = true; // XIP_CTRL.CTRL.EN
    this.ctrl = 3; // CTRL's reset value: EN | ERR_BADWRITE
    this.hits = 0; // CTR_HIT
    this.accesses = 0; // CTR_ACC
    this.misses = 0;
    this.stallCycles = 0;
    this.stallNs = 0;
    this.pending = 0;
    this.flushes = 0;
    // the word of the last read that left it cached, and of the last instruction fetch (the next
    // read of it hits, as on the chip: only a fill that evicts a line can change that)
    this.lastWord = -1;
    this.lastFetch = -1;
    this.baudr = -1; // the SSI settings the miss cost was worked out for
    this.cost = 0;
    this.install();
  }
  install() {
    const { mcu } = this;
    const core = mcu.core;
    // every core read goes through core.readUint* (instruction fetches, loads, exception entry)
    for (const name of ['readUint32', 'readUint8']) {
      const read = mcu[name].bind(mcu);
      core[name] = (a) => {
        if (a >>> 26 === 4) { // 0x10000000-0x13ffffff
          if (a >>> 2 !== this.lastWord) this.access(a);
          else this.hits++, this.accesses++;
        }
        return read(a);
      };
    }
    // instruction fetches: two a word, and most from the 0x10... alias or SRAM (read here directly)
    const read16 = mcu.readUint16.bind(mcu), view = mcu.flashView, end = FLASH + mcu.flash.length;
    const sram = mcu.sramView, sramEnd = SRAM + mcu.sram.length - 1;
    core.readUint16 = (a) => {
      if (a >>> 26 !== 4) return a >= SRAM && a < sramEnd ? sram.getUint16(a - SRAM, true) : read16(a);
      if (a >>> 2 !== this.lastFetch) {
        this.access(a);
        this.lastFetch = this.lastWord;
      } else this.hits++, this.accesses++;
      return a < end ? view.getUint16(a - FLASH, true) : read16(a);
    };
    mcu.peripherals[XIP_CTRL_PAGE] = new XipCtrl(this);
    // the XIP block's reset flushes the cache (datasheet 2.6.3.2)
    const reset = mcu.reset.bind(mcu);
    mcu.reset = () => { reset(); this.flush(); };
  }
  // The miss stall in clk_sys cycles for the SSI's current settings (0 until it is set up).
  missCycles() {
    const { baudr, crtlr0, spictlr0 } = this.ssi;
    if (baudr !== this.baudr || crtlr0 !== this.ctrlr0 || spictlr0 !== this.spiCtrlr0) {
      this.baudr = baudr;
      this.ctrlr0 = crtlr0;
      this.spiCtrlr0 = spictlr0;
      this.cost = baudr ? ssiReadClocks(crtlr0, spictlr0) * (baudr & 0xfffe) + MISS_OVERHEAD : 0;
    }
    return this.cost;
  }
  access(a) {
    this.accesses++;
    const alias = (a >>> 24) & 3;
    const off = a & 0xffffff;
    const set = (off >>> 3) & (XIP_LINES - 1);
    const tag = off >>> 13;
    const word = 1 << ((off >>> 2) & 1);
    const i = set << 1;
    const { tags, valid } = this;
    const cached = this.enabled;
    if (cached && alias < 2) {
      const way = tags[i] === tag && valid[i] & word ? 0 : tags[i + 1] === tag && valid[i + 1] & word ? 1 : -1;
      if (way >= 0) {
        this.victim[set] = 1 - way;
        this.hits++;
        this.lastWord = a >>> 2;
        return;
      }
    }
    this.lastWord = -1;
    const stall = this.missCycles();
    this.misses++;
    this.stallCycles += stall;
    this.pending += stall;
    if (!cached || alias & 1) return; // a non-allocating alias (or the cache off): not kept
    let way;
    if (tags[i] === tag) way = 0; // the line is there, this word was not
    else if (tags[i + 1] === tag) way = 1;
    else {
      way = this.victim[set];
      if (tags[i + way] >= 0) this.lastFetch = -1; // an eviction: it may have been that line
      tags[i + way] = tag;
      valid[i + way] = 0;
    }
    valid[i + way] |= word;
    this.victim[set] = 1 - way;
    if (!alias) this.lastWord = a >>> 2;
  }
  // The stall cycles of the reads since the last call (the run loop adds them to the instruction),
  // at `cycleNanos` a clk_sys cycle (the clock can change during a run).
  take(cycleNanos) {
    const p = this.pending;
    this.pending = 0;
    this.stallNs += p * cycleNanos;
    return p;
  }
  flush() {
    this.lastWord = this.lastFetch = -1;
    this.tags.fill(-1);
    this.valid.fill(0);
    this.flushes++;
  }
  stats() {
    return {
      enabled: true,
      misses: this.misses,
      hits: this.hits,
      accesses: this.accesses,
      stall_ms: +(this.stallNs / 1e6).toFixed(3),
      stall_cycles: this.stallCycles,
      miss_cycles: this.missCycles(),
      flushes: this.flushes,
      ssi: { baudr: this.ssi.baudr, ctrlr0: this.ssi.crtlr0 >>> 0, spi_ctrlr0: this.ssi.spictlr0 >>> 0,
        read_clocks: ssiReadClocks(this.ssi.crtlr0, this.ssi.spictlr0) },
    };
  }
}

// XIP_CTRL: the cache's registers (rp2040js has none: writes to FLUSH were dropped).
class XipCtrl {
  constructor(xip) {
    this.xip = xip;
  }
  readUint32(offset) {
    const { xip } = this;
    switch (offset) {
      case 0x00: return xip.ctrl;
      case 0x04: return 1; // FLUSH: reading waits for a flush to finish (ours is instant)
      case 0x08: return 0x3; // STAT: FLUSH_READY | FIFO_EMPTY
      case 0x0c: return xip.hits >>> 0; // CTR_HIT
      case 0x10: return xip.accesses >>> 0; // CTR_ACC
    }
    return 0;
  }
  writeUint32Atomic(offset, value, atomicType) {
    const old = this.readUint32(offset);
    const v = [value, old ^ value, old | value, old & ~value][atomicType];
    this.writeUint32(offset, v);
  }
  writeUint32(offset, value) {
    const { xip } = this;
    switch (offset) {
      case 0x00:
        xip.ctrl = value & 0xb;
        xip.enabled = !!(value & 1) && !(value & 8); // POWER_DOWN forces the cache off
        xip.lastWord = xip.lastFetch = -1;
        break;
      case 0x04: if (value & 1) xip.flush(); break;
      case 0x0c: xip.hits = 0; break;
      case 0x10: xip.accesses = 0; break;
    }
  }
}
