# Voilà's configuration for the classroom screen. Voilà reads this file itself (the
# launcher passes --Voila.config_file_paths=<this folder>): not a module to import, which
# is why its folder is not a package.
from mjlearn.lessons.classroom.server import configure

configure(c)  # noqa: F821  (c: the configuration object Voilà's loader provides)
