import pytest

from mjlearn.i18n.languages import ENVIRONMENT_VARIABLES, set_language


@pytest.fixture(autouse=True)
def neutral_language(monkeypatch):
    """Each test starts with no process default and an environment that names no language,
    so the default is English unless the test says otherwise."""
    for variable in ENVIRONMENT_VARIABLES:
        monkeypatch.delenv(variable, raising=False)
    set_language(None)
    yield
    set_language(None)
