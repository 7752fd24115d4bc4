"""Sample parameter values for rendering every error code (shared by the i18n tests).

A new error code whose parameter is not listed here makes the tests fail with a clear
KeyError: add a realistic sample for it.
"""

from mjlearn.i18n import SUPPORTED_LANGUAGES

LANGUAGES = SUPPORTED_LANGUAGES
TRANSLATED = tuple(lang for lang in LANGUAGES if lang != "en")

SAMPLE_PARAMS = {
    "char": "x", "position": 3, "digits": "123", "digit": 8, "tile": "3m", "kind": 40,
    "count": 15, "expected": 13, "meld": "124m", "meld_type": "pon", "option": "rules",
    "value": "maybe", "language": "de", "supported": "en, es, it, pl, ru", "text": "11.6",
}


def sample_params(param_names):
    return {name: SAMPLE_PARAMS[name] for name in param_names}
