"""The window's background jobs (deboule/screens/background.py) are stopped before the process
ends: a replay check still inside MuJoCo while the interpreter shut down crashed the viewer with
SIGSEGV after Esc (tests/test_replay_view_real.py saw it)."""

from __future__ import annotations

import threading

import pytest

from deboule.screens.background import Cancelled, Job, stop_all


def test_stop_all_cancels_a_job_at_its_next_report_and_waits_for_it():
    started, steps = threading.Event(), []

    def work(report):
        started.set()
        for step in range(10**9):  # forever, but for the cancel
            steps.append(step)
            report(step)

    job = Job(work, "endless")
    started.wait()
    assert stop_all() and job.done  # it stops at its next report
    with pytest.raises(Cancelled):
        job.result()


def test_stop_all_says_when_a_job_that_never_reports_is_still_running():
    release = threading.Event()
    job = Job(lambda report: release.wait(), "silent")
    assert stop_all(timeout=0.0) is False and not job.done
    release.set()
    assert job.wait(600) and stop_all(timeout=0.0)
