// SPDX-License-Identifier: MIT
// The emulated Pico: real CircuitPython firmware (a UF2) inside rp2040js 1.4.1.
//
// Started by host_tools/pico/run.py with one JSON job on the command line and writing one JSON
// result; people use `python -m host_tools.pico`, not this file. It adds to rp2040js what the
// firmware needs and rp2040js lacks (each marked "rp2040js gap" below): a SPI NOR flash model so
// CircuitPython can write its drive and nvm, a USB host for both CDC ports, BOOTSEL read as
// released, SPI frames paced at their bit time, the DMA pacing-timer fix, and pull-ups (the job
// drives every button pin high while released). It decodes the ILI9341 SPI stream into a frame
// buffer for screenshots and marks frames by the firmware's calls to display.refresh().
// Started from the reference harness in ../shared/tools/pico-emu (same models, same fixes).

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import {
  BasePeripheral,
  ConsoleLogger,
  DataDirection,
  DescriptorType,
  LogLevel,
  RP2040,
  SetupRecipient,
  SetupType,
  createSetupPacket,
  getDescriptorPacket,
  setDeviceAddressPacket,
  setDeviceConfigurationPacket,
} from 'rp2040js';
import { PioClock } from './pio_clock.mjs';
import { PowerWatch } from './power.mjs';
import { Dormant } from './dormant.mjs';
import { XipCache } from './xip.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));

// CircuitPython's RP2040 port mounts CIRCUITPY at 1 MiB; the Pico's flash is 2 MiB.
export const FLASH_BASE = 0x10000000;
export const FS_OFFSET = 0x100000;
// microcontroller.nvm on stock: the 4 KB sector just below CIRCUITPY (ports/raspberrypi/
// mpconfigport.h); the console UF2 has two sectors, from FS_OFFSET - 8192 (frozen/README.md).
export const NVM_OFFSET = FS_OFFSET - 4096;
export const FLASH_SIZE = 2 * 1024 * 1024;
export const FS_SIZE = FLASH_SIZE - FS_OFFSET;

export function loadBootrom(file = path.join(HERE, 'bootrom_b1.ts')) {
  // rp2040js ships the B1 bootrom as a TypeScript array (demo/bootrom.ts), not in its npm package
  const words = fs.readFileSync(file, 'utf8').match(/0x[0-9a-fA-F]{8}/g);
  return new Uint32Array(words.map((w) => parseInt(w, 16)));
}

// Every block of a UF2 into flash (a firmware UF2 and, in the console's own UF2, the FS blocks).
export function loadUF2(file, flash) {
  const data = fs.readFileSync(file);
  let blocks = 0;
  for (let off = 0; off + 512 <= data.length; off += 512) {
    const b = data.subarray(off, off + 512);
    if (b.readUInt32LE(0) !== 0x0a324655 || b.readUInt32LE(4) !== 0x9e5d5157) continue;
    const addr = b.readUInt32LE(12);
    const size = b.readUInt32LE(16);
    if (addr < FLASH_BASE || addr + size > FLASH_BASE + FLASH_SIZE) continue; // not flash
    flash.set(b.subarray(32, 32 + size), addr - FLASH_BASE);
    blocks++;
  }
  return blocks;
}

// Function symbols of an ELF32 (little-endian) symbol table: {name: address without the Thumb bit}
// (every function when names is null).
export function elfFunctions(file, names) {
  const b = fs.readFileSync(file);
  const shoff = b.readUInt32LE(0x20), shentsize = b.readUInt16LE(0x2e), shnum = b.readUInt16LE(0x30);
  const sh = (i) => {
    const o = shoff + i * shentsize;
    return { type: b.readUInt32LE(o + 4), offset: b.readUInt32LE(o + 0x10), size: b.readUInt32LE(o + 0x14), link: b.readUInt32LE(o + 0x18) };
  };
  const out = {};
  for (let i = 0; i < shnum; i++) {
    const s = sh(i);
    if (s.type !== 2) continue; // SHT_SYMTAB
    const str = sh(s.link);
    for (let o = s.offset; o + 16 <= s.offset + s.size; o += 16) {
      if ((b[o + 12] & 0xf) !== 2) continue; // STT_FUNC
      let end = str.offset + b.readUInt32LE(o);
      const begin = end;
      while (b[end]) end++;
      const name = b.toString('latin1', begin, end);
      if (!names || names.includes(name)) out[name] = { addr: b.readUInt32LE(o + 4) & ~1, size: b.readUInt32LE(o + 8) };
    }
  }
  return out;
}

// ---------------------------------------------------------------------------
// SPI NOR flash model behind the SSI + IO_QSPI chip-select override.
// rp2040js 1.4.1 stubs SSI (flash writes are silently lost and IO_QSPI reads
// return 0xffffffff, which makes the bootrom's flash_put_get "abort"). This
// model answers the W25Q16JV commands the bootrom / pico-sdk use in
// forced-CS mode: 9F RDID, 05/35 status, 06/04 WEL, 02 page program,
// 20/52/D8 erase, 03/0B read, 4B unique id.
class IOQSPI extends BasePeripheral {
  constructor(mcu, flash) {
    super(mcu, 'IO_QSPI_BASE');
    this.regs = new Uint32Array(0x60 / 4);
    this.flashModel = flash;
  }
  readUint32(offset) {
    if (offset < 0x60) return this.regs[offset >> 2];
    return 0;
  }
  writeUint32(offset, value) {
    if (offset < 0x60) this.regs[offset >> 2] = value;
    if (offset === 0x0c) {
      // GPIO_QSPI_SS_CTRL.OUTOVER: 2 = drive low (select), 3 = drive high
      const outover = (value >> 8) & 3;
      if (outover === 2) this.flashModel.select();
      else this.flashModel.deselect();
    }
  }
}

