"""bench/suite_costs.py: each test's wall time, its worker's CPU and its children's CPU, logged
by the plugin and summed per module by the report (how CI's time is measured)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from bench.suite_costs import main, read_costs, totals

ROOT = Path(__file__).resolve().parent.parent

SAMPLE = '''
import subprocess, sys, time

def test_a_child_burns_cpu():
    subprocess.run([sys.executable, "-c", "sum(i * i for i in range(3_000_000))"], check=True)

def test_it_waits():
    time.sleep(0.3)
'''


def test_the_plugin_logs_each_test_and_the_report_sums_them_per_module(tmp_path, capsys):
    (tmp_path / "test_sample.py").write_text(SAMPLE, encoding="utf-8")
    log = tmp_path / "costs.jsonl"
    env = {**os.environ, "SUITE_COSTS": str(log), "PYTHONPATH": str(ROOT)}
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "bench.suite_costs",
         "test_sample.py"], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-2000:]
    lines = [json.loads(text) for text in log.read_text(encoding="utf-8").splitlines()]
    by_name = {line["id"].split("::")[1]: line for line in lines}
    assert set(by_name) == {"test_a_child_burns_cpu", "test_it_waits"}
    assert by_name["test_a_child_burns_cpu"]["children"] > 0.05  # the reaped child's CPU
    assert by_name["test_it_waits"]["wall"] >= 0.3 and by_name["test_it_waits"]["children"] == 0
    with log.open("a", encoding="utf-8") as file:  # a torn or hostile line is skipped
        file.write('{"id": "test_x.py::t", "wall": NaN, "self": 0, "children": 0}\nnot json\n')
    modules = read_costs(log)
    assert list(modules) == ["test_sample.py"] and modules["test_sample.py"]["tests"] == 2
    summed = totals(modules)
    assert summed["waiting"] >= 0.25  # the sleep: wall no CPU was counted for
    assert main([str(log), str(log), "--top", "1"]) == 0
    out = capsys.readouterr().out
    assert "after: 2 tests" in out and "test_sample.py:" in out and " -> " in out
