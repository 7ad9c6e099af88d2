"""Minimal displayio / vectorio / terminalio stand-ins for the MicroPython VM (heap measuring).

MicroPython has no displayio. These stand-ins hold the same pixel storage CircuitPython's C
objects hold (a Bitmap keeps 32-bit words, stride = ceil(width * bits / 32)), a TileGrid its tile
bytes, a Palette 4 bytes a colour, so the view's heap measured with them is an estimate: Python
objects stand in for C structs of roughly similar size, the font's glyph sheet is not counted
(CircuitPython's terminalio font lives in flash). Enough API for spit.screen.view.
"""

DISPLAYIO = """
class Bitmap:
    def __init__(self, width, height, value_count):
        bits = 1
        while (1 << bits) < value_count:
            bits *= 2
        self.width = width
        self.height = height
        self.bits = bits
        self.stride = (width * bits + 31) // 32
        self.data = bytearray(self.stride * 4 * height)

    def _at(self, x, y):
        bit = y * self.stride * 32 + x * self.bits
        return bit >> 3, bit & 7

    def __setitem__(self, xy, value):
        if isinstance(xy, tuple):
            x, y = xy
        else:
            x, y = xy % self.width, xy // self.width
        i, s = self._at(x, y)
        mask = ((1 << self.bits) - 1) << s if self.bits < 8 else 255
        if self.bits < 8:
            self.data[i] = (self.data[i] & ~mask) | ((value << s) & mask)
        else:
            self.data[i] = value & 255

    def __getitem__(self, xy):
        if isinstance(xy, tuple):
            x, y = xy
        else:
            x, y = xy % self.width, xy // self.width
        i, s = self._at(x, y)
        if self.bits < 8:
            return (self.data[i] >> s) & ((1 << self.bits) - 1)
        return self.data[i]

    def fill(self, value):
        for y in range(self.height):
            for x in range(self.width):
                self[x, y] = value

    def blit(self, x, y, source, *, x1=0, y1=0, x2=None, y2=None, skip_index=None):
        x2 = source.width if x2 is None else x2
        y2 = source.height if y2 is None else y2
        for sy in range(y1, y2):
            for sx in range(x1, x2):
                v = source[sx, sy]
                tx, ty = x + sx - x1, y + sy - y1
                if v != skip_index and 0 <= tx < self.width and 0 <= ty < self.height:
                    self[tx, ty] = v


class Palette:
    def __init__(self, color_count, *, dither=False):
        self.colors = bytearray(4 * color_count)
        self.count = color_count
        self.transparent = 0

    def __len__(self):
        return self.count

    def __setitem__(self, i, color):
        c = color if isinstance(color, int) else (color[0] << 16) | (color[1] << 8) | color[2]
        self.colors[4 * i] = c & 255
        self.colors[4 * i + 1] = (c >> 8) & 255
        self.colors[4 * i + 2] = (c >> 16) & 255

    def __getitem__(self, i):
        b = self.colors
        return b[4 * i] | (b[4 * i + 1] << 8) | (b[4 * i + 2] << 16)

    def make_transparent(self, i):
        self.transparent |= 1 << i

    def make_opaque(self, i):
        self.transparent &= ~(1 << i)

    def is_transparent(self, i):
        return bool(self.transparent & (1 << i))


class ColorConverter:
    pass


class TileGrid:
    def __init__(self, bitmap, *, pixel_shader, width=1, height=1, tile_width=None,
                 tile_height=None, default_tile=0, x=0, y=0):
        self.bitmap = bitmap
        self.pixel_shader = pixel_shader
        self.tile_width = bitmap.width if tile_width is None else tile_width
        self.tile_height = bitmap.height if tile_height is None else tile_height
        self.width = width
        self.height = height
        self.tiles = bytearray([default_tile] * (width * height))
        self.x = x
        self.y = y
        self.flip_x = False
        self.flip_y = False
        self.transpose_xy = False
        self.hidden = False

    def __setitem__(self, i, tile):
        if isinstance(i, tuple):
            i = i[1] * self.width + i[0]
        self.tiles[i] = tile

    def __getitem__(self, i):
        if isinstance(i, tuple):
            i = i[1] * self.width + i[0]
        return self.tiles[i]


class Group:
    def __init__(self, *, scale=1, x=0, y=0):
        self.layers = []
        self._group_scale = scale  # not `scale`: a Label's own scale property must not run yet
        self.x = x
        self.y = y
        self.hidden = False

    @property
    def scale(self):
        return self._group_scale

    @scale.setter
    def scale(self, value):
        self._group_scale = value

    def append(self, layer):
        self.layers.append(layer)

    def insert(self, i, layer):
        self.layers.insert(i, layer)

    def remove(self, layer):
        self.layers.remove(layer)

    def pop(self, i=-1):
        return self.layers.pop(i)

    def index(self, layer):
        return self.layers.index(layer)

    def __len__(self):
        return len(self.layers)

    def __getitem__(self, i):
        return self.layers[i]

    def __setitem__(self, i, layer):
        self.layers[i] = layer
"""

VECTORIO = """
class Rectangle:
    def __init__(self, *, pixel_shader, width, height, x=0, y=0):
        self.pixel_shader = pixel_shader
        self.width = width
        self.height = height
        self.x = x
        self.y = y
        self.hidden = False
"""

# A 6x12 font whose glyphs share one blank sheet: sizes right, no pixels (they live in flash).
TERMINALIO = """
import displayio

class _Glyph:
    def __init__(self, sheet, index):
        self.bitmap = sheet
        self.tile_index = index
        self.width = 6
        self.height = 12
        self.dx = 0
        self.dy = -2
        self.shift_x = 6
        self.shift_y = 0

class _Font:
    def __init__(self):
        self._sheet = self.bitmap = displayio.Bitmap(6 * 96, 12, 2)
        self._glyphs = [_Glyph(self._sheet, i) for i in range(96)]

    def get_bounding_box(self):
        return (6, 12)

    def get_glyph(self, codepoint):
        if 32 <= codepoint < 128:
            return self._glyphs[codepoint - 32]
        return None

FONT = _Font()
"""

FILES = {
    "/lib/displayio.py": DISPLAYIO,
    "/lib/vectorio.py": VECTORIO,
    "/lib/terminalio.py": TERMINALIO,
}