export class FlashModel {
  constructor(mcu, { uid = [0xe6, 0x60, 0x58, 0x38, 0x83, 0x00, 0x00, 0x01] } = {}) {
    this.mcu = mcu;
    this.flash = mcu.flash;
    this.uid = uid;
    this.active = false;
    this.rx = [];
    this.wel = false;
    this.stats = { programBytes: 0, erases: 0, cmds: {} };
    const ssi = mcu.peripherals[0x18000];
    const r = ssi.readUint32.bind(ssi);
    const w = ssi.writeUint32.bind(ssi);
    ssi.readUint32 = (off) => {
      switch (off) {
        case 0x20: return 0; // TXFLR: transmit is instantaneous
        case 0x24: return Math.min(this.rx.length, 16); // RXFLR
        case 0x28: return 0x06 | (this.rx.length ? 0x08 : 0); // SR: TFE|TFNF|RFNE
        case 0x60: return this.rx.length ? this.rx.shift() : 0; // DR0
      }
      return r(off);
    };
    ssi.writeUint32 = (off, v) => {
      if (off === 0x60) {
        this.rx.push(this.active ? this.byte(v & 0xff) : 0);
        if (this.rx.length > 16) this.rx.shift();
        return;
      }
      if (off === 0x08 && !(v & 1)) this.rx.length = 0; // SSIENR=0 flushes FIFOs
      w(off, v);
    };
    mcu.peripherals[0x40018] = new IOQSPI(mcu, this);
  }
  select() {
    if (this.active) return;
    this.active = true;
    this.n = 0;
    this.cmd = -1;
    this.addr = 0;
    this.programmed = []; // a page program's bytes, for the harness's trace of flash operations
  }
  deselect() {
    if (!this.active) return;
    this.active = false;
    const { cmd } = this;
    const eraseSize = { 0x20: 4096, 0x52: 32768, 0xd8: 65536 }[cmd];
    if (eraseSize && this.n >= 4 && this.wel) {
      const start = this.addr & ~(eraseSize - 1) & (FLASH_SIZE - 1);
      this.flash.fill(0xff, start, start + eraseSize);
      this.stats.erases++;
      this.onOp?.('erase', start, eraseSize);
    }
    if (cmd === 0x02 && this.wel && this.programmed.length) {
      this.onOp?.('program', this.programStart, this.programmed);
    }
    if ((cmd === 0xc7 || cmd === 0x60) && this.wel) {
      this.flash.fill(0xff, 0, FLASH_SIZE);
      this.stats.erases++;
    }
    if ([0x02, 0x20, 0x52, 0xd8, 0xc7, 0x60, 0x01, 0x31].includes(cmd)) this.wel = false;
  }
  byte(b) {
    const n = this.n++;
    if (n === 0) {
      this.cmd = b;
      this.stats.cmds[b.toString(16)] = (this.stats.cmds[b.toString(16)] || 0) + 1;
      if (b === 0x06) this.wel = true;
      if (b === 0x04) this.wel = false;
      return 0;
    }
    const addrByte = () => {
      this.addr = ((this.addr << 8) | b) >>> 0;
      return 0;
    };
    switch (this.cmd) {
      case 0x9f: return [0xef, 0x40, 0x15][n - 1] ?? 0; // W25Q16JV, 2 MiB
      case 0x05: return 0; // never busy
      case 0x35: return 0x02; // QE already set
      case 0x4b: return n <= 4 ? 0 : this.uid[(n - 5) & 7];
      case 0x03:
        if (n <= 3) return addrByte();
        return this.flash[this.addr++ & (FLASH_SIZE - 1)];
      case 0x0b:
        if (n <= 3) return addrByte();
        if (n === 4) return 0;
        return this.flash[this.addr++ & (FLASH_SIZE - 1)];
      case 0x02:
        if (n <= 3) return addrByte();
        if (this.wel) {
          const a = this.addr & (FLASH_SIZE - 1);
          if (!this.programmed.length) this.programStart = a;
          this.programmed.push(b);
          this.flash[a] &= b;
          this.addr = (this.addr & ~0xff) | ((this.addr + 1) & 0xff);
          this.stats.programBytes++;
        }
        return 0;
      case 0x20: case 0x52: case 0xd8:
        if (n <= 3) return addrByte();
        return 0;
    }
    return 0;
  }
}

// ---------------------------------------------------------------------------
// Minimal USB host: enumerates the device, parses its configuration, and
// drives every CDC-ACM function (DTR/RTS), with host->device data held
// (NAKed) until the test has something to send.
const CDC_SET_CONTROL_LINE_STATE = 0x22;

export class UsbHost {
  constructor(usb, { log = () => {} } = {}) {
    this.usb = usb;
    this.log = log;
    this.state = 'idle';
    this.cdc = []; // {comm, data, inEp, outEp, notifEp, tx:[], pendingOut:null, onData}
    this.interfaces = [];
    this.onConnected = null;
    this.connected = false;
    usb.onUSBEnabled = () => usb.resetDevice();
    usb.onResetReceived = () => this.control('addr', setDeviceAddressPacket(1));
    usb.onEndpointWrite = (ep, buf) => this.onIn(ep, buf);
    usb.onEndpointRead = (ep, size) => this.onOut(ep, size);
  }
  control(state, packet, expect = 0) {
    this.state = state;
    this.expect = expect;
    this.acc = [];
    this.usb.sendSetupPacket(packet);
  }
  onIn(ep, buf) {
    if (ep === 0) return this.onControlIn(buf);
    for (const port of this.cdc) {
      if (ep === port.inEp) {
        port.rxBytes += buf.length;
        port.onData?.(buf);
        return;
      }
    }
  }
  onControlIn(buf) {
    if (this.expect) {
      this.acc.push(...buf);
      if (this.acc.length < this.expect && buf.length === 64) return; // more packets follow
    }
    const data = Uint8Array.from(this.acc);
    switch (this.state) {
      case 'addr':
        return this.control('dev', getDescriptorPacket(DescriptorType.Device, 18), 18);
      case 'dev':
        this.device = {
          bcdUSB: data[2] | (data[3] << 8),
          vid: data[8] | (data[9] << 8),
          pid: data[10] | (data[11] << 8),
          maxPacket0: data[7],
        };
        return this.control('cfg9', getDescriptorPacket(DescriptorType.Configration, 9), 9);
      case 'cfg9': {
        const total = data[2] | (data[3] << 8);
        return this.control('cfg', getDescriptorPacket(DescriptorType.Configration, total), total);
      }
      case 'cfg':
        this.configDescriptor = data;
        this.parseConfig(data);
        return this.control('setcfg', setDeviceConfigurationPacket(1));
      case 'setcfg':
        this.lineIndex = 0;
        return this.nextLineState();
      case 'line':
        this.lineIndex++;
        return this.nextLineState();
    }
  }
  nextLineState() {
    if (this.lineIndex < this.cdc.length) {
      const port = this.cdc[this.lineIndex];
      return this.control('line', createSetupPacket({
        dataDirection: DataDirection.HostToDevice,
        type: SetupType.Class,
        recipient: SetupRecipient.Interface,
        bRequest: CDC_SET_CONTROL_LINE_STATE,
        wValue: 3, // DTR | RTS
        wIndex: port.comm,
        wLength: 0,
      }));
    }
    this.state = 'ready';
    this.connected = true;
    this.onConnected?.();
  }
  parseConfig(d) {
    let iface = null;
    const byNum = new Map();
    const unions = [];
    for (let i = 0; i + 1 < d.length && d[i] >= 2; i += d[i]) {
      const len = d[i], type = d[i + 1];
      if (type === 0x04 && len >= 9) {
        iface = { num: d[i + 2], alt: d[i + 3], cls: d[i + 5], sub: d[i + 6], proto: d[i + 7], eps: [] };
        if (iface.alt === 0) { byNum.set(iface.num, iface); this.interfaces.push(iface); }
      } else if (type === 0x05 && iface) {
        iface.eps.push({ addr: d[i + 2], attr: d[i + 3] & 3, size: d[i + 4] | (d[i + 5] << 8) });
      } else if (type === 0x24 && d[i + 2] === 0x06) {
        unions.push({ comm: d[i + 3], data: d[i + 4] });
      }
    }
    for (const u of unions) {
      const comm = byNum.get(u.comm), data = byNum.get(u.data);
      if (!comm || !data || data.cls !== 0x0a) continue;
      const bulkIn = data.eps.find((e) => e.attr === 2 && e.addr & 0x80);
      const bulkOut = data.eps.find((e) => e.attr === 2 && !(e.addr & 0x80));
      const notif = comm.eps.find((e) => e.attr === 3);
      this.cdc.push({
        index: this.cdc.length, comm: u.comm, data: u.data,
        inEp: bulkIn.addr & 0xf, outEp: bulkOut.addr & 0xf, notifEp: notif ? notif.addr & 0xf : -1,
        tx: [], pendingOut: null, onData: null, rxBytes: 0, txBytes: 0,
      });
    }
  }
  onOut(ep, size) {
    if (ep === 0) return;
    const port = this.cdc.find((p) => p.outEp === ep);
    if (!port) return; // e.g. MSC bulk OUT waiting for a CBW: never sent
    port.pendingOut = size;
    this.flushOut(port);
  }
  flushOut(port) {
    if (port.pendingOut == null || !port.tx.length) return;
    const n = Math.min(port.pendingOut, port.tx.length);
    const chunk = Uint8Array.from(port.tx.splice(0, n));
    port.pendingOut = null;
    port.txBytes += n;
    this.usb.endpointReadDone(port.outEp, chunk);
  }
  write(index, bytes) {
    const port = this.cdc[index];
    if (!port) throw new Error(`no CDC interface #${index}`);
    port.tx.push(...bytes);
    this.flushOut(port);
  }
  describe() {
    const names = { 1: 'audio/MIDI', 2: 'CDC-comm', 3: 'HID', 8: 'MSC', 10: 'CDC-data', 14: 'video', 0xff: 'vendor' };
    return this.interfaces.map((i) => `${i.num}:${names[i.cls] ?? `class${i.cls}`}`).join(' ');
  }
}

