"""Every cache file is read through the project's safe reader (deboule/rules/core/regular_file.py):
a FIFO at a cache's name once hung `deboule sim --game chamot` (Chamot's frequency ranks and
lexicon index), a symlink to /dev/zero gave a MemoryError traceback. Now a cache that is not a
regular file, too large, cut or damaged is refused at once and built again over the bad entry
(issue 44, point 7). The readers run in a child process with its memory capped and a timeout as a
net, so that the code before this change fails here instead of blocking or filling the machine."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from deboule.rules.chamot.cachefile import read_cache, write_cache
from deboule.rules.core.regular_file import NotReadable, read_regular

ROOT = Path(__file__).resolve().parent.parent
MEMORY_CAP = 3 * 2**30  # bytes of address space for the child: /dev/zero read whole exceeds it
NET_SECONDS = 60  # a net: the readers answer in well under a second

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are a POSIX thing")


def run_child(code: str, cache: Path, timeout: float = NET_SECONDS) -> subprocess.CompletedProcess:
    """`code` in a child whose address space is capped, DEBOULE_CACHE_DIR=`cache`."""
    prelude = (f"import resource; resource.setrlimit(resource.RLIMIT_AS, ({MEMORY_CAP}, "
               f"{MEMORY_CAP}))\n")
    env = {**os.environ, "DEBOULE_CACHE_DIR": str(cache)}
    return subprocess.run([sys.executable, "-c", prelude + textwrap.dedent(code)], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=timeout)


def bad_entry(path: Path, kind: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "zero":
        path.symlink_to("/dev/zero")
    elif kind == "folder":
        path.mkdir()
    elif kind == "cut":
        write_cache(path, b"abc\ndef\nghi")
        path.write_bytes(path.read_bytes()[:-10])
    elif kind == "flipped":
        write_cache(path, b"abc\ndef\nghi")
        raw = bytearray(path.read_bytes())
        raw[1] ^= 1
        path.write_bytes(bytes(raw))


KINDS = ["fifo", "zero", "folder", "cut", "flipped"]


@pytest.mark.parametrize("kind", KINDS)
def test_the_frequency_cache_is_refused_at_once(tmp_path, kind):
    code = """
        from deboule.rules.chamot import frequency
        try:
            frequency._read(frequency.cache_path())
        except ValueError:
            print("refused")
        else:
            print("read")
    """
    from deboule.rules.chamot import frequency

    name = Path(frequency.cache_path()).name
    bad_entry(tmp_path / name, kind)
    done = run_child(code, tmp_path)
    assert done.stdout.strip() == "refused", done.stderr[-2000:]


@pytest.mark.parametrize("kind", KINDS)
def test_the_lexicon_index_is_refused_at_once(tmp_path, kind):
    code = """
        import os
        from pathlib import Path
        from deboule.rules.chamot import french
        folder = Path(os.environ["DEBOULE_CACHE_DIR"])
        (path,) = [p for p in folder.iterdir() if p.name.startswith("chamot-fr-")]
        reader = getattr(french, "_read", None)
        if reader is not None:
            print("refused" if reader(path) is None else "read")
        else:  # the code before: the trie loaded the path itself
            import marisa_trie
            marisa_trie.Trie().load(str(path))
            print("read")
    """
    from deboule.rules.chamot import french

    stem = french.dictionary_stem()
    name = f"chamot-fr-{french.source_key(stem)}-{getattr(french, 'CACHE_FORMAT', 'c2')}.marisa"
    bad_entry(tmp_path / name, kind)
    done = run_child(code, tmp_path)
    assert done.stdout.strip() == "refused", done.stderr[-2000:]


def test_chamot_sim_builds_its_caches_again_over_a_fifo_and_a_symlink_to_dev_zero(tmp_path):
    """End to end: a FIFO as the frequency cache, a symlink to /dev/zero as the lexicon's
    index: the sim plays, and both are replaced by regular files (the rename replaces the
    entry, never what it pointed to)."""
    from deboule.rules.chamot import french, frequency

    key = french.source_key(french.dictionary_stem())
    ranks = tmp_path / Path(frequency.cache_path()).name
    index = tmp_path / f"chamot-fr-{key}-{getattr(french, 'CACHE_FORMAT', 'c2')}.marisa"
    bad_entry(ranks, "fifo")
    bad_entry(index, "zero")
    done = run_child("""
        import sys
        from deboule.cli import main
        sys.exit(main(["sim", "--game", "chamot", "--preset", "short", "--seed", "3",
                       "--quiet"]))
    """, tmp_path, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "Traceback" not in done.stderr
    assert ranks.is_file() and not ranks.is_symlink()
    assert index.is_file() and not index.is_symlink()
    assert Path("/dev/zero").is_char_device()


def test_a_cache_written_reads_back_and_any_change_is_refused(tmp_path):
    path = tmp_path / "c.bin"
    write_cache(path, b"payload \x00\xff")
    assert read_cache(path, 1000) == b"payload \x00\xff"
    assert read_cache(path, 10) is None  # over the cap
    raw = path.read_bytes()
    for cut in (0, 1, len(raw) // 2, len(raw) - 1):
        path.write_bytes(raw[:cut])
        assert read_cache(path, 1000) is None


def test_the_safe_reader_refuses_what_is_no_regular_file_without_blocking(tmp_path):
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    for path, why in ((fifo, "not_regular"), (tmp_path, "not_regular"),
                      (tmp_path / "none", "missing"), (Path("/dev/zero"), "not_regular")):
        with pytest.raises(NotReadable) as refused:
            read_regular(path, 1000)
        assert refused.value.why == why
    big = tmp_path / "big"
    big.write_bytes(b"x" * 1001)
    with pytest.raises(NotReadable) as refused:
        read_regular(big, 1000)
    assert refused.value.why == "too_large"
    assert read_regular(big, 1001) == b"x" * 1001


@pytest.mark.parametrize("kind", ["fifo", "zero", "folder", "cut"])
def test_the_renderers_prebuilt_arrays_are_refused_at_once(tmp_path, kind):
    path = tmp_path / "render-textures-0123456789abcdef.npz"
    bad_entry(path, kind)
    done = run_child(f"""
        from pathlib import Path
        from deboule.render import prebuilt
        print("refused" if prebuilt._read(Path({str(path)!r})) is None else "read")
    """, tmp_path)
    assert done.stdout.strip() == "refused", done.stderr[-2000:]


def test_prebuilt_arrays_declaring_more_than_the_cap_are_refused(tmp_path, monkeypatch):
    import numpy as np

    from deboule.render import prebuilt

    path = tmp_path / "render-x.npz"
    prebuilt._write(path, {"a": np.arange(1000, dtype=np.int64)})
    assert prebuilt._read(path)["a"].tolist() == list(range(1000))
    monkeypatch.setattr(prebuilt, "MAX_ARRAYS_BYTES", 4000)
    assert prebuilt._read(path) is None
