# SPDX-License-Identifier: MIT
"""The engine's own PRNG: xorshift32 with Fisher-Yates, bit-identical on CPython and MicroPython.

Every value is masked to 32 bits, so the long ints of a 32-bit VM give the same numbers as
CPython's. Only dealing and coin tosses draw numbers; the action path never does.
"""

_MASK = 0xFFFFFFFF


class Rng:
    """Seeded xorshift32; `state` is the whole of it (a snapshot is one int)."""

    def __init__(self, seed):
        # Spread small seeds over 32 bits; xorshift must never sit at zero.
        self.state = ((seed * 0x9E3779B1) ^ 0x7F4A7C15) & _MASK or 0x2545F491

    def next(self):
        x = self.state
        x ^= (x << 13) & _MASK
        x ^= x >> 17
        x ^= (x << 5) & _MASK
        self.state = x
        return x

    def below(self, n):
        """A number in 0 .. n-1 (n small: the modulo bias is negligible and platform-identical)."""
        return self.next() % n

    def shuffle(self, buf, start, n):
        """Fisher-Yates over buf[start : start + n], in place."""
        i = n - 1
        while i > 0:
            a = start + i
            b = start + self.next() % (i + 1)
            c = buf[a]
            buf[a] = buf[b]
            buf[b] = c
            i -= 1