// ---------------------------------------------------------------------------
// SPI capture + ILI9341 decoder (CASET 0x2A / PASET 0x2B / RAMWR 0x2C, RGB565)
export class SpiCapture {
  constructor(mcu, spiIndex, { dcPin, csPin, width = 320, height = 320 }) {
    this.mcu = mcu;
    this.dcPin = dcPin;
    this.csPin = csPin;
    this.bytes = 0;
    this.commands = {};
    this.log = []; // first few command/data records for inspection
    this.fbW = width;
    this.fbH = height;
    this.fb = new Uint16Array(width * height);
    this.maxX = 0;
    this.maxY = 0;
    this.cmd = -1;
    this.params = [];
    this.x0 = 0; this.x1 = 0; this.y0 = 0; this.y1 = 0; this.x = 0; this.y = 0;
    this.pixels = 0;
    this.hi = -1;
    this.spiIndex = spiIndex;
    this.attach(mcu);
  }
  attach(mcu) { // (again after the chip restarts)
    this.mcu = mcu;
    mcu.spiTaps[this.spiIndex] = (value) => this.onByte(value & 0xff);
  }
  onByte(b) {
    this.bytes++;
    if (this.csPin != null && this.mcu.gpio[this.csPin].outputValue) return; // not selected
    const dc = this.mcu.gpio[this.dcPin].outputValue;
    if (!dc) {
      this.cmd = b;
      this.params = [];
      this.hi = -1;
      this.commands[b.toString(16)] = (this.commands[b.toString(16)] || 0) + 1;
      if (this.log.length < 400) this.log.push(`C${b.toString(16).padStart(2, '0')}`);
      if (b === 0x10 || b === 0x28) this.asleep = true; // sleep in, display off: the glass dark
      else if (b === 0x11 || b === 0x29) this.asleep = false; // (the init sequence's sleep out)
      if (b === 0x2c) {
        this.x = this.x0; this.y = this.y0;
        this.windows?.push([this.x0, this.y0, this.x1 - this.x0 + 1, this.y1 - this.y0 + 1]);
      }
      return;
    }
    if (this.cmd === 0x2c) {
      if (this.hi < 0) { this.hi = b; return; }
      const px = (this.hi << 8) | b;
      this.hi = -1;
      if (this.x < this.fbW && this.y < this.fbH) {
        this.fb[this.y * this.fbW + this.x] = px;
        if (this.x > this.maxX) this.maxX = this.x;
        if (this.y > this.maxY) this.maxY = this.y;
      }
      this.pixels++;
      if (++this.x > this.x1) { this.x = this.x0; this.y++; }
      return;
    }
    this.params.push(b);
    if (this.log.length < 400 && this.params.length <= 16) this.log.push(b.toString(16).padStart(2, '0'));
    const p = this.params;
    if (this.cmd === 0x2a && p.length === 4) { this.x0 = (p[0] << 8) | p[1]; this.x1 = (p[2] << 8) | p[3]; }
    if (this.cmd === 0x2b && p.length === 4) { this.y0 = (p[0] << 8) | p[1]; this.y1 = (p[2] << 8) | p[3]; }
  }
  // What the glass shows: the frame memory, or black while the controller sleeps.
  writeShown(file, w, h) {
    if (!this.asleep) return this.writePNG(file, w, h);
    const fb = this.fb;
    this.fb = new Uint16Array(fb.length);
    try { return this.writePNG(file, w, h); } finally { this.fb = fb; }
  }
  writePNG(file, w = this.maxX + 1, h = this.maxY + 1) {
    const raw = Buffer.alloc((w * 3 + 1) * h);
    for (let y = 0; y < h; y++) {
      raw[y * (w * 3 + 1)] = 0;
      for (let x = 0; x < w; x++) {
        const v = this.fb[y * this.fbW + x];
        const o = y * (w * 3 + 1) + 1 + x * 3;
        raw[o] = ((v >> 11) & 0x1f) * 255 / 31;
        raw[o + 1] = ((v >> 5) & 0x3f) * 255 / 63;
        raw[o + 2] = (v & 0x1f) * 255 / 31;
      }
    }
    const chunk = (type, body) => {
      const len = Buffer.alloc(4); len.writeUInt32BE(body.length);
      const tb = Buffer.concat([Buffer.from(type), body]);
      const crc = Buffer.alloc(4); crc.writeUInt32BE(zlib.crc32(tb) >>> 0);
      return Buffer.concat([len, tb, crc]);
    };
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(w, 0); ihdr.writeUInt32BE(h, 4);
    ihdr[8] = 8; ihdr[9] = 2; ihdr[10] = 0; ihdr[11] = 0; ihdr[12] = 0;
    fs.writeFileSync(file, Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr), chunk('IDAT', zlib.deflateSync(raw)), chunk('IEND', Buffer.alloc(0)),
    ]));
    return { file, w, h };
  }
}

// rp2040js gap: its WFI always sleeps, and only an interrupt that becomes pending wakes it. On an
// ARMv6-M core WFI returns at once when an enabled interrupt that would preempt (PRIMASK aside) is
// already pending. CircuitPython sleeps with interrupts masked (port_idle_until_interrupt: cpsid,
// check for work, wfi, cpsie), so a timer IRQ raised between the cpsid and the wfi left the chip
// asleep for good: the firmware went quiet ~53 s into an attract run. True when WFI must return.
export function wakeable(core) {
  const set = core.pendingInterrupts & core.enabledInterrupts;
  const current = core.exceptionPriority(core.IPSR); // the lowest priority in thread mode
  for (let p = 0; p < current; p++) if (set & core.interruptPriorities[p]) return true;
  return (core.pendingSystick && core.systickPriority < current) ||
    (core.pendingPendSV && core.pendSVPriority < current);
}

