# Two entry points for a fresh machine: `make play` and `make test`.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

$(STAMP): pyproject.toml
	$(PY) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	$(BIN)/pip install -q -e '.[dev]'
	touch $(STAMP)

.PHONY: venv system play test test-fast lint bench
venv: $(STAMP)

# System libraries for offscreen OpenGL (EGL/llvmpipe) and the real-window tests (Xvfb, xdotool).
system:
	@bash scripts/system-deps.sh

play: system $(STAMP)
	$(BIN)/deboule play

test: system $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/python -m pytest -n 2  # two workers: CI machines have two cores

# The suite less what needs the real window, an OpenGL context or MuJoCo (the pytest markers
# window, gl, physics that tests/conftest.py sets from what each test module uses): a check
# while working, well under two minutes on two cores. `make test` (all of it) is CI's.
FAST := not window and not gl and not physics and not packaging
test-fast: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/python -m pytest -n 2 -m "$(FAST)"

bench: $(STAMP)
	$(BIN)/python -m bench
