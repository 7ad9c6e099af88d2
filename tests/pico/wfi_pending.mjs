// SPDX-License-Identifier: MIT
// A bare-metal WFI on the emulated Pico for tests/pico/test_pico_wfi.py: interrupts masked
// (PRIMASK, as CircuitPython's port_idle_until_interrupt has them), the timer's alarm 0 already
// pending in the NVIC, then `wfi; movs r4, #1; b .`. Prints {woke, waiting, pending} as JSON.
import { Pico } from '../../host_tools/pico/emulator.mjs';

const CODE = [0xbf30, 0x2401, 0xe7fe]; // wfi; movs r4, #1; b .
const flash = new Uint8Array(2 * 1024 * 1024).fill(0xff);
CODE.forEach((h, i) => { flash[2 * i] = h & 0xff; flash[2 * i + 1] = h >> 8; });
const pico = new Pico({ flashImage: flash, idealFlash: true });
const { mcu } = pico;
const { core } = mcu;
core.PM = true; // cpsid i
mcu.writeUint32(0xe000e100, 1); // NVIC_ISER: TIMER_IRQ_0
mcu.writeUint32(0x40054038, 1); // TIMER INTE: alarm 0
mcu.writeUint32(0x40054010, (mcu.readUint32(0x40054028) + 5) >>> 0); // ALARM0: in 5 us
mcu.clock.tick(20000); // the alarm fires: TIMER_IRQ_0 pending, held off by PRIMASK
const pending = (core.pendingInterrupts & 1) === 1;
core.registers[4] = 0;
core.PC = 0x10000000;
pico.runUntil(() => core.registers[4] === 1, pico.ms + 5);
process.stdout.write(JSON.stringify({ woke: core.registers[4] === 1, waiting: core.waiting, pending }) + '\n');