// ---------------------------------------------------------------------------
// The board: an RP2040 with the models above, the firmware in flash, both USB ports on a host.
export class Pico {
  constructor({ uf2, elf = null, fsImage = null, nvmImage = null, flashImage = null, echo = false,
    idealFlash = false }) {
    this.wallStart = performance.now();
    this.echo = echo;
    this.harnessAlarms = new Set(); // the harness's own alarms (edges, shots, cuts): kept by a restart
    this.flashOps = []; // [ms, kind, addr, bytes] of each erase/program inside traceRange
    this.traceRange = [FS_OFFSET - 8192, FS_OFFSET]; // nvm (one or two sectors below CIRCUITPY)
    this.opsSeen = 0; // flash write operations inside traceRange since countOpsFrom
    this.countOpsFrom = Infinity;
    this.cutAfterOps = -1;
    // rp2040js gap: flash reads as fast as SRAM. The XIP cache model (xip.mjs) charges each miss
    // the SSI read the firmware programmed; --ideal-flash leaves rp2040js's flash as it is.
    this.idealFlash = idealFlash;
    this.xip = null;
    this.xipPlay = { frames: 0, misses: 0, stallNs: 0 }; // over the frames of play
    this.xipMark = [0, 0]; // misses, stall ns at the current frame's start
    this.missesSeen = 0;
    this.frameMiss = new Map(); // --profile: misses by pc over the current frame
    this.dormant = new Dormant(this); // DORMANT and its GPIO wake (dormant.mjs)
    this.unplugged = false; // the USB host gone (job.unplug): no host after a restart either
    this.newChip(null, { programBytes: 0, erases: 0, cmds: {} });
    const mcu = this.mcu;
    if (flashImage) {
      mcu.flash.set(flashImage, 0); // a power cycle: the flash as the last run left it
    } else {
      this.uf2Blocks = loadUF2(uf2, mcu.flash);
      if (fsImage) mcu.flash.set(fsImage, FS_OFFSET);
      // nvm ends where CIRCUITPY starts: stock's one 4 KB sector, the console UF2's two
      if (nvmImage) mcu.flash.set(nvmImage, FS_OFFSET - nvmImage.length);
    }
    this.pendingReset = false;
    this.pendingCut = false;
    this.restarts = []; // [emulated ms, 'watchdog' | 'software' | 'power']
    this.resets = 0;
    this.console = '';
    this.data = Buffer.alloc(0);
    this.dataChunks = []; // [emulated ms, byte offset] of each data-port packet
    this.refreshes = []; // emulated ms at which each display.refresh() returned: one per frame
    this.refreshReturn = -1;
    this.onRefresh = null;
    this.codeStartMs = null;
    this.watchCodeFrom = -1;
    this.cycles = 0;
    this.execWall = 0;
    this.sleepNs = 0; // emulated ns the core spent asleep in WFI (the power estimate's input)
    const syms = elf ? elfFunctions(elf, ['busy_wait_us_32', 'busy_wait_us', 'busy_wait_ms',
      'busy_wait_until', 'common_hal_busdisplay_busdisplay_refresh', 'keypad_keys_scan_now',
      'time_sleep', 'common_hal_usb_cdc_serial_write']) : {};
    this.refreshAddr = syms.common_hal_busdisplay_busdisplay_refresh?.addr ?? -1;
    // time.sleep() returns: the app's loop wakes for its next frame (its only sleep is the wait
    // between frames), so a frame's own work runs from here to its refresh's end.
    this.sleepAddr = syms.time_sleep?.addr ?? -1;
    this.sleepReturn = -1;
    this.wakes = [];
    this.wakeSleepNs = []; // sleepNs at each of the wakes
    this.scanAddr = syms.keypad_keys_scan_now?.addr ?? -1;
    // usb_cdc's write(self, data, len, errcode): what the firmware wrote to the data port and
    // when, read at the call. It places each log line in the frame that wrote it (USB delivery
    // comes later, and rp2040js's data port stalls after ~32 KB: docs/PICO.md).
    this.writeAddr = syms.common_hal_usb_cdc_serial_write?.addr ?? -1;
    this.written = [];
    this.writes = []; // [emulated ms, byte offset] of each write call
    this.writtenBytes = 0;
    this.onScan = null; // (timestamp) at each keypad scan, before it reads the pins
    // --profile: emulated ms by pc over the work of frames of play (those that wrote an A line),
    // split into the frame's display.refresh() and the rest (Python, the app).
    this.profile = null;
    this.frameProf = new Map();
    this.inFrame = false;
    this.framePlay = false;
    // Time spent in pico-sdk busy_wait_* loops is charged 0.5 us an instruction instead of ~8 ns:
    // the loops only poll the 1 MHz timer, so they end on time (a few us late at most), ~60x faster.
    const busy = Object.entries(syms).filter(([n]) => n.startsWith('busy_wait'));
    this.busyLo = busy.length ? Math.min(...busy.map(([, s]) => s.addr)) : 0;
    this.busyHi = busy.length ? Math.max(...busy.map(([, s]) => s.addr + s.size)) : 0;
    this.connectUsb();
    mcu.core.PC = 0x10000000; // boot2 in flash, as the bootrom would jump to
  }
  // A chip with every model this harness adds, on `clock` (a restart keeps the emulated clock
  // running). rp2040js's own RP2040.reset() would wipe the flash, so a restart makes a new chip.
  newChip(clock, flashStats) {
    const mcu = (this.mcu = new RP2040(clock ?? undefined));
    mcu.logger = new ConsoleLogger(LogLevel.Error);
    mcu.loadBootrom(loadBootrom());
    this.flashModel = new FlashModel(mcu);
    this.flashModel.stats = flashStats;
    this.flashModel.onOp = (kind, addr, bytes) => this.onFlashOp(kind, addr, bytes);
    this.fixDmaTimers();
    this.paceSpi();
    this.orderUsbInBuffers();
    // A restart empties the cache (a new chip); the run's miss and stall totals carry on.
    const before = this.xip;
    this.xip = this.idealFlash ? null : new XipCache(mcu);
    if (before && this.xip) {
      for (const k of ['misses', 'stallNs', 'stallCycles', 'flushes']) this.xip[k] = before[k];
    }
    // rp2040js gap: PIO ran on the wall clock; pio_clock.mjs steps it on the emulated one
    this.pio = new PioClock(mcu);
    this.power?.attach(mcu); // the supply, the backlight's duty, the buzzer's tones (power.mjs)
    this.dormant?.attach(mcu);
    // rp2040js gap: no pull-up on QSPI CS, so BOOTSEL would read as held and the firmware's
    // safe-mode wait would never end. A Pico's 10k pull-up makes it read 1 (released).
    Object.defineProperty(mcu.qspi[1], 'inputValue', { get: () => true });
    // A watchdog timeout and microcontroller.reset() both end here: restart at the next step.
    const dog = mcu.peripherals[0x40058];
    dog.onWatchdogTrigger = () => {
      dog.enable = dog.timer.enable = dog.alarm.enable = false; // (its alarm re-fires at zero delay)
      this.pendingReset = true;
    };
    return mcu;
  }
  // A flash erase or page program finished (the chip deselected): traced, counted, maybe a cut.
  onFlashOp(kind, addr, bytes) {
    const [lo, hi] = this.traceRange;
    const size = kind === 'program' ? bytes.length : bytes;
    if (addr + size <= lo || addr >= hi) return;
    this.flashOps.push([this.ms, kind, addr, kind === 'program' ? Buffer.from(bytes).toString('base64') : size]);
    if (this.ms < this.countOpsFrom) return;
    this.opsSeen++;
    if (this.opsSeen === this.cutAfterOps) this.pendingCut = true; // before the next instruction
  }
  // The chip restarts as a real one would: the flash (firmware, nvm, CIRCUITPY) kept, RAM and
  // peripherals fresh, the pins as the outside world holds them, the emulated clock running on.
  // After a watchdog or software reset the watchdog's REASON and scratch registers survive (so
  // microcontroller.cpu.reset_reason says WATCHDOG), and so does the SRAM (a reset does not clear
  // it: CircuitPython's alarm.sleep_memory lives in its uninitialised part); a power cut clears
  // them all.
  restart(cause) {
    const old = this.mcu;
    const clock = old.clock;
    const dog = old.peripherals[0x40058];
    const kept = cause === 'power' ? null : { reason: dog.reason, scratch: dog.scratchData.slice() };
    // pico-sdk's watchdog_enable() leaves this magic in scratch[4]; a reboot (microcontroller.
    // reset(), the bootloader) does not: CircuitPython then reads SOFTWARE, not WATCHDOG
    if (kept && kept.scratch[4] !== 0x6ab73121) cause = 'software';
    const pins = old.gpio.map((p) => p.rawInputValue);
    const flash = old.flash.slice(0, FLASH_SIZE);
    const sram = cause === 'power' ? null : old.sram.slice();
    this.dormant.stop(); // (a spell the restart ends: a power cut while asleep)
    for (let a = clock.nextAlarm; a; a = a.next) {
      if (!this.harnessAlarms.has(a)) a.scheduled = false; // the old chip's timers die with it
    }
    let a = clock.nextAlarm;
    clock.nextAlarm = null;
    for (; a; a = a.next) if (a.scheduled) clock.linkAlarm(a.nanos - clock.nanos, a);
    this.newChip(clock, this.flashModel.stats);
    const mcu = this.mcu;
    mcu.flash.set(flash, 0);
    if (sram) mcu.sram.set(sram);
    if (kept) {
      const fresh = mcu.peripherals[0x40058];
      fresh.reason = kept.reason;
      fresh.scratchData.set(kept.scratch);
    }
    pins.forEach((high, i) => mcu.gpio[i].setInputValue(high));
    this.pendingReset = this.pendingCut = false;
    this.refreshReturn = this.sleepReturn = -1;
    this.inFrame = false;
    this.restarts.push([this.ms, cause]);
    if (cause !== 'power') this.resets++;
    if (!this.unplugged) this.connectUsb();
    this.onRestart?.(mcu, cause);
    mcu.core.PC = 0x10000000;
  }
  at(ms, fn) {
    // a harness alarm: it outlives a restart of the chip
    const alarm = this.mcu.clock.createAlarm(() => { this.harnessAlarms.delete(alarm); fn(this); });
    this.harnessAlarms.add(alarm);
    alarm.schedule(Math.max(0, ms - this.ms) * 1e6);
    return alarm;
  }
  fixDmaTimers() {
    // rp2040js gap (1.4.1 bug): RPDMA.getTimer inverts the pacing fraction. TIMERn = X << 16 | Y
    // raises its TREQ every Y / X clk_sys cycles; rp2040js waits X / Y cycles (and reads TIMER3's X
    // with >>> 36), so audiopwmio's 22 050 Hz sample DMA ran ~10 000x too often and the console
    // crawled at ~0.01x real time. docs/PICO.md has the minimal reproduction for upstream.
    const mcu = this.mcu, dma = mcu.dma;
    dma.getTimer = (treq) => {
      if (treq === 63) return 1e6 / mcu.clkSys; // TREQ_PERMANENT: one transfer a cycle
      const t = [dma.timer0, dma.timer1, dma.timer2, dma.timer3][treq - 59] ?? 0;
      const x = t >>> 16, y = t & 0xffff;
      if (!x || !y) return 0; // a stopped timer: the channel waits
      return (y / x) * 1e6 / mcu.clkSys; // microseconds between TREQs
    };
  }
  orderUsbInBuffers() {
    // rp2040js gap: a double-buffered IN transfer (TinyUSB arms both buffers for a transfer over
    // 64 bytes) goes to the host buffer 1 first, then buffer 0: its 64-byte packets arrive
    // swapped. Sent in the hardware's order instead. (CircuitPython 10.2.1's CDC transfers are
    // 64 bytes at most, CFG_TUD_CDC_EP_BUFSIZE, so its logs were not hit; MSC's 512-byte reads are.)
    const usb = this.mcu.usbCtrl;
    const updated = usb.DPRAMUpdated.bind(usb);
    usb.DPRAMUpdated = (offset, value) => {
      const ep = (offset - 0x80) >> 3; // EPn_IN_BUFFER_CONTROL at 0x80 + 8n
      const inCtrl = offset >= 0x88 && offset <= 0xf8 && !(offset & 4);
      const queue = inCtrl ? usb.endpointWriteAlarms[ep].buffers : null;
      const before = queue ? queue.length : 0;
      updated(offset, value);
      if (queue && usb.endpointWriteAlarms[ep].buffers === queue && queue.length === before + 2) {
        const n = queue.length;
        [queue[n - 2], queue[n - 1]] = [queue[n - 1], queue[n - 2]];
      }
    };
  }
  paceSpi() {
    // rp2040js gap: an SPI frame completes inside the TX FIFO write. With CircuitPython's
    // full-duplex DMA the RX FIFO then overflows and busio.SPI.write hangs; completing each frame
    // after its bit time restores the hardware's FIFO pacing.
    const mcu = this.mcu;
    mcu.spiTaps = [null, null];
    mcu.spiHz = [0, 0]; // each SPI's bit rate at its last frame
    mcu.spi.forEach((spi, i) => {
      const done = mcu.clock.createAlarm(() => spi.completeTransmit(0));
      spi.onTransmit = (value) => {
        mcu.spiTaps[i]?.(value);
        const hz = spi.clockFrequency || 1e6; // clk_peri / (CPSDVSR x (1 + SCR)), as programmed
        mcu.spiHz[i] = hz;
        done.schedule((spi.dataBits * 1e9) / hz);
      };
    });
  }
  connectUsb() {
    this.usb = new UsbHost(this.mcu.usbCtrl);
    this.usb.onConnected = () => {
      this.usb.cdc.forEach((port, i) => {
        port.onData = (buf) => (i === 0 ? this.onConsole(buf) : this.onData(buf));
      });
    };
  }
  onConsole(buf) {
    const s = Buffer.from(buf).toString('latin1');
    this.console += s;
    if (this.echo) process.stderr.write(s);
    if (this.codeStartMs === null && this.watchCodeFrom >= 0 &&
        this.console.indexOf('code.py output:', this.watchCodeFrom) >= 0) {
      this.codeStartMs = this.ms; // the moment code.py starts: script time zero
    }
  }
  onData(buf) {
    this.dataChunks.push([this.ms, this.data.length]);
    this.data = Buffer.concat([this.data, Buffer.from(buf)]);
  }
  onWrite(addr, len) {
    const bytes = Buffer.alloc(len);
    for (let i = 0; i < len; i++) bytes[i] = this.mcu.readUint8(addr + i);
    if (bytes[0] === 0x41) this.framePlay = true; // an A line: an engine action in this frame
    this.writes.push([this.ms, this.writtenBytes]);
    this.written.push(bytes);
    this.writtenBytes += len;
  }
  get ms() { return this.mcu.clock.nanos / 1e6; }
  // Run until pred() or until emulated time `untilMs`.
  runUntil(pred, untilMs) {
    const { mcu } = this;
    const { clock } = mcu;
    let core = mcu.core;
    const untilNanos = untilMs * 1e6;
    const t0 = performance.now();
    const refresh = this.refreshAddr, scan = this.scanAddr, lo = this.busyLo, hi = this.busyHi;
    const sleep = this.sleepAddr, write = this.writeAddr;
    let xip = this.xip, pio = this.pio;
    let cycles = 0;
    while (clock.nanos < untilNanos && !pred()) {
      const cycleNanos = 1e9 / (this.mcu.clkSys || 125e6);
      const batchEnd = Math.min(untilNanos, clock.nanos + 2e6); // look at pred() every ~2 ms
      while (clock.nanos < batchEnd) {
        if (this.dormant.asleep) { // the crystal stopped: no core, no chip timers (dormant.mjs)
          this.dormant.step(batchEnd, this.harnessAlarms);
          if (this.pendingCut) { // (the power taken away while it sleeps)
            this.restart('power');
            core = this.mcu.core;
            xip = this.xip;
            pio = this.pio;
            break;
          }
          continue;
        }
        if (core.waiting && wakeable(core)) { // rp2040js gap: a WFI with an interrupt pending
          core.waiting = false;
          core.interruptsUpdated = true; // (taken at once unless PRIMASK holds it)
          continue;
        }
        if (core.waiting) {
          const dt = clock.nanosToNextAlarm;
          const asleep = clock.nanos;
          if (pio.running) { // the PIO runs on while the core sleeps: in steps DMA keeps up with
            const step = Math.min(dt > 0 ? dt : Infinity, 64 * cycleNanos, batchEnd - clock.nanos + 1);
            pio.advance(step / cycleNanos);
            clock.tick(step);
            this.sleepNs += clock.nanos - asleep;
            continue;
          }
          if (dt <= 0) { clock.tick(batchEnd - clock.nanos); this.sleepNs += clock.nanos - asleep; break; }
          clock.tick(Math.min(dt, batchEnd - clock.nanos + 1));
          this.sleepNs += clock.nanos - asleep;
          continue;
        }
        const at = core.PC;
        let c = core.executeInstruction();
        if (xip !== null && xip.pending) { // XIP misses stall the core (fetch and loads alike)
          const stall = xip.take(cycleNanos);
          core.cycles += stall;
          c += stall;
        }
        cycles += c;
        const pc = core.PC;
        if (this.profile && (this.inFrame || this.profile.all)) {
          const key = at | (this.refreshReturn >= 0 ? 1 : 0); // Thumb pcs are even: bit 0 = in refresh
          // --profile-all: every instruction of the run (boot, idle) goes straight to the table
          const pcs = this.profile.all ? this.profile.pcs : this.frameProf;
          pcs.set(key, (pcs.get(key) ?? 0) + c * cycleNanos / 1e6); // ms
          const missed = xip !== null ? xip.misses - this.missesSeen : 0;
          if (missed) {
            this.missesSeen = xip.misses;
            const ms = this.profile.all ? this.profile.misses : this.frameMiss;
            ms.set(key, (ms.get(key) ?? 0) + missed);
          }
        }
        const busy = pc >= lo && pc < hi;
        if (pio.running) pio.advance(busy ? 500 / cycleNanos : c);
        if (busy) clock.tick(500);
        else clock.tick(c * cycleNanos);
        // display.refresh() returns: the frame's drawing is done (its return address, read
        // from LR at the call, is the next pc after it).
        if (pc === refresh) this.refreshReturn = core.registers[14] & ~1;
        else if (pc === this.refreshReturn) {
          this.refreshReturn = -1;
          this.refreshes.push(this.ms);
          this.frameEnd();
          this.onRefresh?.();
        }
        // keypad_keys_scan_now(self, timestamp): r1 is the small int ticks_ms it will stamp
        else if (pc === scan) this.onScan?.(core.registers[1] >>> 1);
        else if (pc === sleep) {
          this.sleepReturn = core.registers[14] & ~1;
          this.inFrame = false; // the wait for the next tick is no frame's work
          this.frameProf.clear();
          this.frameMiss.clear();
        }
        else if (pc === this.sleepReturn) {
          this.sleepReturn = -1;
          this.wakes.push(this.ms);
          this.wakeSleepNs.push(this.sleepNs); // the WFI time so far: the estimate over a window
          this.frameStart = this.ms;
          this.markXip();
          this.inFrame = true;
        }
        else if (pc === write) this.onWrite(core.registers[1], core.registers[2]);
        if (this.pendingReset || this.pendingCut) {
          this.restart(this.pendingCut ? 'power' : 'watchdog');
          core = this.mcu.core;
          xip = this.xip;
          pio = this.pio;
          break; // (the new chip's clock speed for the next batch)
        }
      }
    }
    this.cycles += cycles;
    this.execWall += performance.now() - t0;
    return pred();
  }
  markXip() {
    if (this.xip) this.xipMark = [this.xip.misses, this.xip.stallNs];
    if (this.xip) this.missesSeen = this.xip.misses;
  }
  frameEnd() {
    const windows = this.capture?.windows;
    if (this.xip && this.framePlay) {
      this.xipPlay.frames++;
      this.xipPlay.misses += this.xip.misses - this.xipMark[0];
      this.xipPlay.stallNs += this.xip.stallNs - this.xipMark[1];
    }
    this.markXip();
    // (--profile-slow: only the frames of play that took minMs or more)
    if (this.profile && this.framePlay && this.ms - this.frameStart >= this.profile.minMs) {
      this.profile.frames++;
      // the rectangles this frame sent to the screen (x, y, w, h), merged where they touch in rows
      const work = this.ms - this.frameStart; // as report.frame_work counts it
      this.profile.windows.push([+this.ms.toFixed(1), +work.toFixed(2), windows ? windows.splice(0) : []]);
      for (const [k, c] of this.frameProf) this.profile.pcs.set(k, (this.profile.pcs.get(k) ?? 0) + c);
      for (const [k, m] of this.frameMiss) this.profile.misses.set(k, (this.profile.misses.get(k) ?? 0) + m);
    }
    this.frameProf.clear();
    this.frameMiss.clear();
    if (windows) windows.length = 0;
    this.framePlay = false;
    this.frameStart = this.ms;
    this.inFrame = true; // a late loop goes on without sleeping: its next frame starts here
  }
  async waitFor(test, timeoutMs, what) {
    const deadline = this.ms + timeoutMs;
    while (!test()) {
      if (this.ms >= deadline) throw new Error(`no ${what} within ${timeoutMs} emulated ms`);
      this.runUntil(test, Math.min(deadline, this.ms + 50));
      await new Promise(setImmediate);
    }
  }
  // CircuitPython starts code.py ~10 ms before any host can have enumerated, so the first run's
  // output is lost (as on a real board). Like a person at a terminal: connect, Ctrl-C, then
  // Ctrl-D (soft reload) and take time zero from "code.py output:".
  async startCode(timeoutMs = 30000) {
    await this.waitFor(() => this.usb.connected, timeoutMs, 'USB enumeration');
    const end = this.ms + 30;
    await this.waitFor(() => this.ms >= end, 100, 'settling');
    if (!this.console.includes('Use CTRL-D to reload')) {
      this.write('\x03');
      await this.waitFor(() => this.console.includes('Use CTRL-D to reload'), timeoutMs, 'REPL prompt');
    }
    this.watchCodeFrom = this.console.length;
    this.write('\x04');
    await this.waitFor(() => this.codeStartMs !== null, timeoutMs, '"code.py output:"');
    return this.codeStartMs;
  }
  // The USB host goes away (a console on batteries): the bus suspended, so TinyUSB's tud_ready()
  // is false and CircuitPython's deep sleep is a real one; no host enumerates it after a restart.
  unplug() {
    const usb = this.mcu.usbCtrl;
    this.unplugged = true;
    // rp2040js gap: SIE_STATUS.SUSPENDED is write-1-to-clear on the chip (datasheet 4.1.4), not
    // in rp2040js's mask: TinyUSB's acknowledgement would leave DEV_SUSPEND raised for ever.
    const write = usb.writeUint32.bind(usb);
    usb.writeUint32 = (offset, value) => {
      if (offset === 0x50 && usb.rawWriteValue & (1 << 4)) usb.sieStatus &= ~(1 << 4);
      write(offset, value);
    };
    usb.sieStatus |= 1 << 4; // SIE_STATUS.SUSPENDED (rp2040js raises DEV_SUSPEND from it)
    usb.sieStatusUpdated();
  }
  setPin(pin, high) { this.mcu.gpio[pin].setInputValue(!!high); }
  write(text, port = 0) { this.usb.write(port, [...Buffer.from(text, 'latin1')]); }
  stats() {
    const execS = this.execWall / 1000;
    return {
      emulated_ms: +this.ms.toFixed(3),
      wall_s: +((performance.now() - this.wallStart) / 1000).toFixed(3),
      realtime_factor: +(this.ms / 1000 / execS).toFixed(3),
      mcycles_per_wall_s: +(this.cycles / execS / 1e6).toFixed(2),
      flash: this.flashModel.stats,
      xip: this.xipStats(),
      // the display SPI's bit rate as the firmware programmed it (SSPCPSR, SSPCR0.SCR, clk_peri)
      spi_hz: this.mcu.spiHz[0] || null,
      clk_sys_hz: this.mcu.clkSys,
      clk_peri_hz: this.mcu.clkPeri,
    };
  }
  xipStats() {
    if (!this.xip) return { enabled: false };
    const p = this.xipPlay;
    return { ...this.xip.stats(), play: { frames: p.frames, misses: p.misses,
      stall_ms: +(p.stallNs / 1e6).toFixed(3) } };
  }
}

