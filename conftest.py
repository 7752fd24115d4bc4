"""Repository-wide pytest hooks.

nbval (``--nbval-lax``, ``notebooks/`` in ``testpaths``) fails a lesson cell that raises.
A lesson must also print nothing a learner should not see: the plugin
``tests/nbval_lessons.py`` fails a notebook cell whose outputs contain a warning, a
traceback or anything written to stderr.
"""

pytest_plugins = ["tests.nbval_lessons", "pytester"]


def pytest_configure(config):
    """Progress is kept in a private data directory for the whole run: the exercises'
    default store (platformdirs: ``$XDG_DATA_HOME/mjlearn``) never touches the real one.
    Set here, before any kernel starts, so nbval's kernels inherit it too."""
    import os
    import tempfile

    config._mjlearn_data_home = tempfile.mkdtemp(prefix="mjlearn-data-")
    os.environ["XDG_DATA_HOME"] = config._mjlearn_data_home


def pytest_unconfigure(config):
    import shutil

    home = getattr(config, "_mjlearn_data_home", None)
    if home:
        shutil.rmtree(home, ignore_errors=True)
