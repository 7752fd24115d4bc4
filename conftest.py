"""Repository-wide pytest hooks.

nbval (``--nbval-lax``, ``notebooks/`` in ``testpaths``) fails a lesson cell that raises.
A lesson must also print nothing a learner should not see: the plugin
``tests/nbval_lessons.py`` fails a notebook cell whose outputs contain a warning, a
traceback or anything written to stderr.
"""

pytest_plugins = ["tests.nbval_lessons", "pytester"]