// ---------------------------------------------------------------------------
// CircuitPython's clock: supervisor.ticks_ms() = 0x1fff0000 + floor(floor(us * 1024 / 1e6) *
// 1000 / 1024) (ports/raspberrypi port_get_raw_ticks, supervisor/shared/tick.c), and keypad
// stamps a press with ticks_ms() at the first scan after the edge (one scan a 1/1024 s tick).
export const TICKS_BASE = 0x1fff0000;

// Emulated ms of the first moment ticks_ms() reads `m` ms since power-on, plus 1 us: a pin edge
// there is scanned, and stamped `m`, within the same tick.
export function stampMoment(m) {
  const raw = Math.floor((m * 1024 + 999) / 1000); // first raw tick with floor(raw*1000/1024) = m
  const us = Math.floor((raw * 1000000 + 1023) / 1024); // when that raw tick begins
  return (us + 1) / 1000;
}

// ---------------------------------------------------------------------------
// One run: {uf2, elf, fs_image, nvm_image, flash_in, flash_out, pins_high, edges: [[ms, pin, high]],
// exact_edges: [[ms, pin, high]], shots: [[ms, png]], until_ms, spi: {index, dc, cs},
// boot_timeout_ms, result}. Times are ms from code.py's start (rounded up to the next whole ms of
// ticks_ms: time zero); `edges` land where keypad stamps them with exactly that many ms, as the
// simulator stamps a script's presses; `exact_edges` (fractions allowed) land where they say.
// Writes the result JSON; the Python side makes sense of it.
// Script edges land where keypad stamps them with exactly their ms: applied at the entry of the
// keypad scan whose timestamp reaches them (read from the call), so they never depend on the
// scan's phase; without the firmware's symbols (or before keypad scans), at stampMoment().
function scheduleEdges(pico, edges, zeroMs) {
  const wrap = 2 ** 29;
  const pending = edges.map(([ms, pin, high]) => ({ ticks: (TICKS_BASE + zeroMs + ms) % wrap, ms, pin, high, done: false }));
  let next = 0;
  pico.onScan = (stamp) => {
    while (next < pending.length && (stamp - pending[next].ticks + wrap) % wrap < wrap / 2) {
      const e = pending[next++];
      if (!e.done) { e.done = true; pico.setPin(e.pin, e.high); }
    }
  };
  const late = pico.scanAddr >= 0 ? 3 : 0; // a scan comes every ~1 ms while keypad runs
  for (const e of pending) {
    pico.at(stampMoment(zeroMs + e.ms) + late, () => {
      if (!e.done) { e.done = true; pico.setPin(e.pin, e.high); }
    });
  }
}

