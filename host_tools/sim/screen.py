# SPDX-License-Identifier: MIT
"""The simulator's 320x240 screen: a Blinka PyGameDisplay that can run headless and be inspected.

    with Screen(headless=True) as screen:      # or Screen(zoom=3) for a window people play in
        screen.display.root_group = view.root  # (spit.screen.view does this itself)
        areas = screen.refresh()               # displayio's own dirty rectangles this frame
        screen.save("out.png"); screen.pixel(10, 20)

PyGameDisplay repaints the whole window on each refresh, so it cannot say what a real panel would
have been sent. This subclass asks the displayio groups for their dirty areas first — the very
areas a BusDisplay on the device pushes over SPI — records them (`last_areas`, `last_pixels`) and
then, unless `partial=True`, repaints everything as before. Only one Screen may exist at a time
(Blinka allows one display); `release()` (or leaving the `with`) frees it for the next.
"""

import os

_HEADLESS = (
    ("SDL_VIDEODRIVER", "dummy"),
    ("SDL_AUDIODRIVER", "dummy"),
    ("PYGAME_HIDE_SUPPORT_PROMPT", "1"),
    ("BLINKA_OS_AGNOSTIC", "1"),
)

WIDTH = 320
HEIGHT = 240


def _set_env(headless):
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ.setdefault("BLINKA_OS_AGNOSTIC", "1")
    if headless:
        for name, value in _HEADLESS:
            if os.environ.get(name) != value:  # (a putenv races SDL's getenv in a running display)
                os.environ[name] = value


def _display_class():
    """Build the recording subclass lazily: importing pygame must wait for the SDL settings."""
    import busdisplay
    import pygame
    from blinka_displayio_pygamedisplay import PyGameDisplay

    class RecordingDisplay(PyGameDisplay):
        """PyGameDisplay that records displayio's dirty areas and can zoom its window."""

        def __init__(self, zoom=1, partial=False, window=False, **kwargs):
            self.zoom = max(1, int(zoom))
            self.partial = partial
            self.separate = window  # a window of its own: overlays never touch the panel
            self.overlay = None  # a pygame surface shown over the window (the key map)
            self.last_areas = []
            self.last_pixels = 0
            self._window = None
            super().__init__(**kwargs)

        def _initialize(self, init_sequence):
            super()._initialize(init_sequence)
            if self.zoom > 1 or self.separate:
                # draw into an off-screen 320x240 surface; the window shows it scaled
                self._window = self._pygame_screen
                self._window = pygame.display.set_mode(
                    (self.width * self.zoom, self.height * self.zoom), flags=self._flags
                )
                self._pygame_screen = pygame.Surface((self.width, self.height))

        def _get_refresh_areas(self):
            areas = busdisplay.BusDisplay._get_refresh_areas(self)
            self.last_areas = [(a.x1, a.y1, a.x2, a.y2) for a in areas]
            self.last_pixels = sum(a.size() for a in areas)
            if self.partial:
                return areas
            return PyGameDisplay._get_refresh_areas(self)

        def _refresh_display(self):
            if self._pygame_screen is None:
                return
            super()._refresh_display()
            self.present()

        def present(self):
            """Show the panel in the window, the overlay (if any) on top, in one flip: every
            frame the firmware redraws carries the overlay, so it never flickers."""
            if self._window is None or self._pygame_screen is None:
                return
            size = self._window.get_size()
            self._window.blit(pygame.transform.scale(self._pygame_screen, size), (0, 0))
            if self.brightness < 1.0:  # the backlight's PWM, as the glass would show it
                shade = pygame.Surface(size)
                shade.set_alpha(round(255 * (1.0 - self.brightness)))
                self._window.blit(shade, (0, 0))
            if self.overlay is not None:
                self._window.blit(self.overlay, (0, 0))
            pygame.display.flip()

    return RecordingDisplay


class Screen:
    """One simulated 320x240 panel, auto_refresh off, refreshed only when asked."""

    def __init__(self, headless=True, zoom=1, partial=False, caption="Spit"):
        _set_env(headless)
        import displayio

        displayio.release_displays()  # Blinka allows one display: free a forgotten one
        self.display = _display_class()(
            zoom=zoom,
            partial=partial,
            width=WIDTH,
            height=HEIGHT,
            caption=caption,
            auto_refresh=False,
            window=not headless,
        )
        self.released = False
        self.asleep = False  # the controller in sleep-in, the backlight off: the glass black

    def refresh(self):
        """Draw one frame; return displayio's dirty rectangles (x1, y1, x2, y2) for it."""
        self.display.refresh()
        return self.display.last_areas

    @property
    def surface(self):
        """The 320x240 pygame surface holding what the panel shows."""
        return self.display._pygame_screen

    def pixel(self, x, y):
        """(r, g, b) of the screen's pixel at (x, y)."""
        if self.asleep:
            return (0, 0, 0)
        color = self.surface.get_at((x, y))
        return (color[0], color[1], color[2])

    def save(self, path):
        """Write what the panel shows to a PNG file."""
        import pygame

        surface = self.surface
        if self.asleep:
            surface = surface.copy()
            surface.fill((0, 0, 0))
        pygame.image.save(surface, str(path))

    def check_quit(self):
        """True when the window was closed (always False headless)."""
        return bool(self.display.check_quit(delay=0))

    def release(self):
        """Free the display (and pygame) for the next Screen."""
        if self.released:
            return
        import displayio

        group = self.display.root_group
        displayio.release_displays()
        if group is not None:
            group._in_group = False  # let the same root group go onto the next display
        self.released = True

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.release()
        return False
