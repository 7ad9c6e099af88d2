# One entry point for people and CI. Every target builds its own tools from pinned files.
#   make play    the desktop simulator (the real firmware code in a window)
#   make test    everything CI runs: lint, device checks, type check, the test suite
#   make bench   speed and memory figures (printed, not asserted)
#   make soak    long runs: fuzzing and CPU-vs-CPU soaks beyond what CI does
#   make deploy  put the firmware and its libraries on a CIRCUITPY drive (make uf2: a UF2 image)
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
SHARED := ../shared
# Headless SDL for tests and benches; `make play` clears these to open a real window.
HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1 BLINKA_OS_AGNOSTIC=1

.PHONY: all play test lint cpcheck typecheck pytest bench soak deploy uf2 clean

all: test

$(VENV)/.stamp: requirements.txt
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -r requirements.txt
	$(PY) -m pip install --quiet --no-deps -e .  # the host tools' commands: spitlog, spit-deploy, spit-sim
	touch $@

node_modules/.stamp: package.json package-lock.json
	npm ci --silent --no-audit --no-fund
	touch $@

deps: $(VENV)/.stamp node_modules/.stamp

play: $(VENV)/.stamp
	PYGAME_HIDE_SUPPORT_PROMPT=1 BLINKA_OS_AGNOSTIC=1 $(PY) -m host_tools.sim

lint: $(VENV)/.stamp
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .

# The shared CircuitPython checker lives beside the repo on developer and CI machines.
cpcheck:
	@if [ -f $(SHARED)/tools/cpcheck.py ]; then $(PYTHON) $(SHARED)/tools/cpcheck.py firmware; \
	else echo "cpcheck: $(SHARED)/tools/cpcheck.py not here, skipped"; fi

typecheck: $(VENV)/.stamp
	$(PY) -m mypy

pytest: deps
	$(HEADLESS) $(PY) -m pytest -n 2 --dist loadgroup -q --durations=40

test: deps lint cpcheck typecheck pytest

bench: deps
	$(HEADLESS) $(PY) -m bench

soak: deps
	$(HEADLESS) SPIT_SOAK=1 $(PY) -m pytest -n 2 -q -m soak

deploy: $(VENV)/.stamp
	$(PY) -m host_tools.deploy

uf2: $(VENV)/.stamp
	mkdir -p out
	$(PY) -m host_tools.deploy build-uf2 -o out/spit-console.uf2

# The console's own UF2: CircuitPython 10.2.1 with spit frozen in + CIRCUITPY (frozen/README.md).
# As root: the first run makes a Debian 13 chroot in /var/cache/spit-firmware; later runs reuse it.
.PHONY: firmware firmware-repro
firmware: $(VENV)/.stamp
	PY=$(PY) frozen/build.sh out

# docs/screens/*.png: every page and the table's key moments, from the emulated Pico running the
# console's own UF2 (make firmware first), driven by docs/screens/screens.txt and cpu_game.txt,
# and by round_end.txt and game_end.txt (a first round played to its summary, and to a points
# game's result: written by docs/screens/plan_round.py from the engine's own deal), and by
# battery.txt on a spent 3 x AA pack (the gauge, the low warning), and by players.txt (two new
# players' initials, that points game between them, their statistics pages, the hall of fame).
.PHONY: screens
screens: deps
	@uf2=$$(ls out/spit-console-*.uf2 2>/dev/null | tail -1); \
	if [ -z "$$uf2" ]; then echo "screens: no out/spit-console-*.uf2: make firmware first"; exit 2; fi; \
	$(PY) docs/screens/plan_round.py && \
	$(PY) -m host_tools.pico --uf2 "$$uf2" --seed 7 --no-debug --script docs/screens/screens.txt && \
	$(PY) -m host_tools.pico --uf2 "$$uf2" --seed 7 --no-debug --script docs/screens/cpu_game.txt --settle 100 && \
	$(PY) -m host_tools.pico --uf2 "$$uf2" --seed 7 --no-debug --script docs/screens/round_end.txt --settle 100 && \
	$(PY) -m host_tools.pico --uf2 "$$uf2" --seed 7 --no-debug --script docs/screens/game_end.txt --settle 100 && \
	$(PY) -m host_tools.pico --uf2 "$$uf2" --seed 7 --no-debug --script docs/screens/battery.txt --settle 100 --vsys 2.9 --no-usb && \
	$(PY) -m host_tools.pico --uf2 "$$uf2" --seed 7 --no-debug --script docs/screens/players.txt --settle 100 && \
	$(HEADLESS) $(PY) docs/screens/languages.py

# Two builds from the same inputs must give one sha256 (long: two full builds).
firmware-repro: $(VENV)/.stamp
	PY=$(PY) frozen/repro.sh

clean:
	rm -rf $(VENV) node_modules .pytest_cache .mypy_cache .ruff_cache .hypothesis
