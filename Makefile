# Two entry points for a fresh machine: `make play` and `make test`.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

# Every package at the exact version and hash of uv.lock (what CI tests is what players get).
# uv itself is installed from requirements/uv.txt (hashes) into .venv-tools, outside .venv, so
# that syncing .venv to the lock never removes it. `make lock` refreshes the lock (docs/install.md).
UV := .venv-tools/bin/uv
export UV_PYTHON_DOWNLOADS := never

$(UV): requirements/uv.txt
	$(PY) -m pip install -q --no-deps --require-hashes --target .venv-tools -r requirements/uv.txt
	@test -x $(UV) || { mkdir -p .venv-tools/bin; ln -sf ../bin/uv $(UV); }
	touch $(UV)

$(STAMP): pyproject.toml uv.lock $(UV)
	$(UV) venv -q --allow-existing --python $(PY) $(VENV)
	$(UV) sync -q --locked --extra dev --python $(VENV)/bin/python
	touch $(STAMP)

# The lock again from the newest releases that pyproject.toml allows (MuJoCo and numpy stay at
# their pins there): review the diff, then `make upgrade-check` before committing it.
lock: $(UV)
	$(UV) lock --upgrade

# A venv with the newest MuJoCo and numpy beside the pinned one: which pinned outcomes change.
upgrade-check: $(STAMP)
	$(BIN)/python -m bench.upgrade_check

.PHONY: venv system play test test-fast lint bench lock upgrade-check
venv: $(STAMP)

# System libraries for offscreen OpenGL (EGL/llvmpipe) and the real-window tests (Xvfb, xdotool).
system:
	@bash scripts/system-deps.sh

play: system $(STAMP)
	$(BIN)/deboule play

# The suite's Python compiles each module once, into the venv (outside the checkout's folders):
# an environment that sets PYTHONDONTWRITEBYTECODE (CI images often do, this machine does) had
# both workers and each of the hundreds of game processes the tests start compile every module
# they import again (about 10 s of each worker's collection, 0.2-0.4 s of each process).
PYTEST := env -u PYTHONDONTWRITEBYTECODE PYTHONPYCACHEPREFIX=$(CURDIR)/$(VENV)/pycache \
	$(BIN)/python -m pytest

test: system $(STAMP)
	$(BIN)/ruff check .
	$(PYTEST) -n 2  # two workers: CI machines have two cores

# The suite less what needs the real window, an OpenGL context or MuJoCo (the pytest markers
# window, gl, physics that tests/conftest.py sets from what each test module uses): a check
# while working, well under two minutes on two cores. `make test` (all of it) is CI's.
FAST := not window and not gl and not physics and not packaging
test-fast: $(STAMP)
	$(BIN)/ruff check .
	$(PYTEST) -n 2 -m "$(FAST)"

bench: $(STAMP)
	$(BIN)/python -m bench