async function runJob(job) {
  const read = (f) => (f ? fs.readFileSync(f) : null);
  const pico = new Pico({ uf2: job.uf2, elf: job.elf, fsImage: read(job.fs_image),
    nvmImage: read(job.nvm_image),
    flashImage: read(job.flash_in), echo: !!job.echo, idealFlash: !!job.ideal_flash });
  for (const pin of job.pins_high) pico.setPin(pin, true); // rp2040js gap: no pull-ups
  const cap = new SpiCapture(pico.mcu, job.spi.index, { dcPin: job.spi.dc, csPin: job.spi.cs, width: 320, height: 240 });
  pico.power = new PowerWatch(pico, { supply: job.supply ?? null });
  pico.power.attach(pico.mcu);
  if (job.profile) {
    pico.profile = { frames: 0, pcs: new Map(), misses: new Map(), windows: [], all: job.profile === 'all',
      minMs: job.profile_min_ms ?? 0 };
    pico.capture = cap;
    cap.windows = [];
  }
  const result = { error: null, code_start_ms: null, shots: [] };
  let shotQueue = [];
  pico.onRefresh = () => {
    // A screenshot waits for the frame boundary, so it never shows half a refresh.
    while (shotQueue.length) {
      const [ms, png] = shotQueue.shift();
      cap.writeShown(png, 320, 240);
      result.shots.push({ ms, png, taken_ms: +(pico.ms - zero).toFixed(3) });
    }
  };
  pico.onRestart = (mcu) => {
    cap.attach(mcu);
    cutEnd = cutEnd ?? afterCut(pico, job, zero, shotQueue);
  };
  let zero = 0;
  let cutEnd = null; // a power cut with after_cut set ends the run this long after it
  try {
    result.code_start_ms = await pico.startCode(job.boot_timeout_ms);
    const zeroMs = Math.ceil(result.code_start_ms);
    zero = stampMoment(zeroMs);
    result.zero_ticks = (TICKS_BASE + zeroMs) % 2 ** 29;
    pico.at(zero, (p) => {
      p.power.zeroMs = zero;
      p.sleepAtZero = [p.sleepNs, p.mcu.clock.nanos];
      p.dormantAtZero = p.dormant.dormantNs;
    });
    scheduleEdges(pico, job.edges, zeroMs);
    for (const [ms, pin, high] of job.exact_edges ?? []) pico.at(zero + ms, (p) => p.setPin(pin, high));
    for (const [ms, png] of job.shots) {
      pico.at(zero + ms, () => {
        if (!cap.asleep) return shotQueue.push([ms, png]);
        cap.writeShown(png, 320, 240); // the controller asleep: no frame comes, the glass is black
        result.shots.push({ ms, png, taken_ms: +(pico.ms - zero).toFixed(3) });
      });
    }
    if (job.unplug) pico.unplug();
    if (job.cut_ms != null) pico.at(zero + job.cut_ms, (p) => { p.pendingCut = true; });
    if (job.cut_after_ops != null) { pico.countOpsFrom = zero; pico.cutAfterOps = job.cut_after_ops; }
    const ended = () => pico.console.includes('Code done running', pico.watchCodeFrom);
    const endAt = () => (cutEnd ?? zero + job.until_ms);
    while (pico.ms < endAt() && !ended()) {
      pico.runUntil(ended, Math.min(endAt(), pico.ms + 100));
      await new Promise(setImmediate);
    }
    pico.onRefresh?.(); // shots still waiting at the end
  } catch (e) {
    result.error = e.message;
  }
  if (job.flash_out) fs.writeFileSync(job.flash_out, pico.mcu.flash);
  Object.assign(result, pico.stats(), {
    resets: pico.resets,
    restarts: pico.restarts.map(([ms, cause]) => [+(ms - zero).toFixed(3), cause]),
    flash_ops: pico.flashOps.map(([ms, ...op]) => [+(ms - zero).toFixed(3), ...op]),
    console: pico.console,
    data_b64: pico.data.toString('base64'),
    data_chunks: pico.dataChunks.map(([ms, off]) => [+(ms - zero).toFixed(3), off]),
    written_b64: Buffer.concat(pico.written).toString('base64'),
    writes: pico.writes.map(([ms, off]) => [+(ms - zero).toFixed(3), off]),
    refreshes: pico.refreshes.filter((ms) => ms >= zero).map((ms) => +(ms - zero).toFixed(3)),
    wakes: pico.wakes.filter((ms) => ms >= zero).map((ms) => +(ms - zero).toFixed(3)),
    spi_bytes: cap.bytes,
    power: { ...pico.power.finish(), ...sleepFigures(pico) },
  });
  if (pico.profile) result.profile = profileByFunction(pico.profile, job.elf);
  fs.writeFileSync(job.result, JSON.stringify(result));
}

