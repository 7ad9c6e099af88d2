# SPDX-License-Identifier: MIT
"""The engine's own PRNG: xorshift32 with Fisher-Yates, bit-identical on CPython and MicroPython."""

# The 32-bit state is kept as two 16-bit halves so that every intermediate value stays a small
# int on a 32-bit VM (small ints are 31 bits there): drawing a number never allocates.

_M16 = 0xFFFF


class Rng:
    """Seeded xorshift32 (shifts 13, 17, 5): the engine's only randomness, the same on every
    Python. ``state()`` is the whole of it as one int."""

    def __init__(self, seed):
        # Spread small seeds over 32 bits; xorshift must never sit at zero.
        s = ((seed * 0x9E3779B1) ^ 0x7F4A7C15) & 0xFFFFFFFF or 0x2545F491
        self.hi = s >> 16
        self.lo = s & _M16

    def state(self):
        """The generator's 32-bit state as one int (allocates on a 32-bit VM: tests and tools)."""
        return self.hi << 16 | self.lo

    def below(self, n):
        """Step once; a number in 0 .. n-1 (n < 16384): the 32-bit state modulo n, computed in
        16-bit halves so a small-int VM allocates nothing."""
        hi = self.hi
        lo = self.lo
        # x ^= x << 13
        hi ^= ((hi << 13) | (lo >> 3)) & _M16
        lo ^= (lo << 13) & _M16
        # x ^= x >> 17
        lo ^= hi >> 1
        # x ^= x << 5
        hi ^= ((hi << 5) | (lo >> 11)) & _M16
        lo ^= (lo << 5) & _M16
        self.hi = hi
        self.lo = lo
        return ((hi % n) * 65536 + lo) % n

    def shuffle(self, buf, start, n):
        """Fisher-Yates over buf[start : start + n], in place (n - 1 steps of ``below``)."""
        i = n - 1
        while i > 0:
            a = start + i
            b = start + self.below(i + 1)
            c = buf[a]
            buf[a] = buf[b]
            buf[b] = c
            i -= 1
