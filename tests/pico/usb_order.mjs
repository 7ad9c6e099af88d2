// SPDX-License-Identifier: MIT
// tests/pico/test_pico_usb.py: a double-buffered USB IN transfer on the emulated Pico, as
// TinyUSB arms one for a transfer over 64 bytes (EP1 IN, both buffers full and available, one
// interrupt per double buffer). Prints the first byte of each packet in the order the host got it.
import { Pico } from '../../host_tools/pico/emulator.mjs';

const pico = new Pico({ flashImage: new Uint8Array(2 * 1024 * 1024).fill(0xff) });
const { mcu } = pico;
const usb = mcu.usbCtrl;
const got = [];
usb.onEndpointWrite = (ep, buf) => got.push(buf[0]);
const DPRAM = 0x50100000;
mcu.writeUint32(DPRAM + 0x8, (1 << 31) | (1 << 30) | (1 << 28) | (2 << 26) | 0x180); // EP1_IN_CONTROL
mcu.usbDPRAM.fill(0xa0, 0x180, 0x1c0); // buffer 0: the first packet
mcu.usbDPRAM.fill(0xb1, 0x1c0, 0x200); // buffer 1: the second
const half = (1 << 15) | (1 << 10) | 64; // FULL | AVAILABLE | 64 bytes
mcu.writeUint32(DPRAM + 0x88, half | (half << 16)); // EP1_IN_BUFFER_CONTROL
mcu.clock.tick(100000);
process.stdout.write(JSON.stringify(got) + '\n');