// The core's WFI time from time zero to the end: what the power estimate is made from.
function sleepFigures(pico) {
  const [sleep0, at0] = pico.sleepAtZero ?? [0, 0];
  const zeroMs = pico.power.zeroMs ?? 0;
  const asleepAt = []; // [ms, asleep_ms] from time zero at each wake: WFI time over any window
  pico.wakes.forEach((ms, i) => {
    const asleep = (pico.wakeSleepNs[i] - sleep0) / 1e6;
    if (ms >= zeroMs) asleepAt.push([+(ms - zeroMs).toFixed(3), +asleep.toFixed(3)]);
  });
  const d = pico.dormant;
  return { asleep_ms: +((pico.sleepNs - sleep0) / 1e6).toFixed(3),
    span_ms: +((pico.mcu.clock.nanos - at0) / 1e6).toFixed(3), clk_sys_hz: pico.mcu.clkSys,
    asleep_at: asleepAt,
    // DORMANT (dormant.mjs): its time from time zero, each spell [start, end, wake gpio]
    dormant_ms: +((d.dormantNs - (pico.dormantAtZero ?? 0)) / 1e6).toFixed(3),
    dormant: d.spells.map(([a, b, g]) => [+(a - zeroMs).toFixed(3), b === null ? null : +(b - zeroMs).toFixed(3), g]) };
}

