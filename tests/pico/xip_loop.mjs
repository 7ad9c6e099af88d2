// SPDX-License-Identifier: MIT
// A bare-metal loop on the emulated Pico (no CircuitPython) for tests/pico/test_pico_xip.py: it
// sweeps `bytes` of flash, one word load per 8-byte cache line, pass after pass, through the XIP
// alias `alias` (0x10..0x13), with the SSI programmed as CircuitPython's boot2 leaves it (quad
// 0xEB read in continuous mode: 32 address + mode bits over 4 lines, 4 dummy clocks, 32 data bits)
// and BAUDR = `baudr`. Prints {ns_per_load, misses_per_load, miss_cycles, clk_sys} as JSON.
//   node tests/pico/xip_loop.mjs '{"bytes": 32768, "alias": 16, "baudr": 4, "ideal": false}'
import { Pico } from '../../host_tools/pico/emulator.mjs';

const job = { bytes: 8192, alias: 0x10, baudr: 4, ideal: false, ms: 20, flush: false,
  ...JSON.parse(process.argv[2] ?? '{}') };
const CODE = [
  0x4639, // 0: mov r1, r7        the sweep starts
  0x680d, // 2: ldr r5, [r1, #0]  one word of this line
  0x3108, // 4: adds r1, #8       the next line
  0x4291, // 6: cmp r1, r2
  0xd1fb, // 8: bne 2
  0x3401, // a: adds r4, #1       one more pass
  0xe7f8, // c: b 0
];
const DATA = 0x10000; // flash offset of the swept data (past the code's lines)

const flash = new Uint8Array(2 * 1024 * 1024).fill(0xff);
CODE.forEach((h, i) => { flash[2 * i] = h & 0xff; flash[2 * i + 1] = h >> 8; });
const pico = new Pico({ flashImage: flash, idealFlash: job.ideal });
const { mcu } = pico;
const { core } = mcu;
mcu.writeUint32(0x18000008, 0); // SSIENR = 0, as boot2 does before configuring
mcu.writeUint32(0x18000014, job.baudr); // BAUDR
mcu.writeUint32(0x18000000, (2 << 21) | (31 << 16) | (3 << 8)); // CTRLR0: quad, 32-bit, EEPROM read
mcu.writeUint32(0x180000f4, (0xa0 << 24) | (4 << 11) | (8 << 2) | 2); // SPI_CTRLR0: no inst, 2C2A
mcu.writeUint32(0x18000008, 1);
const base = ((job.alias << 24) | DATA) >>> 0;
core.registers[7] = base;
core.registers[2] = base + job.bytes;
core.registers[4] = 0;
core.PC = 0x10000000;

const lines = job.bytes / 8;
const loads = () => core.registers[4] * lines + (core.registers[1] - base) / 8;
pico.runUntil(() => core.registers[4] >= 2, 50); // two passes: the cache as warm as it gets
if (job.flush) mcu.writeUint32(0x14000004, 1); // XIP_CTRL.FLUSH
const l0 = loads(), t0 = pico.ms, m0 = pico.xip?.misses ?? 0;
pico.runUntil(() => false, t0 + job.ms);
const n = loads() - l0;
process.stdout.write(JSON.stringify({
  loads: n,
  ns_per_load: ((pico.ms - t0) * 1e6) / n,
  misses_per_load: ((pico.xip?.misses ?? 0) - m0) / n,
  miss_cycles: pico.xip ? pico.xip.missCycles() : 0,
  clk_sys: mcu.clkSys,
  flushes: pico.xip?.flushes ?? 0,
}) + '\n');
