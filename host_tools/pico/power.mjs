// SPDX-License-Identifier: MIT
// The emulated Pico's power side: the supply the firmware reads, the backlight's PWM duty over
// time and the buzzer's tones, watched on rp2040js's own ADC and PWM models.
//
// - Supply: rp2040js's ADC answers a conversion with `channelValues[channel]` (12 bits) after
//   2 us; the Pico reads VSYS / 3 on channel 3 (GP29, a 200k/100k divider) and VBUS on GP24
//   (Pico datasheet, "Powering Pico"). `supply` = {points: [[ms, volts], ...], usb}: VSYS in
//   straight lines between the points (ms from time zero; the first before it, the last after);
//   GP24 reads `usb`.
// - Backlight: BusDisplay drives its backlight pin as a PWMOut (GP22: slice 3, channel A). Each
//   write to that slice's registers is followed by its duty, CC_A / (TOP + 1) (inverted with
//   A_INV, 0 while the slice is off or the pin is not on the PWM function), kept as [ms, duty]
//   changes.
// - Buzzer: audiopwmio feeds the buzzer pin's slice (GP26: slice 5, channel A) one sample a
//   DMA transfer into CC (10 bits: TOP 1023, silence at 512). A tone is a run of samples away from
//   the middle; its pitch counts upward crossings of the middle, its length runs from its first
//   sample off the middle to its last, its amplitude is the peak-to-peak swing over TOP + 1.

const VREF = 3.3;
const TONE_THRESHOLD = 6; // counts off the middle (of 1024) that sound
const TONE_GAP_MS = 8; // this long back at the middle ends a tone (73 Hz: 6.8 ms half-periods)
const MAX_TONES = 4000;

export class PowerWatch {
  constructor(pico, { supply = null, backlightPin = 22, buzzerPin = 26 } = {}) {
    this.pico = pico;
    this.supply = supply;
    this.zeroMs = null; // the supply's ramp and every time here count from time zero
    this.backlightPin = backlightPin;
    this.buzzerPin = buzzerPin;
    this.backlight = []; // [ms, duty] at each change
    this.tones = []; // {start_ms, ms, hz, swing}
    this.tone = null;
    this.adcReads = 0;
  }
  // (again after the chip restarts: a new chip has new peripherals)
  attach(mcu) {
    this.mcu = mcu;
    const adc = mcu.adc;
    const read = adc.onADCRead;
    adc.onADCRead = (channel) => {
      this.adcReads++;
      if (channel === 3 && this.supply) adc.channelValues[3] = this.adcCounts(this.vsysNow());
      // the temperature sensor: 0.706 V at 27 C (RP2040 datasheet 4.9.5)
      if (channel === 4) adc.channelValues[4] = Math.round((0.706 / VREF) * 4095);
      read(channel);
    };
    if (this.supply) this.pico.setPin(24, !!this.supply.usb);
    this.watchSlice(this.backlightPin, () => this.noteBacklight());
    this.watchSlice(this.buzzerPin, (offset, value) => {
      if (offset === 0x0c) this.sample(value & 0xffff);
    });
    this.noteBacklight();
  }
  vsysNow() {
    const pts = this.supply.points;
    const ms = this.zeroMs === null ? -Infinity : this.pico.ms - this.zeroMs;
    if (ms <= pts[0][0]) return pts[0][1];
    for (let i = 1; i < pts.length; i++) {
      const [m0, v0] = pts[i - 1], [m1, v1] = pts[i];
      if (ms <= m1) return m1 > m0 ? v0 + ((v1 - v0) * (ms - m0)) / (m1 - m0) : v1;
    }
    return pts.at(-1)[1];
  }
  adcCounts(vsys) {
    return Math.max(0, Math.min(4095, Math.round((vsys / 3 / VREF) * 4095)));
  }
  slice(pin) {
    return this.mcu.pwm.channels[(pin >> 1) & 7];
  }
  watchSlice(pin, after) {
    const channel = this.slice(pin);
    const write = channel.writeRegister.bind(channel);
    channel.writeRegister = (offset, value) => {
      write(offset, value);
      after(offset, value);
    };
  }
  ms() {
    return +(this.pico.ms - (this.zeroMs ?? 0)).toFixed(3);
  }
  duty(pin) {
    const gpio = this.mcu.gpio[pin];
    if (gpio.functionSelect !== 4) return gpio.outputValue ? 1 : 0; // not PWM: on or off
    const ch = this.slice(pin);
    if (!(ch.csr & 1)) return 0;
    const b = pin & 1;
    const cc = b ? ch.cc >>> 16 : ch.cc & 0xffff;
    let d = Math.min(1, cc / (ch.top + 1));
    if (ch.csr & (b ? 8 : 4)) d = 1 - d; // B_INV / A_INV
    return +d.toFixed(4);
  }
  noteBacklight() {
    const d = this.duty(this.backlightPin);
    const last = this.backlight.at(-1);
    if (!last || last[1] !== d) this.backlight.push([+this.pico.ms.toFixed(3), d]);
  }
  // one audio sample (what the DMA wrote to the buzzer's CC)
  sample(value) {
    const t = this.pico.ms;
    const ch = this.slice(this.buzzerPin);
    const mid = (ch.top + 1) / 2;
    const dev = value - mid;
    let tone = this.tone;
    if (tone && t - tone.last > TONE_GAP_MS) tone = this.closeTone();
    if (Math.abs(dev) <= TONE_THRESHOLD) {
      if (tone) tone.prev = dev;
      return;
    }
    if (!tone) {
      tone = this.tone = { start: t, last: t, min: value, max: value, ups: 0, firstUp: 0, lastUp: 0,
        prev: 0, top: ch.top };
    }
    tone.last = t;
    if (value < tone.min) tone.min = value;
    if (value > tone.max) tone.max = value;
    if (tone.prev <= 0 && dev > 0) {
      if (!tone.ups) tone.firstUp = t;
      tone.lastUp = t;
      tone.ups++;
    }
    tone.prev = dev;
  }
  closeTone() {
    const tone = this.tone;
    this.tone = null;
    // (a lone sample off the middle, as the PWM's start-up ramp leaves, is no tone: no pitch)
    if (tone && tone.ups >= 2 && this.tones.length < MAX_TONES) {
      const span = tone.lastUp - tone.firstUp;
      this.tones.push({
        start_ms: +(tone.start - (this.zeroMs ?? 0)).toFixed(3),
        ms: +(tone.last - tone.start).toFixed(3),
        hz: tone.ups >= 2 && span > 0 ? +((tone.ups - 1) / (span / 1000)).toFixed(1) : null,
        swing: +((tone.max - tone.min) / (tone.top + 1)).toFixed(4),
      });
    }
    return null;
  }
  finish() {
    if (this.tone) this.closeTone();
    const z = this.zeroMs ?? 0;
    return {
      backlight: this.backlight.map(([ms, d]) => [+(ms - z).toFixed(3), d]),
      tones: this.tones,
      adc_reads: this.adcReads,
    };
  }
}