// After a power cut (job.cut_ms or cut_after_ops) with job.after_cut = {edges, shots, until_ms}:
// its presses and shots at ms after the cut, and the run's end. Returns that end (emulated ms).
function afterCut(pico, job, zero, shotQueue) {
  const after = pico.restarts.at(-1)?.[1] === 'power' ? job.after_cut : null;
  if (!after) return null;
  const cut = pico.ms;
  for (const [ms, pin, high] of after.edges ?? []) pico.at(cut + ms, (p) => p.setPin(pin, high));
  for (const [ms, png] of after.shots ?? []) {
    pico.at(cut + ms, () => shotQueue.push([+(cut - zero + ms).toFixed(3), png]));
  }
  return cut + after.until_ms;
}

// The --profile table: emulated ms per function (by the ELF's symbols), in refresh and outside it.
function profileByFunction(profile, elf) {
  const funcs = Object.entries(elf ? elfFunctions(elf, null) : {})
    .filter(([, s]) => s.size > 0).sort((a, b) => a[1].addr - b[1].addr);
  const nameOf = (pc) => {
    let lo = 0, hi = funcs.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1, [name, s] = funcs[mid];
      if (pc < s.addr) hi = mid - 1;
      else if (pc >= s.addr + s.size) lo = mid + 1;
      else return name;
    }
    return '0x' + pc.toString(16);
  };
  const rows = new Map();
  for (const [key, c] of profile.pcs) {
    const name = nameOf(key & ~1);
    const row = rows.get(name) ?? { name, refresh: 0, other: 0, misses: 0 };
    row[key & 1 ? 'refresh' : 'other'] += c;
    row.misses += profile.misses.get(key) ?? 0; // XIP cache misses of its instructions
    rows.set(name, row);
  }
  return { frames: profile.frames, all: profile.all, min_ms: profile.minMs, windows: profile.windows, functions: [...rows.values()].sort((a, b) => b.refresh + b.other - a.refresh - a.other) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runJob(JSON.parse(fs.readFileSync(process.argv[2], 'utf8'))).catch((e) => {
    process.stderr.write(`emulator: ${e.stack}\n`);
    process.exit(2);
  });
}
