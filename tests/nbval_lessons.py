"""The pytest plugin that holds nbval's lessons to the no-warnings rule (see conftest.py)."""

from __future__ import annotations

import pytest

from tests.notebook_checks import lesson_output_problems


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item):
    result = yield
    outputs = getattr(item, "test_outputs", None)  # set by nbval's IPyNbCell.runtest
    if outputs is not None:
        problems = lesson_output_problems(outputs)
        if problems:
            pytest.fail(f"{item.nodeid}: the cell printed what a lesson must not show:\n  "
                        + "\n  ".join(problems), pytrace=False)
    return result
